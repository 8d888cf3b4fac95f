package dev.checkpointreport.scrape;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** How often to scrape: half of what Flink's history spans beyond its cache. */
class CadenceTest {
    @Test
    void theCadenceIsHalfTheHistoryLessTheCache() throws Exception {
        Cadence defaults = Cadence.of(Duration.ofMinutes(1), new ObjectMapper().readTree("[]"));
        assertThat(defaults.every()).isEqualTo(Duration.ofMillis((10 * 60_000 - 3_000) / 2));
        assertThat(defaults.enough()).isTrue();

        Cadence set = Cadence.of(Duration.ofMillis(200), new ObjectMapper().readTree("[{\"key\":"
                + "\"web.checkpoints.history\",\"value\":\"50\"},{\"key\":\"rest.cache.checkpoint-statistics.timeout\","
                + "\"value\":\"1 s\"}]"));
        assertThat(set.every()).isEqualTo(Duration.ofMillis((50 * 200 - 1000) / 2));
    }

    @Test
    void aHistoryShorterThanTheCacheIsSaid() {
        Cadence tooShort = Cadence.of(Duration.ofMillis(200), 10, Duration.ofSeconds(3));

        assertThat(tooShort.enough()).isFalse();
        assertThat(tooShort.described()).isEqualTo("No cadence sees every checkpoint: Flink keeps the last 10 "
                + "checkpoints (web.checkpoints.history) at interval 200 ms and may answer from its cache of 3 s. "
                + "Scraping every 100 ms; raise web.checkpoints.history to at least 17 to see them all");
    }

    @Test
    void aSavedCacheLongerThanAnyHistoryIsAdvisedWithoutOverflow() {
        Cadence huge = Cadence.of(Duration.ofMillis(200), Map.of("rest.cache.checkpoint-statistics.timeout",
                "999999999999d"));

        assertThat(huge.advice()).isEqualTo("no cadence sees every checkpoint: Flink keeps the last 10 checkpoints "
                + "(web.checkpoints.history) at interval 200 ms and may answer from its cache of 23999999999976 h; no "
                + "web.checkpoints.history Flink takes (at most 2147483647) is enough: shorten the cache");
        assertThat(TimeSpan.shown(Duration.ofMinutes(150))).isEqualTo("2 h 30 min");
    }
}
