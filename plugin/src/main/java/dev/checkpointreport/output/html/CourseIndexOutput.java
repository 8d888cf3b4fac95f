package dev.checkpointreport.output.html;

import dev.checkpointreport.output.Course;
import dev.checkpointreport.output.OutputFiles;
import dev.checkpointreport.output.ReportOutput;
import dev.checkpointreport.output.view.CourseHistory;
import dev.checkpointreport.output.view.CourseIndex;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A course's index page at the folder's root, a card per scenario ({@link CourseIndex}) linking to its page; a
 * single report has none. A failing template is thrown as {@link ReportTemplateException.Carried}.
 */
public final class CourseIndexOutput implements ReportOutput {
    /** The course index's template, which a template folder may override by name. */
    public static final String TEMPLATE = "course-index.ftlh";
    /** The section Across builds, which the course index includes once the course's history holds two builds. */
    public static final String HISTORY_TEMPLATE = "course-history.ftlh";
    private final CoursePages pages;

    public CourseIndexOutput(CoursePages pages) {
        this.pages = pages;
    }

    @Override
    public OutputFiles files() {
        return OutputFiles.courseRoot(PageOutput.INDEX_HTML);
    }

    @Override
    public void write(Course course, Path folder) throws IOException {
        if (course.single()) {
            return;
        }
        try {
            CourseHistory history = CourseHistory.of(course.history(), course.scenarios());
            String index = pages.renderer().render(TEMPLATE, "course",
                    CourseIndex.of(course.scenarios(), course.basedir(), PageOutput.INDEX_HTML).with(history));
            Files.writeString(folder.resolve(PageOutput.INDEX_HTML), index, StandardCharsets.UTF_8);
            if (history != null) {
                pages.assets().copyHistoryInto(folder);
            }
        } catch (ReportTemplateException e) {
            throw new ReportTemplateException.Carried(e);
        }
    }
}
