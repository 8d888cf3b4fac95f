package dev.checkpointreport.scrape;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad input and failures: each one line naming the URL or the parameter, and the scrapes saved before kept whole
 * (byte for byte) beside a file the plugin did not write.
 */
class BadJobManagerTest {
    @TempDir
    Path into;
    private final List<String> log = new ArrayList<>();
    private Path earlier;

    @BeforeEach
    void anEarlierScrapeAndAFileOfTheTeams() throws IOException {
        earlier = Files.createDirectories(into.resolve("20261130T120000.000Z"));
        Files.writeString(earlier.resolve("checkpoints.json"), FlinkAnswers.checkpoints(1, 2));
        Files.writeString(into.resolve("notes.md"), "ours");
    }

    private void assertNothingLost() throws IOException {
        try (Stream<Path> all = Files.walk(into)) {
            assertThat(all.filter(Files::isRegularFile).map(into::relativize).map(Path::toString).sorted().toList())
                    .containsExactly("20261130T120000.000Z/checkpoints.json", "notes.md");
        }
        assertThat(Files.readString(earlier.resolve("checkpoints.json"))).isEqualTo(FlinkAnswers.checkpoints(1, 2));
        assertThat(Files.readString(into.resolve("notes.md"))).isEqualTo("ours");
    }

    private void scrape(String url) throws ScrapeException {
        Scraper.run(ScrapeRequest.of(url, null, into, null, null, null), log::add);
    }

    @Test
    void aUrlThatIsNotHttpOrHttpsIsRefusedBeforeAnyRequest() throws Exception {
        assertThatThrownBy(() -> scrape("ftp://jobmanager:8081")).hasMessage("checkpoint.scrape.url: expected an http "
                + "or https URL of the JobManager, found 'ftp://jobmanager:8081'");
        assertThatThrownBy(() -> scrape("jobmanager:8081")).hasMessage("checkpoint.scrape.url: expected an http or "
                + "https URL of the JobManager, found 'jobmanager:8081'");
        assertThatThrownBy(() -> scrape("http://flink:pw@jobmanager:8081")).hasMessage("checkpoint.scrape.url: a user "
                + "or password in the URL would be logged; name a settings.xml server with -Dcheckpoint.scrape.server "
                + "instead");
        assertThatThrownBy(() -> ScrapeRequest.of("http://jm:8081", null, into, "10s", null, null)).hasMessage(
                "checkpoint.scrape.every needs checkpoint.scrape.for, how long to go on: without it the goal scrapes once");
        assertThatThrownBy(() -> ScrapeRequest.of("http://jm:8081", null, into, "10 parsecs", "1h", null)).hasMessage(
                "checkpoint.scrape.every: expected a duration such as 10s, 5min, 2h or 7d, found '10 parsecs'");
        assertThatThrownBy(() -> ScrapeRequest.of("http://jm:8081", null, into, "50ms", "1h", null)).hasMessage(
                "checkpoint.scrape.every: expected from 100 ms to 24 h, found 50ms");
        assertNothingLost();
    }

    @Test
    void aJobManagerThatAnswersHtmlIsNamed() throws Exception {
        try (CannedJobManager jm = new CannedJobManager()) {
            jm.answer("/jobs/overview", new CannedJobManager.Answer(200, "text/html", "<html>Login</html>", Map.of()));
            assertThatThrownBy(() -> scrape(jm.uri().toString())).hasMessage(jm.uri() + "jobs/overview: answered "
                    + "HTML, not JSON; is this the JobManager's REST address (port 8081 unless rest.port says otherwise)?");
            jm.json("/jobs/overview", "<html>Login</html>");
            assertThatThrownBy(() -> scrape(jm.uri().toString())).hasMessage(jm.uri() + "jobs/overview: answered "
                    + "something that is not JSON (at line 1, column 1); is this the JobManager's REST address?");
        }
        assertNothingLost();
    }

