package dev.checkpointreport.output.json;

import dev.checkpointreport.output.RenderedCourse;
import dev.checkpointreport.output.ReportOutput;
import java.io.IOException;
import java.nio.file.Path;

/** A course's {@code index.json} at the folder's root ({@link IndexJson}); a single report has none. */
public final class IndexJsonOutput implements ReportOutput {
    public static final String INDEX_JSON = "index.json";

    @Override
    public void write(RenderedCourse course, Path folder) throws IOException {
        if (!course.single()) {
            IndexJson.write(course.runs(), course.basedir(), folder.resolve(INDEX_JSON));
        }
    }
}
