package dev.checkpointreport.scrape;

import static dev.checkpointreport.scrape.FlinkAnswers.JOB;
import static dev.checkpointreport.scrape.FlinkAnswers.VERTEX;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a scrape saves, what it skips, and the credential it sends but never writes. */
class ScrapeTest {
    @TempDir
    Path into;
    private final List<String> log = new ArrayList<>();

    private Scraper.Outcome scrape(CannedJobManager jm, Credential credential) throws ScrapeException {
        return Scraper.run(ScrapeRequest.of(jm.uri().toString(), null, into, null, null, credential), log::add);
    }

    private List<Path> scrapes() throws IOException {
        try (Stream<Path> folders = Files.list(into)) {
            return folders.sorted().toList();
        }
    }

    private static List<String> names(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aScrapeSavesEachResponseAsItCameAndTheSubtasksOfEveryCompletedCheckpoint() throws Exception {
        try (CannedJobManager jm = FlinkAnswers.running(new CannedJobManager(), "RUNNING", 3, 5)) {
            Scraper.Outcome outcome = scrape(jm, null);

            assertThat(outcome.job()).isEqualTo(JOB);
            Path folder = scrapes().get(0);
            assertThat(folder.getFileName().toString()).matches("\\d{8}T\\d{6}\\.\\d{3}Z");
            assertThat(names(folder)).containsExactly("checkpoints-config.json", "checkpoints.json", "exceptions.json",
                    "job.json", "jobmanager-config.txt", "subtasks-3-" + VERTEX + ".json",
                    "subtasks-4-" + VERTEX + ".json", "subtasks-5-" + VERTEX + ".json");
            assertThat(Files.readString(folder.resolve("checkpoints.json"))).isEqualTo(FlinkAnswers.checkpoints(3, 5));
            assertThat(Files.readString(folder.resolve("subtasks-4-" + VERTEX + ".json")))
                    .isEqualTo(FlinkAnswers.subtasks(4));
            assertThat(Files.readString(folder.resolve("jobmanager-config.txt")))
                    .isEqualTo("[{\"key\":\"web.checkpoints.history\",\"value\":\"50\"}]");
            assertThat(outcome.saved()).isEqualTo(8);
            assertThat(log.get(log.size() - 1)).isEqualTo("Scrape again within 3.5 s: Flink keeps the last 50 "
                    + "checkpoints (web.checkpoints.history) at interval 200 ms and may answer from its cache of 3 s, "
                    + "so a scrape every (50 × 200 ms − 3 s) / 2 sees each checkpoint twice");
        }
    }

    @Test
    void aResponseIdenticalToTheLastSavedIsNotWrittenAgainAndNoScrapeOverwritesAnother() throws Exception {
        try (CannedJobManager jm = FlinkAnswers.running(new CannedJobManager(), "RUNNING", 3, 5)) {
            scrape(jm, null);
            Scraper.Outcome same = scrape(jm, null);
            assertThat(same.saved()).isZero();
            assertThat(same.skipped()).isEqualTo(5);
            assertThat(scrapes()).hasSize(1);

            FlinkAnswers.running(jm, "RUNNING", 4, 7);
            scrape(jm, null);

            assertThat(scrapes()).hasSize(2);
            assertThat(names(scrapes().get(1))).containsExactly("checkpoints.json",
                    "subtasks-6-" + VERTEX + ".json", "subtasks-7-" + VERTEX + ".json");
            assertThat(Files.readString(scrapes().get(0).resolve("checkpoints.json")))
                    .isEqualTo(FlinkAnswers.checkpoints(3, 5));
        }
    }

    @Test
    void aCredentialIsSentButNeitherLoggedNorSaved() throws Exception {
        try (CannedJobManager jm = FlinkAnswers.running(new CannedJobManager(), "RUNNING", 1, 2)) {
            scrape(jm, Credential.basic("flink", "s3cr3t-pass"));
            assertThat(jm.authorizationOf("/jobs/" + JOB + "/checkpoints")).isEqualTo("Basic Zmxpbms6czNjcjN0LXBhc3M=");

            scrape(jm, Credential.bearer("t0ken-value"));
            assertThat(jm.authorizationOf("/jobs/overview")).isEqualTo("Bearer t0ken-value");
            assertThat(Credential.bearer("t0ken-value").toString()).isEqualTo("Credential[hidden]");
        }
        assertThat(String.join("\n", log)).doesNotContain("s3cr3t", "t0ken", "Zmxpbms");
        try (Stream<Path> files = Files.walk(into)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                assertThat(Files.readString(file, StandardCharsets.UTF_8)).doesNotContain("s3cr3t", "t0ken", "Zmxpbms");
            }
        }
    }
}