    @Test
    void aRedirectOffTheJobManagersHostIsRefusedAndOneOnItFollowed() throws Exception {
        try (CannedJobManager jm = FlinkAnswers.running(new CannedJobManager(), "RUNNING", 1, 2)) {
            jm.answer("/jobs/overview", new CannedJobManager.Answer(302, "text/plain", "",
                    Map.of("Location", "http://elsewhere.invalid/jobs/overview")));
            assertThatThrownBy(() -> scrape(jm.uri().toString())).hasMessage(jm.uri() + "jobs/overview: redirects to "
                    + "http://elsewhere.invalid:80, off the JobManager's http://127.0.0.1:" + jm.uri().getPort()
                    + "; refused, so that no credential or scrape leaves it");
            assertNothingLost();

            jm.answer("/jobs/overview", new CannedJobManager.Answer(307, "text/plain", "",
                    Map.of("Location", "/v1/jobs/overview")));
            jm.json("/v1/jobs/overview", FlinkAnswers.overview(FlinkAnswers.listed(FlinkAnswers.JOB, "j", "RUNNING")));
            scrape(jm.uri().toString());
            assertThat(log.get(0)).startsWith("Scraping job " + FlinkAnswers.JOB);
        }
    }

    @Test
    void aResponseOverTheSizeBoundIsNotSaved() throws Exception {
        try (CannedJobManager jm = FlinkAnswers.running(new CannedJobManager(), "RUNNING", 1, 2)) {
            String huge = "{\"jid\":\"" + FlinkAnswers.JOB + "\",\"pad\":\"" + "x".repeat(RestClient.MAX_RESPONSE_BYTES)
                    + "\"}";
            jm.json("/jobs/" + FlinkAnswers.JOB, huge);
            assertThatThrownBy(() -> scrape(jm.uri().toString())).hasMessage(jm.uri() + "jobs/" + FlinkAnswers.JOB
                    + ": answered more than 16777216 bytes, more than a saved response may hold; not saved");
        }
        assertNothingLost();
    }

    @Test
    void aJobManagerThatCannotBeReachedIsOneLine() throws Exception {
        URI gone;
        try (CannedJobManager jm = new CannedJobManager()) {
            gone = jm.uri();
        }
        assertThatThrownBy(() -> scrape(gone.toString())).hasMessage(gone + "jobs/overview: the JobManager cannot be "
                + "reached (connection refused: nothing listens at 127.0.0.1:" + gone.getPort() + ")")
                .hasNoCause();
        assertNothingLost();
    }

    @Test
    void aJobManagerLostDuringTheLoopIsSaidAndTheScrapesSavedStayWhole() throws Exception {
        Scraper.Outcome outcome;
        String at;
        // the first scrape asks 10 times (the overview, 5 responses, 2 checkpoints' details and subtasks)
        try (CannedJobManager jm = FlinkAnswers.running(new CannedJobManager(), "RUNNING", 1, 2).answering(10)) {
            at = jm.uri().toString();
            outcome = Scraper.run(ScrapeRequest.of(at, null, into, "500ms", "5s", null), log::add);
        }

        // ten scrapes are planned after the first; how many are made depends on how long each took, so the test
        // counts them from the loop's own last line, never from the clock: every one made after the first failed
        String last = log.get(log.size() - 1);
        Matcher counted = Pattern.compile("(\\d+) scrapes of job .*?(?:; (\\d+) planned scrapes were not made.*)?")
                .matcher(last);
        assertThat(counted.matches()).as(last).isTrue();
        int notMade = counted.group(2) == null ? 0 : Integer.parseInt(counted.group(2));
        assertThat(outcome.scrapes()).isEqualTo(Integer.parseInt(counted.group(1))).isEqualTo(11 - notMade)
                .isGreaterThan(1);
        assertThat(outcome.failed()).isEqualTo(outcome.scrapes() - 1);
        // each later scrape asks the JobManager's settings first, and finds the connection closed
        assertThat(outcome.failures()).containsOnly(at + "jobmanager/config: the JobManager cannot be reached (it "
                + "closed the connection without answering)");
        assertThat(log).anyMatch(line -> line.matches("Scrape at .* failed: \\Q" + at + "\\E.*"));
        try (Stream<Path> folders = Files.list(into)) {
            List<Path> scrapes = folders.filter(f -> !f.equals(earlier) && Files.isDirectory(f)).toList();
            assertThat(scrapes).hasSize(1);
            Path saved = scrapes.get(0);
            // checkpoints.json is the earlier scrape's, byte for byte, so it is not saved again
            assertThat(saved.resolve("checkpoints.json")).doesNotExist();
            assertThat(Files.readString(saved.resolve("subtasks-2-" + FlinkAnswers.VERTEX + ".json")))
                    .isEqualTo(FlinkAnswers.subtasks(2));
        }
        assertThat(Files.readString(earlier.resolve("checkpoints.json"))).isEqualTo(FlinkAnswers.checkpoints(1, 2));
    }
}
