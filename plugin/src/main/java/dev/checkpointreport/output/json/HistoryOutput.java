package dev.checkpointreport.output.json;

import dev.checkpointreport.output.Course;
import dev.checkpointreport.output.OutputFiles;
import dev.checkpointreport.output.ReportOutput;
import java.io.IOException;
import java.nio.file.Path;

/**
 * A course's {@code history.json} at the folder's root, beside {@code index.json} ({@link HistoryJson}): the
 * course's history across builds, this build last; a single report has none.
 */
public final class HistoryOutput implements ReportOutput {
    public static final String HISTORY_JSON = "history.json";

    @Override
    public OutputFiles files() {
        return OutputFiles.courseRoot(HISTORY_JSON);
    }

    @Override
    public void write(Course course, Path folder) throws IOException {
        if (!course.single()) {
            HistoryJson.write(course.history(), folder.resolve(HISTORY_JSON));
        }
    }
}
