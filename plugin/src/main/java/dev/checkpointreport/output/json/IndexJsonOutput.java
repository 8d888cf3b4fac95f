package dev.checkpointreport.output.json;

import dev.checkpointreport.output.Course;
import dev.checkpointreport.output.OutputFiles;
import dev.checkpointreport.output.ReportOutput;
import java.io.IOException;
import java.nio.file.Path;

/** A course's {@code index.json} at the folder's root ({@link IndexJson}); a single report has none. */
public final class IndexJsonOutput implements ReportOutput {
    public static final String INDEX_JSON = "index.json";
    private final String page;

    /** The index of a course whose scenarios' pages are each report's file {@code page}, which it links. */
    public IndexJsonOutput(String page) {
        this.page = page;
    }

    @Override
    public OutputFiles files() {
        return OutputFiles.courseRoot(INDEX_JSON);
    }

    @Override
    public void write(Course course, Path folder) throws IOException {
        if (!course.single()) {
            IndexJson.write(course.scenarios(), course.basedir(), page, folder.resolve(INDEX_JSON));
        }
    }
}
