package dev.checkpointreport.measured;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a merged history lacks: the gaps in its checkpoint ids, the checkpoints seen only in progress, Flink's failed
 * triggers without an id, and the configuration of the newest scrape whatever the path order. Checkpoint n is
 * triggered at T0 + n s in every response written here.
 */
class HistoryGapsTest {
    private static final long T0 = Fixtures.T0;
    private static final long SEED = 20261202L;
    private static final String CONFIG = "{\"mode\":\"exactly_once\",\"interval\":%d,\"timeout\":600000}";

    @TempDir
    Path folder;

    @Test
    void holesInTheIdsAreGapsWithTheCheckpointsEitherSideAndNoneBeforeTheFirst() throws Exception {
        // the first scrape starts at checkpoint 4 (the job restored a savepoint's 3, say): no gap before it
        List<SavedResponse> files = List.of(
                write("s1/checkpoints.json", checkpoints(0, completed(4), completed(5))),
                write("s1/checkpoints-config.json", CONFIG.formatted(1000)),
                write("s2/checkpoints.json", checkpoints(0, completed(9), completed(10), completed(12))));

        HistoryGaps gaps = Measurements.read(files).gaps();

        assertThat(gaps.gaps()).containsExactly(new HistoryGaps.Gap(5, 9, T0 + 5000, T0 + 9000),
                new HistoryGaps.Gap(10, 12, T0 + 10_000, T0 + 12_000));
        assertThat(gaps.gaps()).extracting(HistoryGaps.Gap::missing).containsExactly(3L, 1L);
        assertThat(gaps.gaps()).extracting(HistoryGaps.Gap::ids).containsExactly("6 to 8", "11");
        assertThat(gaps.missing()).isEqualTo(4);
        // (10 × 1 s − 3 s) / 2 with Flink's defaults, as the scrape goal would scrape
        assertThat(gaps.cadence().every()).isEqualTo(Duration.ofMillis(3500));
        assertThat(gaps.warning()).isEqualTo("4 checkpoints no scrape saw, in 2 gaps of the merged ids: 6 to 8 (3, "
                + "between 2026-01-01T00:00:05Z and 2026-01-01T00:00:09Z), 11 (1, between 2026-01-01T00:00:10Z and "
                + "2026-01-01T00:00:12Z); scrape at least every 3.5 s, (10 × 1 s − 3 s) / 2: Flink keeps the last 10 "
                + "checkpoints (web.checkpoints.history) at interval 1 s and may answer from its cache of 3 s "
                + "(Flink's defaults: no jobmanager-config.txt matched).");
    }

    @Test
    void aGapRightAfterTheFirstCheckpointIsNamedAndTheLogNamesThreeGaps() throws Exception {
        List<SavedResponse> files = List.of(write("checkpoints.json", checkpoints(0, completed(1), completed(3),
                completed(5), completed(7), completed(9))));

        HistoryGaps gaps = Measurements.read(files).gaps();

        assertThat(gaps.gaps()).extracting(HistoryGaps.Gap::afterId).containsExactly(1L, 3L, 5L, 7L);
        assertThat(gaps.cadence()).isNull();
        assertThat(gaps.warning()).startsWith("4 checkpoints no scrape saw, in 4 gaps of the merged ids: 2 (1, ")
                .endsWith(" and 1 more, in report.json; save …/checkpoints/config (the scrape goal's "
                        + "checkpoints-config.json) to learn how often to scrape.");
    }

    @Test
    void aCheckpointSeenOnlyInProgressIsNamedAndFillsNoGap() throws Exception {
        List<SavedResponse> files = List.of(
                write("s1/checkpoints.json", checkpoints(0, completed(1), inProgress(2))),
                write("s2/checkpoints.json", checkpoints(0, completed(3))));

        Measurements measured = Measurements.read(files);

        assertThat(measured.inProgress()).extracting(Checkpoint::id).containsExactly(2L);
        assertThat(measured.inProgress().get(0).trigger()).isEqualTo(T0 + 2000);
        assertThat(measured.gaps().onlyInProgress()).extracting(Checkpoint::id).containsExactly(2L);
        assertThat(measured.gaps().gaps()).isEmpty();
        assertThat(measured.gaps().warning()).isNull();
    }

