package dev.checkpointreport.measured;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The lines an app's restarts from offset 0 add to the build's warnings: an app in a crash loop replays from 0
 * thousands of times, and the build's log (and the report's stamp, which keeps it) says the last five and how many
 * it leaves out.
 */
class KafkaStreamsNotesTest {
    private static final long T0 = 1_796_320_000_000L;

    private static KafkaStreamsApp.Restart restart(int i) {
        KafkaStreamsApp.StoreRestore restore = new KafkaStreamsApp.StoreRestore("counts", "orders-counts-changelog",
                0, 0, 500, 500, T0 + i * 60_000L, 100, false);
        return new KafkaStreamsApp.Restart("p" + i, T0 + i * 60_000L - 1_000, T0 + i * 60_000L + 130, 1_130L,
                List.of(restore), 500, 100, 1, 0, 16L, 5L, null, restore);
    }

    @Test
    void aCrashLoopNotesTheLastFiveRestartsFromOffsetZero() {
        List<KafkaStreamsApp.Restart> restarts = new ArrayList<>();
        List<String> processes = new ArrayList<>(List.of("p0"));
        for (int i = 1; i <= 3_000; i++) {
            restarts.add(restart(i));
            processes.add("p" + i);
        }
        KafkaStreamsApp app = new KafkaStreamsApp("orders", processes, 9_003, 9_000, restarts, List.of());

        List<String> notes = app.notes();

        assertThat(notes).hasSize(6);
        assertThat(notes.get(0)).isEqualTo("Kafka Streams app orders: 2995 earlier restarts replayed a changelog "
                + "from offset 0 as well, left out here; report.json lists every restart (measured.kafkaStreams."
                + "restarts).");
        assertThat(notes.get(5)).isEqualTo("Kafka Streams app orders, RUNNING again at 2026-12-05T19:46:40.130Z after "
                + "replaying 500 changelog records: " + String.join("; ", restarts.get(2_999).levers()) + ".");
    }
}
