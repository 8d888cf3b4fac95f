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
 * Each scenario's {@code report.json} in its report's folder, the scenarios on every core. Each file's tree of
 * Jackson nodes is built whole in memory, then formatted straight into the file, never as one string: at the
 * documented maxima the file holds 36 MB, and the tree is part of the heap peak that {@code MaximaRun} measures.
 */
public final class ReportJsonOutput implements ReportOutput {
    /**
     * The most checkpoints {@code measured.checkpoints} lists: a checkpoint every 5 minutes for 34 days. A longer
     * history lists none, says so in {@code checkpointsListed}, and its daily figures stand for them.
     */
    public static final int MAX_LISTED_CHECKPOINTS = 10_000;
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
