package dev.checkpointreport.flink.measured;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MeasuredJobTest {

    @Test
    void aRealJobRestoresFromACheckpointAndItsResponsesAreSaved(@TempDir Path checkpoints) throws Exception {
        Path folder = Path.of("target", "measured-job", "flink");
        MeasuredRun.Scraped scraped = MeasuredRun.scrapeInto(folder, checkpoints);

        JsonNode overview = FlinkRest.parse(Files.readString(folder.resolve("checkpoints.json")));
        assertThat(overview.path("counts").path("restored").asLong()).isEqualTo(1);
        long restoredFrom = overview.path("latest").path("restored").path("id").asLong();
        assertThat(restoredFrom).isGreaterThanOrEqualTo(KeyedCountJob.FAIL_AFTER_CHECKPOINT);
        assertThat(overview.path("latest").path("completed").path("id").asLong())
                .isGreaterThanOrEqualTo(restoredFrom + MeasuredRun.AFTER_RESTORE);

        JsonNode config = FlinkRest.parse(Files.readString(folder.resolve("checkpoints-config.json")));
        assertThat(config.path("interval").asLong()).isEqualTo(KeyedCountJob.INTERVAL_MILLIS);

        JsonNode exceptions = FlinkRest.parse(Files.readString(folder.resolve("exceptions.json")));
        assertThat(exceptions.path("exceptionHistory").path("entries").toString())
                .contains("injected failure after checkpoint " + KeyedCountJob.FAIL_AFTER_CHECKPOINT);
        assertThat(scraped.files()).hasSizeGreaterThanOrEqualTo(4);
    }
}
