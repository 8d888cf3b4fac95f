package dev.checkpointreport.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.checkpointreport.Measured;
import dev.checkpointreport.PipelineRun;
import dev.checkpointreport.pipeline.ListedScenario;
import dev.checkpointreport.pipeline.ReportPipeline;
import dev.checkpointreport.folder.ReportFolder;
import dev.checkpointreport.uptodate.ReportInputs;
import dev.checkpointreport.uptodate.ReportStamp;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * A {@code measured.flink} glob is walked once per written build: the folder rule, the inputs' digest and the
 * run all take the files that one walk found, and a build that keeps an up-to-date report, whose digest is made
 * from the data files its stamp names, walks none.
 */
@Isolated("counts the walks of a JVM-wide counter, which any other test reading measured files adds to")
class MeasuredWalksTest {
    private static final ReportInputs.Settings SETTINGS = new ReportInputs.Settings("test", true, List.of());

    @TempDir
    Path folder;

    private ReportPipeline.Done build(Path scenario) throws Exception {
        return PipelineRun.run(ReportPipeline.Request.report(new ListedScenario("measured", scenario),
                folder.resolve("report").toFile()).basedir(folder.toFile()).inputs(SETTINGS));
    }

    /** The stamp the written report keeps in its marker. */
    private ReportStamp stamp() throws Exception {
        ReportFolder report = ReportFolder.judge(folder.resolve("report"), folder, null, null);
        return ReportStamp.parse(report.whole(List.of()).orElseThrow()).orElseThrow();
    }

    private static String digest(Path scenario, List<Path> data) throws Exception {
        return SETTINGS.digest(List.of(scenario.toFile()), List.of(Files.readAllBytes(scenario)), data, (File) null);
    }

    @Test
    void theDigestIsMadeFromTheFilesTheOneWalkFoundAndChangesWhenAScrapeIsAdded() throws Exception {
        Path scenario = Measured.scenario(folder);
        long before = MeasuredFiles.walks();

        build(scenario);

        assertThat(MeasuredFiles.walks() - before).as("walks of measured.flink's glob").isEqualTo(1);
        ReportStamp stamp = stamp();
        assertThat(stamp.data()).extracting(path -> path.getFileName().toString()).containsExactly(
                "checkpoints-2026-01-01T0000.json", "checkpoints-2026-01-01T0010.json", "config.json",
                "exceptions-2026-01-01T0000.json", "exceptions-2026-01-01T0010.json", "subtasks-9-keyed-count.json",
                "flink");
        assertThat(stamp.inputs()).isEqualTo(digest(scenario, stamp.data()));

        Path added = folder.resolve("flink").resolve("notes.json");
        Files.writeString(added, "{}");
        assertThat(digest(scenario, stamp.data())).as("the digest of the stamp's files, a scrape added")
                .isNotEqualTo(stamp.inputs());
        long again = MeasuredFiles.walks();
        ConfigException e = catchThrowableOfType(ConfigException.class, () -> build(scenario));

        assertThat(MeasuredFiles.walks() - again).as("walks of measured.flink's glob").isEqualTo(1);
        assertThat(e).as("the added scrape, found by the new walk and read by the run").hasMessageStartingWith(
                added + ": $: not a Flink checkpoint response: expected a response saved from Flink's REST API")
                .hasMessageEndingWith("found an object with no fields");
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
