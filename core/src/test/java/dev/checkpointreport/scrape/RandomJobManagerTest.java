package dev.checkpointreport.scrape;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A seeded property test of the scrape goal's core: 200 runs of {@link Scraper#run}, each against a JobManager on
 * 127.0.0.1 that answers each request at random (Flink's answer, a slow one, a stalled one, a cut one, a huge one,
 * hostile text, a redirect, an error). Every run ends within the documented bound (20 s a request), in success or
 * one line of the plugin's words with no form of the credential, every file it saved is whole JSON, and a run
 * refused before it saved a file leaves no folder.
 */
class RandomJobManagerTest {
    private static final int CASES = 200;
    private static final String USER = "alice";
    private static final String PASSWORD = "s3cr3t pa$$/word";
    private static final Credential CREDENTIAL = Credential.basic(USER, PASSWORD);
    private static final String BASE64 = Base64.getEncoder().encodeToString((USER + ":" + PASSWORD)
            .getBytes(StandardCharsets.UTF_8));
    private static final List<String> FORMS = List.of(PASSWORD, BASE64.replace("=", ""), USER + ":" + PASSWORD,
            URLEncoder.encode(PASSWORD, StandardCharsets.UTF_8), URLEncoder.encode(BASE64, StandardCharsets.UTF_8));
    private static final ObjectMapper STRICT = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    private static final byte[] HUGE = new byte[RestClient.MAX_RESPONSE_BYTES + 10];
    private static final Map<String, String> FLINK = flink();

    @TempDir
    Path folders;

    private static Map<String, String> flink() {
        String base = "/jobs/" + FlinkAnswers.JOB;
        return Map.of("/jobs/overview", FlinkAnswers.overview(FlinkAnswers.listed(FlinkAnswers.JOB, "counting job",
                        "RUNNING")),
                base, "{\"jid\":\"" + FlinkAnswers.JOB + "\",\"name\":\"counting job\",\"state\":\"RUNNING\"}",
                base + "/checkpoints", FlinkAnswers.checkpoints(1, 2),
                base + "/checkpoints/config", "{\"mode\":\"exactly_once\",\"interval\":200,\"timeout\":600000}",
                base + "/exceptions", "{\"exceptionHistory\":{\"entries\":[],\"truncated\":false}}",
                "/jobmanager/config", "[{\"key\":\"web.checkpoints.history\",\"value\":\"50\"}]",
                base + "/checkpoints/details/1", FlinkAnswers.details(1),
                base + "/checkpoints/details/2", FlinkAnswers.details(2),
                base + "/checkpoints/details/1/subtasks/" + FlinkAnswers.VERTEX, FlinkAnswers.subtasks(1),
                base + "/checkpoints/details/2/subtasks/" + FlinkAnswers.VERTEX, FlinkAnswers.subtasks(2));
    }

