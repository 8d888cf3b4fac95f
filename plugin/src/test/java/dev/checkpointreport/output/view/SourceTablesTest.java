package dev.checkpointreport.output.view;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Measured;
import dev.checkpointreport.measured.Measurements;
import dev.checkpointreport.run.ScenarioRuns;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each measured source answers the view with its own tables, given its own facts: the one place a new source's
 * words go, which {@code MeasuredTables} only asks.
 */
class SourceTablesTest {
    @TempDir
    Path folder;

    @Test
    void eachSourceAnswersWithItsOwnTables() throws Exception {
        assertThat(SourceTables.of(measured(Measured.scenario(folder.resolve("rest")))))
                .isInstanceOf(FlinkRestTables.class);
        assertThat(SourceTables.of(measured(Measured.prometheus(folder.resolve("prometheus")))))
                .isInstanceOf(PrometheusTables.class);
        assertThat(SourceTables.of(measured(spark(folder.resolve("spark"))))).isInstanceOf(SparkTables.class);
    }

    @Test
    void onlyASparkQuerysCheckpointsAreItsBatchesAsTheChartsWordThem() throws Exception {
        assertThat(SourceTables.of(measured(spark(folder.resolve("spark")))).batches()).isTrue();
        assertThat(SourceTables.of(measured(Measured.prometheus(folder.resolve("prometheus")))).batches()).isFalse();
        assertThat(SourceTables.of(measured(Measured.scenario(folder.resolve("rest")))).batches()).isFalse();
    }

    @Test
    void eachSourceSaysWhatItsFilesLackWhenTheyDoNotTellTheFailures() throws Exception {
        assertThat(SourceTables.of(measured(Measured.scenario(folder.resolve("rest")))).failuresUnsaved())
                .isEqualTo("unknown: no /jobs/<id>/exceptions response saved");
        assertThat(SourceTables.of(measured(Measured.prometheus(folder.resolve("prometheus")))).failuresUnsaved())
                .isEqualTo("unknown: no numRestarts answer saved");
    }

    private static Measurements measured(Path scenario) throws Exception {
        return ScenarioRuns.load(scenario).measurements();
    }

    /** A scenario whose {@code measured.spark} reads the core's capture of a Spark query's progress. */
    private static Path spark(Path folder) throws Exception {
        Path spark = Files.createDirectories(folder.resolve("spark"));
        try (InputStream capture = SourceTablesTest.class.getResourceAsStream("/measured/spark/progress.jsonl")) {
            Files.copy(capture, spark.resolve("progress.jsonl"));
        }
        return Measured.scenario(folder, "flink: flink/*.json             # responses saved from Flink's REST API, "
                + "one file per scrape", "spark: spark/*.jsonl");
    }
}
