package dev.checkpointreport.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Measured;
import dev.checkpointreport.Sites;
import dev.checkpointreport.build.ListedScenario;
import dev.checkpointreport.build.ReportPipeline;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A {@code measured.flink} glob is walked once per written build: the folder rule, the inputs' digest and the
 * run all take the files that one walk found, and a build that keeps an up-to-date report walks none.
 */
class MeasuredWalksTest {
    @TempDir
    Path folder;

    private ReportPipeline.Done build(Path scenario, List<List<Path>> digested) throws Exception {
        return ReportPipeline.run(new ReportPipeline.Request(List.of(new ListedScenario("measured", scenario)), true,
                folder.resolve("report").toFile(), folder.toFile(), null, (data, read) -> {
                    digested.add(List.copyOf(data));
                    return "inputs";
                }, false, true, ""), line -> { }, Sites::unexpected);
    }

    @Test
    void aWrittenBuildWalksTheGlobOnceAndDigestsTheFilesItsRunRead() throws Exception {
        Path scenario = Measured.scenario(folder);
        List<List<Path>> digested = new ArrayList<>();
        long before = MeasuredFiles.walks();

        ReportPipeline.Done done = build(scenario, digested);

        assertThat(MeasuredFiles.walks() - before).as("walks of measured.flink's glob").isEqualTo(1);
        assertThat(done.written()).hasSize(1);
        assertThat(done.written().get(0).result().measured()).isNotNull();
        assertThat(digested).containsExactly(done.data());
        assertThat(done.data()).extracting(path -> path.getFileName().toString()).containsExactly(
                "checkpoints-2026-01-01T0000.json", "checkpoints-2026-01-01T0010.json", "config.json",
                "exceptions-2026-01-01T0000.json", "exceptions-2026-01-01T0010.json", "subtasks-9-keyed-count.json",
                "flink");
    }

    @Test
    void aBuildThatKeepsTheReportWalksNone() throws Exception {
        Path scenario = Measured.scenario(folder);
        build(scenario, new ArrayList<>());
        long before = MeasuredFiles.walks();

        ReportPipeline.Done kept = build(scenario, new ArrayList<>());

        assertThat(kept.written()).isEmpty();
        assertThat(MeasuredFiles.walks() - before).as("walks of measured.flink's glob").isZero();
    }
}
