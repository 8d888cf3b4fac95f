package dev.checkpointreport.output.html;

import dev.checkpointreport.output.RenderedCourse;
import dev.checkpointreport.output.ReportOutput;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Each scenario's {@code index.html}, rendered before anything is written, in its report's folder, and the one
 * {@code assets/} at the folder's root that every page of the course shares (with the section Measured's script
 * when a scenario has it).
 */
public final class PageOutput implements ReportOutput {
    public static final String INDEX_HTML = "index.html";
    private final Assets assets;

    /** The pages, with {@code assets} read (a course's own files among them) before the folder is replaced. */
    public PageOutput(Assets assets) {
        this.assets = assets;
    }

    @Override
    public void write(RenderedCourse course, Path folder) throws IOException {
        for (RenderedCourse.Rendered rendered : course.scenarios()) {
            Path own = Files.createDirectories(course.folderOf(rendered.scenario(), folder));
            Files.writeString(own.resolve(INDEX_HTML), rendered.page(), StandardCharsets.UTF_8);
        }
        assets.copyInto(folder, course.measures());
    }
}