    @Test
    void oneIdTriggeredAtTwoTimesIsRefusedInProgressOrNot() throws Exception {
        // checkpoint 18 in progress in both scrapes, its trigger 613 ms apart: two runs, not one checkpoint
        SavedResponse first = write("s1/checkpoints.json", checkpoints(0, completed(17), inProgress(18)));
        SavedResponse altered = write("s2/checkpoints.json", checkpoints(0, completed(17),
                inProgress(18).replace(Long.toString(T0 + 18_000), Long.toString(T0 + 17_387))));
        String message = "flink/s2/checkpoints.json: $.history[1].trigger_timestamp: checkpoint 18 is IN_PROGRESS "
                + "triggered at 2026-01-01T00:00:17.387Z, but flink/s1/checkpoints.json ($.history[1].trigger_timestamp) "
                + "says it is IN_PROGRESS triggered at 2026-01-01T00:00:18Z; the files of one scenario must come from "
                + "one run of one job";
        assertThat(org.assertj.core.api.Assertions.catchThrowable(() -> Measurements.read(List.of(first, altered))))
                .isInstanceOf(MeasuredException.class).hasMessage(message);
        // in progress in one file and completed in the other, in either order
        SavedResponse done = write("s3/checkpoints.json", checkpoints(0, completed(17), completed(18)
                .replace(Long.toString(T0 + 18_000), Long.toString(T0 + 17_387))));
        assertThat(org.assertj.core.api.Assertions.catchThrowable(() -> Measurements.read(List.of(first, done))))
                .hasMessage("flink/s3/checkpoints.json: $.history[1].trigger_timestamp: checkpoint 18 is COMPLETED "
                        + "triggered at 2026-01-01T00:00:17.387Z, but flink/s1/checkpoints.json "
                        + "($.history[1].trigger_timestamp) says it is IN_PROGRESS triggered at 2026-01-01T00:00:18Z; "
                        + "the files of one scenario must come from one run of one job");
        assertThat(org.assertj.core.api.Assertions.catchThrowable(() -> Measurements.read(List.of(done, first))))
                .hasMessage("flink/s1/checkpoints.json: $.history[1].trigger_timestamp: checkpoint 18 is IN_PROGRESS "
                        + "triggered at 2026-01-01T00:00:18Z, but flink/s3/checkpoints.json "
                        + "($.history[1].trigger_timestamp) says it is COMPLETED triggered at 2026-01-01T00:00:17.387Z; "
                        + "the files of one scenario must come from one run of one job");
    }

    @Test
    void flinksFailedTriggersWithoutAnIdAreTheCountBeyondTheHistorysFailures() throws Exception {
        // Flink counts 3 failed; the history lists checkpoint 2 alone: 2 triggers failed before they took an id
        List<SavedResponse> files = List.of(write("checkpoints.json", checkpoints(3, completed(1), failed(2),
                completed(3))));

        HistoryGaps gaps = Measurements.read(files).gaps();

        assertThat(gaps.flinkFailed()).isEqualTo(3);
        assertThat(gaps.historyFailed()).isEqualTo(1);
        assertThat(gaps.failedUnlisted()).isEqualTo(2);
        assertThat(gaps.gaps()).isEmpty();
    }

    @Test
    void theNewestScrapesConfigurationWinsOverTheLastInPathOrder() throws Exception {
        // path order: a, b, z; the newest /checkpoints is a's, so a's configuration and settings win over b's,
        // and z's, beside no /checkpoints at all, is older than either
        List<SavedResponse> files = List.of(
                write("a/checkpoints.json", checkpoints(0, completed(20))),
                write("a/checkpoints-config.json", CONFIG.formatted(1000)),
                write("a/jobmanager-config.txt", "[{\"key\":\"web.checkpoints.history\",\"value\":\"50\"}]"),
                write("b/checkpoints.json", checkpoints(0, completed(10))),
                write("b/checkpoints-config.json", CONFIG.formatted(2000)),
                write("b/jobmanager-config.txt", "[{\"key\":\"web.checkpoints.history\",\"value\":\"5\"},"
                        + "{\"key\":\"web.refresh-interval\",\"value\":\"1 s\"}]"),
                write("z/checkpoints-config.json", CONFIG.formatted(4000)));

        Measurements measured = Measurements.read(files);

        assertThat(measured.settings().interval()).isEqualTo(1000);
        assertThat(measured.settings().file()).isEqualTo("flink/a/checkpoints-config.json");
        assertThat(measured.facts().jobManagerFile()).isEqualTo("flink/a/jobmanager-config.txt");
        HistoryGaps gaps = measured.gaps();
        assertThat(gaps.cadence().history()).isEqualTo(50);
        // (50 × 1 s − 3 s) / 2
        assertThat(gaps.cadence().every()).isEqualTo(Duration.ofMillis(23_500));
        assertThat(gaps.advice()).endsWith("cache of 3 s (flink/a/jobmanager-config.txt)");
        assertThat(gaps.gaps()).containsExactly(new HistoryGaps.Gap(10, 20, T0 + 10_000, T0 + 20_000));
    }

