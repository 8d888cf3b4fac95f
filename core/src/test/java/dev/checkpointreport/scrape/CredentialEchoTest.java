package dev.checkpointreport.scrape;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Servers that echo the credential, as some proxies do, in every form: in an error's text, a redirect's address,
 * a header, a job's name. No message, log line or saved file shows any form of it.
 */
class CredentialEchoTest {
    private static final String USER = "alice";
    private static final String PASSWORD = "s3cr3t pa$$/word";
    private static final String PAIR = USER + ":" + PASSWORD;
    private static final String BASE64 = Base64.getEncoder().encodeToString(PAIR.getBytes(StandardCharsets.UTF_8));
    private static final String ENCODED = URLEncoder.encode(PASSWORD, StandardCharsets.UTF_8);
    private static final String TOKEN = "eyJhbGciOi.J9/x+y=";

    @TempDir
    Path into;
    private final List<String> said = new ArrayList<>();

    private String refused(URI server, Credential credential) {
        ScrapeException e = assertThrows(ScrapeException.class, () -> Scraper.run(
                ScrapeRequest.of(server.toString(), null, into, null, null, credential), said::add));
        HostileJobManagerTest.assertOneLineOfOurs(e);
        said.add(e.getMessage());
        return e.getMessage();
    }

    /** Every message, log line and saved file, searched for every form of both credentials. */
    @AfterEach
    void noFormOfTheCredentialIsShownOrSaved() throws IOException {
        List<String> texts = new ArrayList<>(said);
        try (Stream<Path> files = Files.walk(into)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                texts.add(Files.readString(file));
            }
        }
        String urlSafe = Base64.getUrlEncoder().withoutPadding().encodeToString(PAIR.getBytes(StandardCharsets.UTF_8));
        List<String> forms = List.of(PASSWORD, BASE64, BASE64.replace("=", ""), urlSafe, ENCODED,
                ENCODED.replace("+", "%20"), ENCODED.toLowerCase(), URLEncoder.encode(BASE64, StandardCharsets.UTF_8),
                URLEncoder.encode(PAIR, StandardCharsets.UTF_8), TOKEN, URLEncoder.encode(TOKEN, StandardCharsets.UTF_8));
        for (String text : texts) {
            for (String form : forms) {
                assertThat(text).doesNotContain(form);
            }
        }
    }

    @Test
    void anErrorThatQuotesTheHeaderOrThePasswordShowsNeither() throws Exception {
        Credential basic = Credential.basic(USER, PASSWORD);
        try (CannedJobManager jm = new CannedJobManager()) {
            jm.answer("/jobs/overview", new CannedJobManager.Answer(401, "application/json", "{\"errors\":[\"Unauthorized:"
                    + " the credential Basic " + BASE64 + " is not valid here\"]}", java.util.Map.of()));
            assertThat(refused(jm.uri(), basic)).isEqualTo(jm.uri() + "jobs/overview: answered HTTP 401: "
                    + "Unauthorized: the credential Basic [credential] is not valid here");

            jm.answer("/jobs/overview", new CannedJobManager.Answer(403, "application/json", "{\"errors\":[\"denied: "
                    + PAIR + ", " + PASSWORD + ", " + ENCODED + ", " + ENCODED.replace("+", "%20").toLowerCase()
                    + "\"]}", java.util.Map.of()));
            assertThat(refused(jm.uri(), basic)).isEqualTo(jm.uri() + "jobs/overview: answered HTTP 403: denied: "
                    + "[credential], [credential], [credential], [credential]");

            jm.answer("/jobs/overview", new CannedJobManager.Answer(401, "application/json", "{\"errors\":[\"no: "
                    + TOKEN + " nor " + URLEncoder.encode(TOKEN, StandardCharsets.UTF_8) + "\"]}", java.util.Map.of()));
            assertThat(refused(jm.uri(), Credential.bearer(TOKEN))).isEqualTo(jm.uri() + "jobs/overview: answered "
                    + "HTTP 401: no: [credential] nor [credential]");
        }
    }

    @Test
    void aRedirectAndAHeaderThatQuoteTheCredentialShowNone() throws Exception {
        Credential basic = Credential.basic(USER, PASSWORD);
        String query = "login?auth=" + URLEncoder.encode(BASE64, StandardCharsets.UTF_8);
        try (HostileServer jm = new HostileServer((head, out) -> {
            if (HostileServer.path(head).equals("/jobs/overview")) {
                HostileServer.answer(out, 302, "Location: /" + query + "\r\n", "");
            } else {
                HostileServer.answer(out, 500, "", "");
            }
        })) {
            assertThat(refused(jm.uri(), basic)).isEqualTo(jm.uri() + "login?auth=[credential]: answered HTTP 500");
        }
        try (HostileServer jm = new HostileServer((head, out) -> HostileServer.answer(out, 302,
                "Location: ftp://alice:" + ENCODED + "@elsewhere.invalid/\r\n", ""))) {
            assertThat(refused(jm.uri(), basic)).isEqualTo(jm.uri() + "jobs/overview: redirects to ftp://alice:"
                    + "[credential]@elsewhere.invalid/, off the JobManager's http://127.0.0.1:" + jm.uri().getPort()
                    + "; refused, so that no credential or scrape leaves it");
        }
        try (HostileServer jm = new HostileServer((head, out) -> HostileServer.answer(out, 200,
                "Content-Type: application/json\r\nContent-Encoding: Basic " + BASE64 + "\r\n", "{}"))) {
            assertThat(refused(jm.uri(), basic)).isEqualTo(jm.uri() + "jobs/overview: answered a body encoded as "
                    + "'Basic [credential]' (Content-Encoding), which was not asked for; not read");
        }
    }

    @Test
    void anAnswerThatQuotesTheCredentialIsNotSaved() throws Exception {
        Credential basic = Credential.basic(USER, PASSWORD);
        try (CannedJobManager jm = FlinkAnswers.running(new CannedJobManager(), "RUNNING", 1, 2)) {
            // escaped in JSON, as a server may write a slash: the text it stands for quotes the password
            jm.json("/jobs/" + FlinkAnswers.JOB, "{\"jid\":\"" + FlinkAnswers.JOB + "\",\"name\":\""
                    + PASSWORD.replace("/", "\\/") + "\"}");
            assertThat(refused(jm.uri(), basic)).isEqualTo(jm.uri() + "jobs/" + FlinkAnswers.JOB + ": answered a text "
                    + "that quotes the credential sent to it; not saved, so that no file holds it");
            assertThat(jm.authorizationOf("/jobs/overview")).isEqualTo("Basic " + BASE64);
        }
    }

    @Test
    void prometheusQuotingTheTokenInItsErrorShowsNone() throws Exception {
        try (CannedJobManager prometheus = new CannedJobManager()) {
            prometheus.answer("/api/v1/status/config", new CannedJobManager.Answer(401, "application/json",
                    "{\"status\":\"error\",\"errorType\":\"unauthorized\",\"error\":\"token " + TOKEN
                            + " expired\\nat line 2\"}", java.util.Map.of()));
            ScrapeException e = assertThrows(ScrapeException.class, () -> PrometheusScraper.run(PrometheusRequest.of(
                    prometheus.uri().toString(), null, into, null, "1h", null, Credential.bearer(TOKEN)), said::add));
            said.add(e.getMessage());
            assertThat(e).hasMessage(prometheus.uri() + "api/v1/status/config: answered HTTP 401: token [credential] "
                    + "expired").hasNoCause();
        }
    }
}
