package dev.checkpointreport.output.html;

import dev.checkpointreport.output.RenderedCourse;
import dev.checkpointreport.output.ReportOutput;
import dev.checkpointreport.output.view.CourseIndex;
import dev.checkpointreport.run.CourseScenario;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A course's index page at the folder's root, a card per scenario ({@link CourseIndex}), rendered in memory with
 * the pages ({@link #render}) so that a failing template writes nothing; a single report has none.
 */
public final class CourseIndexOutput implements ReportOutput {
    /** The course index's template, which a template folder may override by name. */
    public static final String TEMPLATE = "course-index.ftlh";

    /** The index page of {@code scenarios}, their files named relative to {@code basedir}. */
    public static String render(PageRenderer html, List<CourseScenario> scenarios, Path basedir)
            throws ReportTemplateException, IOException {
        return html.render(TEMPLATE, "course", CourseIndex.of(scenarios, basedir));
    }

    @Override
    public void write(RenderedCourse course, Path folder) throws IOException {
        if (!course.single()) {
            Files.writeString(folder.resolve(PageOutput.INDEX_HTML), course.indexPage(), StandardCharsets.UTF_8);
        }
    }
}
