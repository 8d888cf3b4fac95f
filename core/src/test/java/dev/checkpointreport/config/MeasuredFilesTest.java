package dev.checkpointreport.config;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A pattern under {@code measured} past its bound is refused in words that fit every source's files. */
class MeasuredFilesTest {
    @TempDir
    Path folder;

    @Test
    void aPatternPastItsBoundSaysToKeepFewerSavedFilesWhicheverSourceWroteThem() throws Exception {
        Path spark = Files.createDirectories(folder.resolve("spark"));
        for (int i = 0; i < 3; i++) {
            Files.writeString(spark.resolve("progress-" + i + ".jsonl"), "{}\n");
        }
        Path scenario = folder.resolve("scenario.yaml");
        ConfigNode node = YamlDocument.compose(scenario.toString(), "measured:\n  spark: spark/*.jsonl\n").asMapping()
                .optional("measured").orElseThrow().asMapping().optional("spark").orElseThrow();

        assertThatThrownBy(() -> MeasuredFiles.matching(node, 2)).hasMessage(scenario + ":2: measured.spark: 'spark/*.jsonl' "
                + "matches more than 2 files; keep fewer saved files, or merge old ones");
    }
}
