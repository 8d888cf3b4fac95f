package dev.checkpointreport.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Measured;
import dev.checkpointreport.Sites;
import dev.checkpointreport.pipeline.ListedScenario;
import dev.checkpointreport.pipeline.ReportPipeline;
import dev.checkpointreport.uptodate.ReportInputs;
import dev.checkpointreport.uptodate.UpToDate;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A {@code measured.flink} glob is walked once per written build: the folder rule, the inputs' digest and the
 * run all take the files that one walk found, and a build that keeps an up-to-date report, whose digest is made
 * from the data files its stamp names, walks none.
 */
class MeasuredWalksTest {
    @TempDir
    Path folder;

    private ReportPipeline.Done build(Path scenario) throws Exception {
        return ReportPipeline.run(new ReportPipeline.Request(List.of(new ListedScenario("measured", scenario)), true,
                folder.resolve("report").toFile(), folder.toFile(), null, new ReportInputs.Settings("test", true, List.of()),
                UpToDate.STAMPED, true, "", null), line -> { }, Sites::unexpected);
    }

    @Test
    void aWrittenBuildWalksTheGlobOnceAndReadsTheFilesItFound() throws Exception {
        Path scenario = Measured.scenario(folder);
        long before = MeasuredFiles.walks();

        ReportPipeline.Done done = build(scenario);

        assertThat(MeasuredFiles.walks() - before).as("walks of measured.flink's glob").isEqualTo(1);
        assertThat(done.written()).hasSize(1);
        assertThat(done.written().get(0).result().measured()).isNotNull();
    }

    @Test
    void aBuildThatKeepsTheReportWalksNone() throws Exception {
        Path scenario = Measured.scenario(folder);
        build(scenario);
        long before = MeasuredFiles.walks();

        ReportPipeline.Done kept = build(scenario);

        assertThat(kept.written()).isEmpty();
        assertThat(MeasuredFiles.walks() - before).as("walks of measured.flink's glob").isZero();
    }
}
