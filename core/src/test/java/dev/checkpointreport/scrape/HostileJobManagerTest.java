package dev.checkpointreport.scrape;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * JobManagers that never end an answer, or answer Java's parsers something they choke on: each scrape ends within
 * the documented bound, in one line of the plugin's words naming the URL, with no Java exception in its chain.
 */
class HostileJobManagerTest {
    /** The documented bound of a scrape that asks once: the answer's time, and a margin for a busy machine. */
    private static final Duration WITHIN = RestClient.ANSWER.plusSeconds(10);

    @TempDir
    Path into;
    private final List<String> log = new ArrayList<>();

    private ScrapeException refused(URI jobManager) {
        ScrapeException e = assertThrows(ScrapeException.class,
                () -> Scraper.run(ScrapeRequest.of(jobManager.toString(), null, into, null, null, null), log::add));
        assertOneLineOfOurs(e);
        return e;
    }

    /** One line, no Java class's name, and no cause whose words Maven would print after it. */
    static void assertOneLineOfOurs(ScrapeException e) {
        assertThat(e.getMessage()).doesNotContain("\n", "\r", "\u2028", "Exception", "java.", "com.fasterxml");
        assertThat(e.getCause()).isNull();
    }

    private Duration timed(URI jobManager, String expected) {
        long start = System.nanoTime();
        ScrapeException e = assertTimeoutPreemptively(RestClient.ANSWER.multipliedBy(4), () -> refused(jobManager));
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        assertThat(e).hasMessage(expected);
        return took;
    }