    @Test
    void aSparkQuerysMissingBatchIdsAreNoGaps() {
        Checkpoint batch0 = new Checkpoint(0, Checkpoint.Status.COMPLETED, false, T0, T0 + 10, 10L, 100L, 100L, null,
                null, "spark/progress.jsonl", "$", 1L, 1L, "run");
        Checkpoint batch3 = new Checkpoint(3, Checkpoint.Status.COMPLETED, false, T0 + 3000, T0 + 3010, 10L, 100L,
                100L, null, null, "spark/progress.jsonl", "$", 1L, 1L, "run");
        Measurements spark = new Measurements(null, List.of(batch0, batch3), List.of(), List.of(), List.of(), true,
                List.of(), null, List.of("spark/progress.jsonl"), new SparkQuery(null, List.of("run"), 2, 0, 0, 3000L,
                1, "commitTimeMs", "memoryUsedBytes", null, false, List.of()));

        HistoryGaps gaps = spark.gaps();

        assertThat(gaps.gaps()).isEmpty();
        assertThat(gaps.failedUnlisted()).isNull();
        assertThat(gaps.cadence()).isNull();
        assertThat(gaps.warning()).isNull();
    }

    @Test
    void theGapsAndTheSeenIdsMakeTheWholeRangeForRandomIdSets() throws Exception {
        Random random = new Random(SEED);
        for (int round = 0; round < 200; round++) {
            TreeSet<Long> ids = new TreeSet<>();
            long first = 1 + random.nextInt(1000);
            int span = 1 + random.nextInt(300);
            double kept = random.nextDouble();
            for (long id = first; id < first + span; id++) {
                if (random.nextDouble() < kept) {
                    ids.add(id);
                }
            }
            ids.add(first);
            List<String> entries = new ArrayList<>();
            TreeSet<Long> inProgress = new TreeSet<>();
            for (long id : ids) {
                boolean running = id != first && random.nextInt(5) == 0;
                entries.add(running ? inProgress(id) : random.nextInt(4) == 0 ? failed(id) : completed(id));
                if (running) {
                    inProgress.add(id);
                }
            }
            entries.add(completed(first + span + 1));
            ids.add(first + span + 1);
            Path file = Files.writeString(folder.resolve("round-" + round + ".json"),
                    checkpoints(0, entries.toArray(String[]::new)));

            HistoryGaps gaps = Measurements.read(List.of(Fixtures.one(file))).gaps();

            TreeSet<Long> missing = new TreeSet<>();
            for (HistoryGaps.Gap gap : gaps.gaps()) {
                assertThat(ids).as("seed %s, round %s", SEED, round).contains(gap.afterId(), gap.beforeId());
                for (long id = gap.afterId() + 1; id < gap.beforeId(); id++) {
                    missing.add(id);
                }
            }
            assertThat(missing).as("seed %s, round %s", SEED, round).doesNotContainAnyElementsOf(ids);
            assertThat(gaps.missing() + ids.size()).as("seed %s, round %s", SEED, round)
                    .isEqualTo(ids.last() - ids.first() + 1);
            assertThat(gaps.onlyInProgress()).extracting(Checkpoint::id).as("seed %s, round %s", SEED, round)
                    .containsExactlyElementsOf(inProgress);
        }
    }

    private SavedResponse write(String name, String json) throws IOException {
        Path file = folder.resolve(name);
        Files.createDirectories(file.getParent());
        Files.writeString(file, json);
        return new SavedResponse(file, "flink/" + name, "flink/" + name);
    }

    /** A {@code /checkpoints} response of {@code entries}, Flink counting {@code failed} failed. */
    private static String checkpoints(long failed, String... entries) {
        return "{\"counts\":{\"restored\":0,\"total\":" + entries.length + ",\"in_progress\":0,\"completed\":"
                + entries.length + ",\"failed\":" + failed + "},\"summary\":{},\"history\":["
                + String.join(",", entries) + "]}";
    }

    private static String completed(long id) {
        long trigger = T0 + id * 1000;
        return "{\"id\":" + id + ",\"status\":\"COMPLETED\",\"is_savepoint\":false,\"trigger_timestamp\":" + trigger
                + ",\"latest_ack_timestamp\":" + (trigger + 100) + ",\"end_to_end_duration\":100,\"state_size\":1000,"
                + "\"checkpointed_size\":500}";
    }

    private static String failed(long id) {
        long trigger = T0 + id * 1000;
        return "{\"id\":" + id + ",\"status\":\"FAILED\",\"is_savepoint\":false,\"trigger_timestamp\":" + trigger
                + ",\"latest_ack_timestamp\":-1,\"end_to_end_duration\":50,\"state_size\":0,\"failure_timestamp\":"
                + (trigger + 50) + ",\"failure_message\":\"declined\"}";
    }

    private static String inProgress(long id) {
        return "{\"id\":" + id + ",\"status\":\"IN_PROGRESS\",\"trigger_timestamp\":" + (T0 + id * 1000)
                + ",\"latest_ack_timestamp\":-1}";
    }
}
