package dev.checkpointreport.scrape;

import static dev.checkpointreport.scrape.FlinkAnswers.JOB;
import static dev.checkpointreport.scrape.FlinkAnswers.VERTEX;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The scrape goal's bounds in time and work, and what it leaves: {@code for} is a deadline, one scrape asks a bounded
 * number of checkpoints' details, a goal that saves nothing leaves no folder, and a folder's failure is one line in
 * the plugin's words.
 */
class ScrapeLoopTest {
    @TempDir
    Path dir;
    private final List<String> log = new ArrayList<>();

    private Scraper.Outcome scrape(URI jobManager, Path into, String every, String lasting) throws ScrapeException {
        return Scraper.run(ScrapeRequest.of(jobManager.toString(), null, into, every, lasting, null), log::add);
    }

    private List<String> files() throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            return all.filter(p -> !p.equals(dir)).map(dir::relativize).map(Path::toString).sorted().toList();
        }
    }

    @Test
    void forIsADeadlineNoScrapeStartsAfterIt() throws Exception {
        Duration late = Duration.ofMillis(300);
        Duration lasting = Duration.ofSeconds(2);
        try (CannedJobManager jm = FlinkAnswers.running(new CannedJobManager(), "RUNNING", 1, 2);
             SlowJobManager slow = new SlowJobManager(jm, "/jobs/" + JOB + "/checkpoints", late)) {
            long started = System.nanoTime();
            Scraper.Outcome outcome = assertTimeoutPreemptively(Duration.ofSeconds(30),
                    () -> scrape(slow.uri(), dir, "100ms", "2s"));
            Duration took = Duration.ofNanos(System.nanoTime() - started);

            // each scrape waits at least `late` for its /checkpoints, and each starts within `for`: at most
            // for / late + 1 of them, where counting scrapes made 2s / 100ms + 1 = 21
            long scrapes = slow.asked().stream().filter(p -> p.equals("/jobs/" + JOB + "/checkpoints")).count();
            assertThat(scrapes).isEqualTo(outcome.scrapes()).isBetween(2L, lasting.toMillis() / late.toMillis() + 1);
            // for, and one scrape after it: its five requests, one of them late
            assertThat(took).isLessThan(lasting.plus(late).plusSeconds(20));
            assertThat(log.get(log.size() - 1)).matches(outcome.scrapes() + " scrapes of job " + JOB + ": \\d+ files "
                    + "saved, \\d+ identical to the last saved and skipped, 0 failed; " + (20 - outcome.scrapes() + 1)
                    + " planned scrapes were not made: the scrapes took longer than 100 ms, and none starts after "
                    + "checkpoint.scrape.for 2 s");
        }
    }

    @Test
    void oneScrapeAsksTheDetailsOfTheNewestCheckpointsWithinItsBound() throws Exception {
        try (CannedJobManager jm = FlinkAnswers.running(new CannedJobManager(), "RUNNING", 1, 300)) {
            scrape(jm.uri(), dir, null, null);
            // 50 checkpoints of one stateful vertex each: 50 details and 50 subtasks, the newest
            assertThat(files()).filteredOn(f -> f.contains("subtasks-")).hasSize(50)
                    .anyMatch(f -> f.endsWith("subtasks-251-" + VERTEX + ".json"))
                    .anyMatch(f -> f.endsWith("subtasks-300-" + VERTEX + ".json"));
            assertThat(log).contains("The subtasks of 250 older checkpoints (1 to 250) are not asked: a scrape asks at "
                    + "most 100 of the checkpoints' details and subtasks, the newest checkpoints first; "
                    + "checkpoints.json lists them all");

            log.clear();
            FlinkAnswers.running(jm, "RUNNING", 4, 302);
            scrape(jm.uri(), dir, null, null);
            assertThat(files()).filteredOn(f -> f.contains("subtasks-")).hasSize(52);
            assertThat(log).noneMatch(line -> line.contains("not asked"));
        }
    }

    @Test
    void aJobManagerThatCannotBeReachedLeavesNoFolder() throws Exception {
        URI gone;
        try (CannedJobManager jm = new CannedJobManager()) {
            gone = jm.uri();
        }
        assertThatThrownBy(() -> scrape(gone, dir.resolve("data/flink"), null, null))
                .isInstanceOf(ScrapeException.class);
        assertThat(files()).isEmpty();
    }

    @Test
    void aFirstScrapeThatFailsAfterSavingLeavesNothingBehind() throws Exception {
        Path into = dir.resolve("scenarios/data/flink");
        try (CannedJobManager jm = FlinkAnswers.running(new CannedJobManager(), "RUNNING", 1, 2)) {
            // job.json and checkpoints-config.json are saved before the exceptions are asked
            jm.answer("/jobs/" + JOB + "/exceptions", new CannedJobManager.Answer(500, "text/plain", "down",
                    java.util.Map.of()));
            assertThatThrownBy(() -> scrape(jm.uri(), into, null, null)).isInstanceOf(ScrapeException.class)
                    .hasMessageStartingWith(jm.uri().resolve("/jobs/" + JOB + "/exceptions").toString())
                    .hasMessageNotContaining("whole");
        }
        assertThat(files()).isEmpty();
    }

    @Test
    void aFullDiskIsSaidInThePluginsWordsAndLeavesNoFolder() throws Exception {
        Path into = dir.resolve("data/flink");
        try (CannedJobManager jm = FlinkAnswers.running(new CannedJobManager(), "RUNNING", 1, 2)) {
            ScrapeRequest request = ScrapeRequest.of(jm.uri().toString(), null, into, null, null, null);
            assertThatThrownBy(() -> Scraper.run(request, log::add, (file, body) -> {
                // as Java says it when write(2) fails with ENOSPC
                throw new IOException("No space left on device");
            })).hasMessageMatching(java.util.regex.Pattern.quote(into.toString()) + "/\\d{8}T\\d{6}\\.\\d{3}Z/job.json "
                    + "could not be written: the disk is full \\(free some space\\)");
        }
        assertThat(files()).isEmpty();
    }

    @Test
    void anIntoThatIsAFileIsRefusedBeforeAnyRequest() throws Exception {
        Path file = Files.writeString(dir.resolve("flink"), "ours");
        assertThatThrownBy(() -> scrape(URI.create("http://127.0.0.1:9/"), file, null, null)).hasMessage(file
                + " is a file where a folder belongs; point -Dcheckpoint.scrape.into at a folder");
        assertThatThrownBy(() -> scrape(URI.create("http://127.0.0.1:9/"), file.resolve("data"), null, null))
                .hasMessage(file + ", a parent of " + file.resolve("data") + ", is a file, not a folder; point "
                        + "-Dcheckpoint.scrape.into at a folder");
        assertThat(files()).containsExactly("flink");
    }

    @Test
    void aCacheLongerThanAnyHistoryIsSaidNotOverflowed() throws Exception {
        try (CannedJobManager jm = FlinkAnswers.running(new CannedJobManager(), "RUNNING", 1, 2)) {
            jm.json("/jobmanager/config", "[{\"key\":\"web.checkpoints.history\",\"value\":\"50\"},{\"key\":"
                    + "\"rest.cache.checkpoint-statistics.timeout\",\"value\":\"7300d\"}]");
            Scraper.Outcome outcome = scrape(jm.uri(), dir, null, null);

            assertThat(outcome.saved()).isEqualTo(7);
            assertThat(log.get(log.size() - 1)).isEqualTo("No cadence sees every checkpoint: Flink keeps the last 50 "
                    + "checkpoints (web.checkpoints.history) at interval 200 ms and may answer from its cache of "
                    + "175200 h. Scraping every 100 ms; no web.checkpoints.history Flink takes (at most "
                    + "2147483647) is enough: shorten the cache");
        }
    }

    @Test
    void aCacheTheReportRefusesIsRefusedBeforeAnyFileIsSaved() throws Exception {
        Path into = dir.resolve("data/flink");
        try (CannedJobManager jm = FlinkAnswers.running(new CannedJobManager(), "RUNNING", 1, 2)) {
            jm.json("/jobmanager/config", "[{\"key\":\"web.checkpoints.history\",\"value\":\"50\"},{\"key\":"
                    + "\"rest.cache.checkpoint-statistics.timeout\",\"value\":\"999999999999d\"}]");
            assertThatThrownBy(() -> scrape(jm.uri(), into, null, null)).hasMessage(jm.uri()
                    + "jobmanager/config: expected rest.cache.checkpoint-statistics.timeout, a duration, of at most "
                    + "1000000000000 ms (about 31 years), found '999999999999d'; nothing of this scrape is saved");
        }
        assertThat(files()).isEmpty();
    }
}
