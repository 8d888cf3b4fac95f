package dev.checkpointreport.output.html;

import dev.checkpointreport.output.Course;
import dev.checkpointreport.output.CourseScenario;
import dev.checkpointreport.output.OutputFiles;
import dev.checkpointreport.output.ReportOutput;
import dev.checkpointreport.output.view.PageBuilder;
import dev.checkpointreport.parallel.InParallel;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Each scenario's {@code index.html} in its report's folder, rendered on every core, and the one {@code assets/} at
 * the folder's root that every page of the course shares (with the section Measured's script when a scenario has
 * it). A page whose template fails, or a refused asset, is thrown as {@link ReportTemplateException.Carried}; the
 * first in the scenarios' order.
 */
public final class PageOutput implements ReportOutput {
    public static final String INDEX_HTML = "index.html";
    private final CoursePages pages;

    public PageOutput(CoursePages pages) {
        this.pages = pages;
    }

    @Override
    public OutputFiles files() {
        return new OutputFiles(List.of(INDEX_HTML), List.of(), Assets.NAMES.stream().map(name -> Assets.OWN + name)
                .toList());
    }

    @Override
    public void write(Course course, Path folder) throws IOException {
        PageRenderer html = pages.renderer();
        try {
            InParallel.map(course.scenarios(), (CourseScenario scenario) -> {
                String page = html.render(PageBuilder.of(scenario, course));
                Path own = Files.createDirectories(course.folderOf(scenario, folder));
                return Files.writeString(own.resolve(INDEX_HTML), page, StandardCharsets.UTF_8);
            });
            pages.assets().copyInto(folder, course.measures());
        } catch (ReportTemplateException e) {
            throw new ReportTemplateException.Carried(e);
        }
    }
}