    @Test
    void aBodyThatTricklesAByteASecondEndsAtTheAnswersBound() throws Exception {
        try (HostileServer jm = new HostileServer((head, out) -> {
            out.write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"
                    .getBytes(StandardCharsets.US_ASCII));
            for (;;) {
                out.flush();
                Thread.sleep(1000);
                out.write(' ');
            }
        })) {
            Duration took = timed(jm.uri(), jm.uri() + "jobs/overview: the answer's body did not end within 20 s of "
                    + "the request");
            assertThat(took).isGreaterThanOrEqualTo(RestClient.ANSWER).isLessThan(WITHIN);
        }
    }

    @Test
    void aChunkedAnswerWhoseLastChunkNeverComesEndsAtTheAnswersBound() throws Exception {
        try (HostileServer jm = new HostileServer((head, out) -> {
            out.write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n1\r\n{\r\n"
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            Thread.sleep(Long.MAX_VALUE);
        })) {
            Duration took = timed(jm.uri(), jm.uri() + "jobs/overview: the answer's body did not end within 20 s of "
                    + "the request");
            assertThat(took).isGreaterThanOrEqualTo(RestClient.ANSWER).isLessThan(WITHIN);
        }
    }

    @Test
    void aJobIdWithALineBreakIsRefusedInOneLineBeforeItReachesAUrl() throws Exception {
        try (CannedJobManager jm = new CannedJobManager()) {
            jm.json("/jobs/overview", FlinkAnswers.overview(FlinkAnswers.listed(
                    "abc\\n::error title=Checkpoint gate::all scenarios pass", "j", "RUNNING")));
            assertThat(refused(jm.uri())).hasMessage(jm.uri() + "jobs/overview: lists a job whose id 'abc?::error "
                    + "title=Checkpoint gate::all scenarios pass' is not 32 hexadecimal digits, as Flink's are; is this "
                    + "the JobManager's REST address?");
        }
    }

    @Test
    void aJobsNameAndStateWithLineBreaksAreOneLineInTheLog() throws Exception {
        try (CannedJobManager jm = FlinkAnswers.running(new CannedJobManager(), "RUNNING", 1, 2)) {
            jm.json("/jobs/overview", FlinkAnswers.overview(FlinkAnswers.listed(FlinkAnswers.JOB,
                    "clicks\u2028::error::gate passed", "RUNNING\\r\\n::warning::x")));
            Scraper.run(ScrapeRequest.of(jm.uri().toString(), null, into, null, null, null), log::add);
            assertThat(log.get(0)).startsWith("Scraping job " + FlinkAnswers.JOB + " 'clicks?::error::gate passed' "
                    + "(RUNNING??::warning::x) from ");
        }
    }

    @Test
    void httpsToAServerThatSpeaksPlainHttpIsAFailedHandshake() throws Exception {
        try (HostileServer jm = new HostileServer((head, out) -> HostileServer.answer(out, 200, "", "{}"), false)) {
            URI https = URI.create("https://127.0.0.1:" + jm.uri().getPort() + "/");
            assertThat(refused(https)).hasMessage(https + "jobs/overview: the JobManager cannot be reached (the TLS "
                    + "handshake failed; does it answer https there?)");
        }
    }

    @Test
    void aCertificateTheTrustStoreDoesNotTrustIsSaidSo(@TempDir Path keysFolder) throws Exception {
        Path keys = keysFolder.resolve("jobmanager.p12");
        Process keytool = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "keytool").toString(),
                "-genkeypair", "-alias", "jm", "-keyalg", "EC", "-dname", "CN=127.0.0.1", "-ext", "SAN=ip:127.0.0.1",
                "-validity", "1", "-keystore", keys.toString(), "-storetype", "PKCS12", "-storepass", "changeit")
                .redirectErrorStream(true).start();
        keytool.getInputStream().transferTo(OutputStream.nullOutputStream());
        assertThat(keytool.waitFor()).isZero();
        KeyStore store = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(keys)) {
            store.load(in, "changeit".toCharArray());
        }
        KeyManagerFactory managers = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        managers.init(store, "changeit".toCharArray());
        SSLContext tls = SSLContext.getInstance("TLS");
        tls.init(managers.getKeyManagers(), null, null);
        HttpsServer server = HttpsServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setHttpsConfigurator(new HttpsConfigurator(tls));
        server.createContext("/", exchange -> {
            exchange.sendResponseHeaders(200, -1);
            exchange.close();
        });
        server.start();
        try {
            URI https = URI.create("https://127.0.0.1:" + server.getAddress().getPort() + "/");
            assertThat(refused(https)).hasMessage(https + "jobs/overview: the JobManager cannot be reached (its TLS "
                    + "certificate is not trusted by the JVM's trust store; give one that trusts it with "
                    + "-Djavax.net.ssl.trustStore=…)");
        } finally {
            server.stop(0);
        }
    }

    @Test
    void anUnknownHostIsCalledUnknown() {
        URI nowhere = URI.create("http://jobmanager.invalid:8081/");
        assertThat(refused(nowhere)).hasMessage(nowhere + "jobs/overview: the JobManager cannot be reached (the host "
                + "jobmanager.invalid is unknown)");
    }

    @Test
    void aRedirectToAFileIsNamedAsTheUrlItIs() throws Exception {
        try (HostileServer jm = new HostileServer((head, out) -> HostileServer.answer(out, 302,
                "Location: file:///etc/passwd\r\n", ""))) {
            assertThat(refused(jm.uri())).hasMessage(jm.uri() + "jobs/overview: redirects to file:///etc/passwd, off "
                    + "the JobManager's http://127.0.0.1:" + jm.uri().getPort() + "; refused, so that no credential or "
                    + "scrape leaves it");
        }
        try (HostileServer jm = new HostileServer((head, out) -> HostileServer.answer(out, 302,
                "Location: /jobs/a b\r\n", ""))) {
            assertThat(refused(jm.uri())).hasMessage(jm.uri() + "jobs/overview: redirects to '/jobs/a b', which is "
                    + "not a URL");
        }
    }

    @Test
    void jsonPastTheReadersBoundsIsSaidInOurWords() throws Exception {
        try (CannedJobManager jm = new CannedJobManager()) {
            jm.json("/jobs/overview", "[".repeat(1001) + "]".repeat(1001));
            assertThat(refused(jm.uri())).hasMessage(jm.uri() + "jobs/overview: answered JSON nested deeper than 1000 "
                    + "levels, which no response of the JobManager holds; not read");
            jm.json("/jobs/overview", "{\"jobs\":[],\"n\":" + "9".repeat(1001) + "}");
            assertThat(refused(jm.uri())).hasMessage(jm.uri() + "jobs/overview: answered JSON with a number longer "
                    + "than 1000 digits, which no response of the JobManager holds; not read");
        }
    }

    @Test
    void aGzipBombIsNeitherInflatedNorQuoted() throws Exception {
        byte[] bomb = gzippedZeros(50 * 1024 * 1024);
        try (HostileServer jm = new HostileServer((head, out) -> {
            out.write(("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\n"
                    + "Content-Length: " + bomb.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.write(bomb);
        })) {
            assertThat(refused(jm.uri())).hasMessage(jm.uri() + "jobs/overview: answered a body encoded as 'gzip' "
                    + "(Content-Encoding), which was not asked for; not read");
        }
        try (HostileServer jm = new HostileServer((head, out) -> {
            out.write(("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " + bomb.length
                    + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.write(bomb);
        })) {
            assertThat(refused(jm.uri())).hasMessage(jm.uri() + "jobs/overview: answered something that is not JSON "
                    + "(at line 1, column 2); is this the JobManager's REST address?");
        }
    }

    @Test
    void aStatusLineThatIsNotHttpAndACutAnswerAreSaidInOurWords() throws Exception {
        try (HostileServer jm = new HostileServer((head, out) -> {
            out.write("SSH-2.0-OpenSSH_9.2\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            out.close();
        })) {
            assertThat(refused(jm.uri())).hasMessage(jm.uri() + "jobs/overview: answered something that is not HTTP; "
                    + "is this the JobManager's REST address (port 8081 unless rest.port says otherwise)?");
        }
        try (HostileServer jm = new HostileServer((head, out) -> {
            out.write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"jobs\""
                    .getBytes(StandardCharsets.US_ASCII));
            out.close();
        })) {
            assertThat(refused(jm.uri())).hasMessage(jm.uri() + "jobs/overview: the answer broke off after 7 bytes");
        }
    }

    private static byte[] gzippedZeros(int size) throws IOException {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try (OutputStream gzip = new java.util.zip.GZIPOutputStream(bytes)) {
            byte[] zeros = new byte[1 << 20];
            for (int i = 0; i < size / zeros.length; i++) {
                gzip.write(zeros);
            }
        }
        return bytes.toByteArray();
    }
}
