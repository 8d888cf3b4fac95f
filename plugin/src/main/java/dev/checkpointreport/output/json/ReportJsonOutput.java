package dev.checkpointreport.output.json;

import dev.checkpointreport.output.Course;
import dev.checkpointreport.output.CourseScenario;
import dev.checkpointreport.output.OutputFiles;
import dev.checkpointreport.output.ReportOutput;
import dev.checkpointreport.parallel.InParallel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Each scenario's {@code report.json} in its report's folder, written on every core as it is made: it holds 36 MB
 * at the documented maxima, so it is never held in memory.
 */
public final class ReportJsonOutput implements ReportOutput {
    public static final String REPORT_JSON = "report.json";

    @Override
    public OutputFiles files() {
        return OutputFiles.eachReport(REPORT_JSON);
    }

    @Override
    public void write(Course course, Path folder) throws IOException {
        InParallel.map(course.scenarios(), (CourseScenario scenario) -> {
            ReportJson.write(scenario.result(), Files.createDirectories(course.folderOf(scenario, folder))
                    .resolve(REPORT_JSON));
            return scenario;
        });
    }
}