    /** One answer to {@code path}, drawn from {@code random}. */
    private static void answer(Random random, String path, OutputStream out) throws IOException, InterruptedException {
        String flink = FLINK.getOrDefault(path.replaceFirst("\\?.*", ""), "{\"errors\":[\"Not found\"]}");
        String json = "Content-Type: application/json\r\n";
        int draw = random.nextInt(200);
        if (draw < 160) {
            HostileServer.answer(out, FLINK.containsKey(path.replaceFirst("\\?.*", "")) ? 200 : 404, json, flink);
        } else if (draw < 172) {
            byte[] body = flink.getBytes(StandardCharsets.UTF_8);
            out.write(("HTTP/1.1 200 OK\r\n" + json + "Content-Length: " + body.length + "\r\n\r\n")
                    .getBytes(StandardCharsets.UTF_8));
            for (int i = 0; i < body.length; i += 1 + body.length / 3) {
                out.write(body, i, Math.min(1 + body.length / 3, body.length - i));
                out.flush();
                Thread.sleep(random.nextInt(200));
            }
        } else if (draw < 174) {
            out.write(("HTTP/1.1 200 OK\r\n" + json + "Content-Length: 100000\r\n\r\n{").getBytes(StandardCharsets.UTF_8));
            out.flush();
            Thread.sleep(Long.MAX_VALUE);
        } else if (draw < 178) {
            out.write(("HTTP/1.1 200 OK\r\n" + json + "Content-Length: 9999\r\n\r\n" + flink.substring(0,
                    random.nextInt(flink.length()))).getBytes(StandardCharsets.UTF_8));
            out.close();
        } else if (draw < 179) {
            out.write(("HTTP/1.1 200 OK\r\n" + json + "Content-Length: " + HUGE.length + "\r\n\r\n")
                    .getBytes(StandardCharsets.UTF_8));
            out.write(HUGE);
        } else if (draw < 184) {
            String[] hostile = {"abc\n::error title=gate::pass", "Basic " + BASE64, PASSWORD, USER + ":" + PASSWORD,
                    URLEncoder.encode(PASSWORD, StandardCharsets.UTF_8), "\u2028::warning::x\r\n"};
            String text = hostile[random.nextInt(hostile.length)];
            String quoted = STRICT.writeValueAsString(text);
            int status = random.nextBoolean() ? 200 : 400 + random.nextInt(200);
            HostileServer.answer(out, status, json, random.nextBoolean() ? "{\"errors\":[" + quoted + "]}"
                    : "{\"jobs\":[{\"jid\":" + quoted + ",\"name\":" + quoted + ",\"state\":" + quoted + "}]}");
        } else if (draw < 190) {
            String[] to = {path + (path.contains("?") ? "&" : "?") + "r=1", "http://elsewhere.invalid/x",
                    "file:///etc/passwd", "/a b", "/?auth=" + URLEncoder.encode(BASE64, StandardCharsets.UTF_8)};
            HostileServer.answer(out, 300 + random.nextInt(9), "Location: " + to[random.nextInt(to.length)] + "\r\n", "");
        } else if (draw < 195) {
            String[] bodies = {flink + " trailing", "[".repeat(1500), "<html>login</html>", "", "42",
                    "{\"a\":\"" + PASSWORD + "\"}", flink.replace("}", "")};
            HostileServer.answer(out, 200, random.nextBoolean() ? json : "Content-Type: text/html\r\n",
                    bodies[random.nextInt(bodies.length)]);
        } else if (draw < 198) {
            HostileServer.answer(out, 500 + random.nextInt(5), json, "{\"errors\":[\"boom\\n at org.Foo\"]}");
        } else {
            out.write("garbage\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            out.close();
        }
    }

    @Test
    void everyRunEndsWithinItsBoundInSuccessOrOneLineAndSavesWholeJsonOnly() throws Exception {
        ExecutorService runs = Executors.newFixedThreadPool(16);
        try {
            List<Future<String>> outcomes = new ArrayList<>();
            for (int seed = 0; seed < CASES; seed++) {
                int s = seed;
                outcomes.add(runs.submit(() -> run(s)));
            }
            List<String> broken = new ArrayList<>();
            int[] ended = new int[2];
            for (Future<String> outcome : outcomes) {
                if (outcome.get().startsWith("ok")) {
                    ended[outcome.get().equals("ok: saved") ? 0 : 1]++;
                } else {
                    broken.add(outcome.get());
                }
            }
            assertThat(broken).isEmpty();
            // the draws reach both ends: runs that saved a scrape, and runs refused in one line
            assertThat(ended[0]).isGreaterThan(CASES / 10);
            assertThat(ended[1]).isGreaterThan(CASES / 10);
        } finally {
            runs.shutdownNow();
        }
    }

    /** One seeded run: "ok" when every invariant holds, else what broke, with its seed. */
    private String run(int seed) throws Exception {
        Random random = new Random(seed);
        AtomicInteger requests = new AtomicInteger();
        Path into = folders.resolve("case-" + seed);
        List<String> said = new java.util.concurrent.CopyOnWriteArrayList<>();
        try (HostileServer jm = new HostileServer((head, out) -> {
            requests.incrementAndGet();
            Random each;
            synchronized (random) {
                each = new Random(random.nextLong());
            }
            answer(each, HostileServer.path(head), out);
        })) {
            long start = System.nanoTime();
            String failure = assertTimeoutPreemptively(Duration.ofMinutes(5), () -> {
                try {
                    Scraper.run(ScrapeRequest.of(jm.uri().toString(), null, into, null, null, CREDENTIAL), said::add);
                    return null;
                } catch (ScrapeException e) {
                    if (e.getCause() != null) {
                        return "a cause " + e.getCause();
                    }
                    said.add(e.getMessage());
                    return e.getMessage();
                }
            });
            Duration took = Duration.ofNanos(System.nanoTime() - start);
            Duration bound = RestClient.ANSWER.multipliedBy(Math.max(1, requests.get())).plusSeconds(10);
            if (took.compareTo(bound) > 0) {
                return "seed " + seed + ": took " + took + " for " + requests.get() + " requests";
            }
            for (String line : said) {
                if (line.matches("(?s).*[\\n\\r\\u2028\\u2029\\u0085].*") || line.matches(".*(Exception|java\\.).*")
                        || FORMS.stream().anyMatch(line::contains)) {
                    return "seed " + seed + ": said " + line;
                }
            }
            if (Files.exists(into)) {
                try (Stream<Path> files = Files.walk(into)) {
                    for (Path file : files.filter(Files::isRegularFile).toList()) {
                        String text = Files.readString(file);
                        try {
                            STRICT.readTree(text);
                        } catch (IOException e) {
                            return "seed " + seed + ": saved " + into.relativize(file) + ", not whole JSON";
                        }
                        if (FORMS.stream().anyMatch(text::contains)) {
                            return "seed " + seed + ": saved the credential in " + into.relativize(file);
                        }
                    }
                }
            }
            if (failure != null && Files.exists(into) && noFileIn(into)) {
                return "seed " + seed + ": refused, and left the empty folder " + into.getFileName();
            }
            if (failure != null && failure.startsWith("a cause")) {
                return "seed " + seed + ": " + failure;
            }
            return failure == null ? "ok: saved" : "ok: refused";
        }
    }

    private static boolean noFileIn(Path folder) throws IOException {
        try (Stream<Path> all = Files.walk(folder)) {
            return all.noneMatch(Files::isRegularFile);
        }
    }
}
