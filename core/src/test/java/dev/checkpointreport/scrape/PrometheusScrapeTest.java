package dev.checkpointreport.scrape;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.checkpointreport.measured.Checkpoint;
import dev.checkpointreport.measured.Measurements;
import dev.checkpointreport.measured.PrometheusSeries;
import dev.checkpointreport.measured.SavedResponse;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The scrape goal's Prometheus query against a canned Prometheus on 127.0.0.1, which answers each query_range with
 * the core's hand-checked answer of the metric the query names: the answers saved are the ones the reader reads,
 * and each refusal (HTML, a redirect off the host, an answer over the bound, Prometheus's error) is one line naming
 * the URL, with the scrapes saved before and a file of the team's kept as they were.
 */
class PrometheusScrapeTest {
    private static final String JOB = "a1b2c3d4e5f60718293a4b5c6d7e8f90";
    private static final Pattern METRIC = Pattern.compile("flink_(?:jobmanager_job|taskmanager_job_task)_([A-Za-z]+)");

    @TempDir
    Path into;
    private final List<String> log = new ArrayList<>();
    private final List<String> queries = new CopyOnWriteArrayList<>();
    private Path earlier;

    @BeforeEach
    void anEarlierScrapeAndAFileOfTheTeams() throws IOException {
        earlier = Files.createDirectories(into.resolve("20261130T120000.000Z"));
        Files.writeString(earlier.resolve("numRestarts.json"), "{\"status\":\"success\"}");
        Files.writeString(into.resolve("notes.md"), "ours");
    }

    private void assertNothingLost() throws IOException {
        assertThat(files()).containsExactly("20261130T120000.000Z/numRestarts.json", "notes.md");
        assertThat(Files.readString(earlier.resolve("numRestarts.json"))).isEqualTo("{\"status\":\"success\"}");
        assertThat(Files.readString(into.resolve("notes.md"))).isEqualTo("ours");
    }

    private List<String> files() throws IOException {
        try (Stream<Path> all = Files.walk(into)) {
            return all.filter(Files::isRegularFile).map(into::relativize).map(Path::toString).sorted().toList();
        }
    }

    /** The core's hand-written answer of {@code metric}, or an empty matrix. */
    private static String answerOf(String metric) {
        try {
            Path file = Path.of(PrometheusScrapeTest.class.getResource("/measured/prometheus").toURI())
                    .resolve(metric + ".json");
            return Files.exists(file) ? Files.readString(file)
                    : "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[]}}";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A Prometheus that scrapes every 15 s and holds the hand-written answers. */
    private CannedJobManager prometheus() throws IOException {
        CannedJobManager prometheus = new CannedJobManager();
        prometheus.json("/api/v1/status/config", "{\"status\":\"success\",\"data\":{\"yaml\":\"global:\\n  "
                + "scrape_interval: 15s\\n  scrape_timeout: 10s\\n\"}}");
        prometheus.queries("/api/v1/query_range", query -> {
            queries.add(query.replace('+', ' '));
            Matcher metric = METRIC.matcher(query);
            return CannedJobManager.Answer.json(metric.find() ? answerOf(metric.group(1)) : "{}");
        });
        return prometheus;
    }

    private PrometheusScraper.Outcome scrape(CannedJobManager prometheus, String lasting, String step)
            throws ScrapeException {
        return PrometheusScraper.run(PrometheusRequest.of(prometheus.uri().toString(), JOB, into, null, lasting, step,
                Credential.bearer("s3cret")), log::add);
    }

    @Test
    void eachMetricIsAskedForTheRangeAndSavedAsTheReaderReadsIt() throws Exception {
        PrometheusScraper.Outcome outcome;
        try (CannedJobManager prometheus = prometheus()) {
            outcome = scrape(prometheus, "1h", null);
            assertThat(prometheus.authorizationOf("/api/v1/query_range")).isEqualTo("Bearer s3cret");
        }
        assertThat(outcome.saved()).isEqualTo(10);
        assertThat(outcome.missing()).isEmpty();
        assertThat(outcome.job()).isEqualTo(JOB);
        assertThat(outcome.step()).hasSeconds(15);
        assertThat(queries).hasSize(10);
        assertThat(queries.get(0)).matches("query=flink_jobmanager_job_lastCompletedCheckpointId\\{job_id=\"" + JOB
                + "\"\\}&start=(\\d+)&end=(\\d+)&step=15");
        Matcher range = Pattern.compile("start=(\\d+)&end=(\\d+)").matcher(queries.get(0));
        assertThat(range.find()).isTrue();
        assertThat(Long.parseLong(range.group(2)) - Long.parseLong(range.group(1))).isEqualTo(3600);
        assertThat(Long.parseLong(range.group(2)) % 15).isZero();
        assertThat(queries.get(8)).startsWith("query=max by (__name__, job_id, job_name) "
                + "(flink_taskmanager_job_task_checkpointAlignmentTime{job_id=\"" + JOB + "\"})&start=");
        assertThat(log.get(0)).isEqualTo("Asking at Prometheus's scrape_interval, 15 s (checkpoint.scrape.step sets "
                + "another)");

        // one new folder beside the earlier one, its answers those the reader makes the history of
        List<String> saved = new ArrayList<>(files());
        saved.removeAll(List.of("20261130T120000.000Z/numRestarts.json", "notes.md"));
        assertThat(saved).hasSize(10).allMatch(f -> f.matches("\\d{8}T\\d{6}\\.\\d{3}Z/[A-Za-z]+\\.json"));
        Path folder = into.resolve(saved.get(0)).getParent();
        List<SavedResponse> answers = new ArrayList<>();
        for (String file : saved) {
            answers.add(new SavedResponse(into.resolve(file), file, file));
        }
        Measurements measured = Measurements.readPrometheus(answers);
        assertThat(measured.checkpoints()).extracting(Checkpoint::id).containsExactly(1L, 2L, 4L, 5L, 7L, 8L);
        assertThat(((PrometheusSeries) measured.facts()).metrics()).hasSize(10);
        assertThat(Files.readString(folder.resolve("numRestarts.json"))).isEqualTo(answerOf("numRestarts"));
    }

    @Test
    void theScrapeAsksEveryMetricTheReaderReadsByTheOneListOfTheirNames() throws Exception {
        try (CannedJobManager prometheus = prometheus()) {
            scrape(prometheus, "1h", null);
        }
        List<String> asked = new ArrayList<>();
        for (String query : queries) {
            Matcher metric = Pattern.compile("(flink_[A-Za-z_]+)\\{").matcher(query);
            assertThat(metric.find()).as(query).isTrue();
            asked.add(metric.group(1));
        }
        assertThat(asked).isEqualTo(PrometheusMetric.names()).hasSize(10)
                .startsWith("flink_jobmanager_job_lastCompletedCheckpointId")
                .endsWith("flink_taskmanager_job_task_checkpointStartDelayNanos");
    }

    @Test
    void aRangeOfMoreSamplesThanPrometheusAnswersIsAskedInParts() throws Exception {
        try (CannedJobManager prometheus = prometheus()) {
            // 3 days every 15 s: 17,281 samples, asked as 10,000 and 7,281
            scrape(prometheus, "3d", "15s");
        }
        assertThat(queries).hasSize(20);
        assertThat(files()).contains(files().stream().filter(f -> f.endsWith("/lastCompletedCheckpointId-1.json"))
                .findFirst().orElseThrow(), files().stream().filter(f -> f.endsWith("/numRestarts-2.json")).findFirst()
                .orElseThrow());
        Matcher first = Pattern.compile("start=(\\d+)&end=(\\d+)").matcher(queries.get(0));
        Matcher second = Pattern.compile("start=(\\d+)&end=(\\d+)").matcher(queries.get(1));
        assertThat(first.find() && second.find()).isTrue();
        assertThat(Long.parseLong(first.group(2)) - Long.parseLong(first.group(1))).isEqualTo(9_999 * 15);
        assertThat(Long.parseLong(second.group(1))).isEqualTo(Long.parseLong(first.group(2)) + 15);
        assertThat(Long.parseLong(second.group(2)) - Long.parseLong(first.group(1))).isEqualTo(3 * 86_400);
    }

    @Test
    void aPrometheusThatAnswersHtmlOrRedirectsOffItsHostIsRefused() throws Exception {
        try (CannedJobManager prometheus = prometheus()) {
            prometheus.queries("/api/v1/query_range", q -> new CannedJobManager.Answer(200, "text/html",
                    "<html>Sign in</html>", Map.of()));
            assertThatThrownBy(() -> scrape(prometheus, "1h", "15s")).hasMessageMatching(Pattern.quote(
                    prometheus.uri() + "api/v1/query_range?query=") + "[^ ]*" + Pattern.quote(": answered HTML, not "
                    + "JSON; is this Prometheus's address (port 9090 unless --web.listen-address says otherwise)?"));
            prometheus.queries("/api/v1/query_range", q -> new CannedJobManager.Answer(302, "text/plain", "",
                    Map.of("Location", "http://elsewhere.invalid/graph")));
            assertThatThrownBy(() -> scrape(prometheus, "1h", "15s")).hasMessageEndingWith(": redirects to "
                    + "http://elsewhere.invalid:80, off Prometheus's http://127.0.0.1:" + prometheus.uri().getPort()
                    + "; refused, so that no credential or scrape leaves it");
        }
        assertNothingLost();
    }

    @Test
    void anAnswerOverTheBoundOrAnErrorIsRefusedAndNothingIsLost() throws Exception {
        try (CannedJobManager prometheus = prometheus()) {
            prometheus.queries("/api/v1/query_range", q -> CannedJobManager.Answer.json("{\"status\":\"success\","
                    + "\"pad\":\"" + "x".repeat(RestClient.MAX_RESPONSE_BYTES) + "\"}"));
            assertThatThrownBy(() -> scrape(prometheus, "1h", "15s")).hasMessageEndingWith(": answered more than "
                    + "16777216 bytes, more than a saved response may hold; not saved");
            prometheus.queries("/api/v1/query_range", q -> new CannedJobManager.Answer(422, "application/json",
                    "{\"status\":\"error\",\"errorType\":\"execution\",\"error\":\"query processing would load too "
                    + "many samples into memory\"}", Map.of()));
            assertThatThrownBy(() -> scrape(prometheus, "1h", "15s")).hasMessageEndingWith(": answered HTTP 422: query "
                    + "processing would load too many samples into memory");
        }
        assertNothingLost();
    }

    @Test
    void answersOverWhatAScenarioReadsAreRefusedBeforeAnyIsSaved() throws Exception {
        // 14 MiB an answer, two parts of ten metrics: the nineteenth passes 256 MiB, what the report reads together
        String big = "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[{\"metric\":{"
                + "\"__name__\":\"x\",\"job_id\":\"" + JOB + "\"},\"values\":[]}]},\"pad\":\""
                + "x".repeat(14 * 1024 * 1024) + "\"}";
        try (CannedJobManager prometheus = prometheus()) {
            prometheus.queries("/api/v1/query_range", q -> {
                queries.add(q);
                return CannedJobManager.Answer.json(big);
            });
            assertThatThrownBy(() -> scrape(prometheus, "3d", "15s")).hasMessageMatching(Pattern.quote(
                    prometheus.uri() + "api/v1/query_range?query=") + "\\S+" + Pattern.quote(": the answers so far hold "
                    + "more than 268435456 bytes together, more than a scenario reads; none saved; query a shorter "
                    + "range, or a longer step"));
        }
        assertThat(queries).hasSize(19);
        assertThat(PrometheusScraper.MAX_SAVED_BYTES).isEqualTo(dev.checkpointreport.measured.Bounds.MAX_TOTAL_BYTES);
        try (Stream<Path> all = Files.walk(into)) {
            assertThat(all.map(into::relativize).map(Path::toString).sorted().toList()).containsExactly("",
                    "20261130T120000.000Z", "20261130T120000.000Z/numRestarts.json", "notes.md");
        }
        assertNothingLost();
    }

    /**
     * A Prometheus every 15 s whose {@code metric} rises by one a sample from its range's first sample, {@code from},
     * for as long as the range asks; the other metrics as {@link #answerOf}.
     */
    private CannedJobManager rising(String metric, long from) throws IOException {
        CannedJobManager prometheus = prometheus();
        Pattern range = Pattern.compile("start=(\\d+)&end=(\\d+)&step=(\\d+)");
        long[] first = {-1};
        prometheus.queries("/api/v1/query_range", query -> {
            queries.add(query);
            Matcher m = METRIC.matcher(query);
            String name = m.find() ? m.group(1) : "";
            if (!name.equals(metric)) {
                return CannedJobManager.Answer.json(answerOf(name));
            }
            Matcher r = range.matcher(query);
            r.find();
            long start = Long.parseLong(r.group(1));
            long step = Long.parseLong(r.group(3));
            synchronized (first) {
                first[0] = first[0] < 0 ? start : first[0];
            }
            StringBuilder values = new StringBuilder();
            for (long t = start; t <= Long.parseLong(r.group(2)); t += step) {
                values.append(values.length() == 0 ? "" : ",").append("[").append(t).append(",\"")
                        .append(from + (t - first[0]) / step).append("\"]");
            }
            return CannedJobManager.Answer.json("{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\","
                    + "\"result\":[{\"metric\":{\"__name__\":\"flink_jobmanager_job_" + metric + "\",\"job_id\":\""
                    + JOB + "\"},\"values\":[" + values + "]}]}}");
        });
        return prometheus;
    }

    @Test
    void aRangeOfMoreCheckpointsThanAScenarioHoldsIsRefusedBeforeAnyIsSaved() throws Exception {
        // 100,002 samples every 15 s, the id one more at each: 100,001 checkpoints after the first sample's
        try (CannedJobManager prometheus = rising("lastCompletedCheckpointId", 7)) {
            assertThatThrownBy(() -> scrape(prometheus, "1500015s", "15s")).hasMessageMatching(Pattern.quote(
                    prometheus.uri() + "api/v1/query_range?query=") + "\\S+" + Pattern.quote(": checkpoint 100008 is "
                    + "one more than a scenario's history holds: at most 100000, each a point of its charts; none saved; "
                    + "query a shorter range"));
        }
        assertThat(PrometheusScraper.MAX_CHECKPOINTS).isEqualTo(dev.checkpointreport.measured.Bounds.MAX_CHECKPOINTS);
        assertNothingLost();
    }

    @Test
    void aRangeOfAsManyCheckpointsAsAScenarioHoldsIsSaved() throws Exception {
        try (CannedJobManager prometheus = rising("lastCompletedCheckpointId", 7)) {
            scrape(prometheus, "1500000s", "15s");
        }
        assertThat(files()).filteredOn(f -> f.contains("/lastCompletedCheckpointId-")).hasSize(11);
    }

    @Test
    void aRangeOfMoreRestartsThanAScenarioHoldsIsRefusedBeforeAnyIsSaved() throws Exception {
        try (CannedJobManager prometheus = rising("numRestarts", 0)) {
            assertThatThrownBy(() -> scrape(prometheus, "1500015s", "15s")).hasMessageMatching(Pattern.quote(
                    prometheus.uri() + "api/v1/query_range?query=") + "\\S+" + Pattern.quote(": flink_jobmanager_job_"
                    + "numRestarts rose past 100000 restarts in the range; none saved; query a shorter one"));
        }
        assertNothingLost();
    }

    @Test
    void aPartialAnswerIsSaidOnOneLineAndSavedWithItsWarnings() throws Exception {
        String partial = answerOf("lastCompletedCheckpointId").replaceFirst("\\{\\s*\"status\"\\s*:\\s*\"success\"\\s*,",
                Matcher.quoteReplacement("{\"status\":\"success\",\"warnings\":[\"partial response: store 10.0.0.7:10901 "
                        + "unreachable;\\n  the result may be incomplete\"],"));
        try (CannedJobManager prometheus = prometheus()) {
            prometheus.queries("/api/v1/query_range", query -> CannedJobManager.Answer.json(query.contains(
                    "lastCompletedCheckpointId") ? partial : answerOf(METRIC.matcher(query).results().findFirst()
                    .orElseThrow().group(1))));
            scrape(prometheus, "1h", "15s");
        }
        assertThat(partial).contains("\"warnings\":[");
        assertThat(log).filteredOn(line -> line.startsWith("Prometheus warns")).singleElement().asString().matches(
                Pattern.quote("Prometheus warns of flink_jobmanager_job_lastCompletedCheckpointId from ") + "\\S+Z to "
                + "\\S+Z" + Pattern.quote(": partial response: store 10.0.0.7:10901 unreachable; the result may be "
                + "incomplete; saved with its warnings: its samples may be incomplete"));
        String saved = files().stream().filter(f -> f.endsWith("/lastCompletedCheckpointId.json")).findFirst()
                .orElseThrow();
        assertThat(Files.readString(into.resolve(saved))).isEqualTo(partial);
    }

    @Test
    void aScrapeIntervalOfTwentyDigitsIsNoneAndTheFallbackIsSaid() {
        assertThat(PrometheusScraper.prometheusSpan("99999999999999999999s")).isNull();
        assertThat(PrometheusScraper.prometheusSpan("999999999h")).hasHours(999_999_999);
    }

    @Test
    void noSampleOfTheCheckpointIdOrTwoJobsAreRefused() throws Exception {
        try (CannedJobManager prometheus = prometheus()) {
            prometheus.queries("/api/v1/query_range", q -> CannedJobManager.Answer.json(answerOf("none")));
            assertThatThrownBy(() -> scrape(prometheus, "1h", "15s")).hasMessageMatching(Pattern.quote(
                    prometheus.uri() + "api/v1/query_range?query=") + "\\S+: Prometheus holds no sample of "
                    + "flink_jobmanager_job_lastCompletedCheckpointId for job " + JOB + " from \\S+Z to \\S+Z; does it "
                    + "scrape Flink's Prometheus reporter \\(metrics.reporter.prom.factory.class\\), and is the job's "
                    + "id or name right\\?");
            prometheus.queries("/api/v1/query_range", q -> CannedJobManager.Answer.json(answerOf(
                    "lastCompletedCheckpointId").replaceFirst(JOB, "ffffffffffffffffffffffffffffff00")));
            assertThatThrownBy(() -> PrometheusScraper.run(PrometheusRequest.of(prometheus.uri().toString(), null,
                    into, null, "1h", "15s", null), log::add)).hasMessageEndingWith(": Prometheus holds the metrics of 2 "
                    + "jobs (ffffffffffffffffffffffffffffff00, " + JOB + "); choose one with "
                    + "-Dcheckpoint.scrape.job=<id or name>");
        }
        assertNothingLost();
    }

    @Test
    void theGoalsParametersAreJudgedBeforeAnyRequest() {
        assertThatThrownBy(() -> PrometheusRequest.of("prometheus:9090", JOB, into, null, null, null, null))
                .hasMessage("checkpoint.scrape.prometheus: expected an http or https URL of Prometheus, found "
                        + "'prometheus:9090'");
        assertThatThrownBy(() -> PrometheusRequest.of("http://prometheus:9090", JOB, into, "10s", "1h", null, null))
                .hasMessageStartingWith("checkpoint.scrape.every does not go with checkpoint.scrape.prometheus: ");
        assertThatThrownBy(() -> PrometheusRequest.of("http://prometheus:9090", JOB, into, null, "1h", "1500ms", null))
                .hasMessage("checkpoint.scrape.step: expected whole seconds, as Prometheus samples, found 1500ms");
        assertThatThrownBy(() -> PrometheusRequest.of("http://prometheus:9090", JOB, into, null, "91d", null, null))
                .hasMessage("checkpoint.scrape.for: expected from 1 s to 2160 h, found 91d");
    }

    @Test
    void aJobByNameIsSelectedByItsLabelEscaped() throws ScrapeException {
        assertThat(PrometheusRequest.of("http://p:9090", "counts \"v2\"", into, null, null, null, null).selector())
                .isEqualTo("job_name=\"counts \\\"v2\\\"\"");
        assertThat(PrometheusRequest.of("http://p:9090", JOB.toUpperCase(), into, null, null, null, null).selector())
                .isEqualTo("job_id=\"" + JOB + "\"");
        assertThat(PrometheusScraper.prometheusSpan("1m30s")).hasSeconds(90);
        assertThat(PrometheusScraper.prometheusSpan("15s")).hasSeconds(15);
        assertThat(PrometheusScraper.prometheusSpan("2h")).hasHours(2);
        assertThat(PrometheusScraper.prometheusSpan("500ms")).isNull();
    }
}
