package dev.checkpointreport.output.json;

import dev.checkpointreport.output.RenderedCourse;
import dev.checkpointreport.output.ReportOutput;
import dev.checkpointreport.parallel.InParallel;
import dev.checkpointreport.run.CourseScenario;
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
    public void write(RenderedCourse course, Path folder) throws IOException {
        InParallel.map(course.runs(), (CourseScenario scenario) -> {
            ReportJson.write(scenario.result(), Files.createDirectories(course.folderOf(scenario, folder))
                    .resolve(REPORT_JSON));
            return scenario;
        });
    }
}
