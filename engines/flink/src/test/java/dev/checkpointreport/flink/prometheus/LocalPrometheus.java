package dev.checkpointreport.flink.prometheus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * A real Prometheus server for a test: Debian's {@code /usr/bin/prometheus}, started as a process on 127.0.0.1 at a
 * free port with a generated {@code prometheus.yml} that scrapes one target every {@code every}, its TSDB in a temp
 * folder of its own. Close it to stop the process and remove the folder; what it printed is kept for a failure's
 * message ({@link #output()}).
 */
public final class LocalPrometheus implements AutoCloseable {
    public static final Path BINARY = Path.of("/usr/bin/prometheus");
    private static final Duration READY_WITHIN = Duration.ofSeconds(30);
    private static final Duration STOP_WITHIN = Duration.ofSeconds(10);

    private final Process process;
    private final Path home;
    private final URI api;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private String output = "";

    private LocalPrometheus(Process process, Path home, URI api) {
        this.process = process;
        this.home = home;
        this.api = api;
    }

    /**
     * Starts Prometheus scraping {@code target} ({@code 127.0.0.1:port}) every {@code every}, and waits until it
     * is ready. Fails, without skipping, when Debian's {@code prometheus} package is not installed.
     */
    public static LocalPrometheus start(String target, Duration every) throws Exception {
        if (!Files.isExecutable(BINARY)) {
            throw new AssertionError(BINARY + " is missing: the Prometheus tests run Debian's Prometheus server; "
                    + "install it with apt-get install -y prometheus");
        }
        Path home = Files.createTempDirectory("prometheus-test");
        String interval = every.toMillis() + "ms";
        Path config = Files.writeString(home.resolve("prometheus.yml"), "global:\n  scrape_interval: " + interval
                + "\n  scrape_timeout: " + interval + "\n  evaluation_interval: 10s\nscrape_configs:\n"
                + "  - job_name: flink\n    static_configs:\n      - targets: ['" + target + "']\n",
                StandardCharsets.UTF_8);
        return started(home, config);
    }

    /**
     * Starts Prometheus on the history {@code openMetrics} holds (a file of OpenMetrics text), backfilled into its
     * TSDB by Debian's {@code promtool tsdb create-blocks-from openmetrics}, scraping nothing and keeping every
     * block whatever its age, and waits until it is ready.
     */
    public static LocalPrometheus onHistory(Path openMetrics) throws Exception {
        Path promtool = Path.of("/usr/bin/promtool");
        if (!Files.isExecutable(BINARY) || !Files.isExecutable(promtool)) {
            throw new AssertionError(BINARY + " or " + promtool + " is missing: the Prometheus tests run Debian's "
                    + "Prometheus server; install it with apt-get install -y prometheus");
        }
        Path home = Files.createTempDirectory("prometheus-test");
        Process backfill = new ProcessBuilder(promtool.toString(), "tsdb", "create-blocks-from", "openmetrics",
                openMetrics.toString(), home.resolve("tsdb").toString()).redirectErrorStream(true)
                .redirectOutput(home.resolve("output.txt").toFile()).start();
        if (!backfill.waitFor(READY_WITHIN.toMillis() * 4, java.util.concurrent.TimeUnit.MILLISECONDS)
                || backfill.exitValue() != 0) {
            backfill.destroyForcibly();
            throw new AssertionError("promtool could not backfill " + openMetrics + ":\n"
                    + Files.readString(home.resolve("output.txt")));
        }
        Path config = Files.writeString(home.resolve("prometheus.yml"), "global:\n  scrape_interval: 1h\n"
                + "scrape_configs: []\n", StandardCharsets.UTF_8);
        return started(home, config, "--storage.tsdb.retention.time=100y");
    }

    /** Prometheus on {@code config}, its TSDB in {@code home}, on a free port of 127.0.0.1, once it is ready. */
    private static LocalPrometheus started(Path home, Path config, String... more) throws Exception {
        int port = freePort();
        List<String> command = new ArrayList<>(List.of(BINARY.toString(), "--config.file=" + config,
                "--storage.tsdb.path=" + home.resolve("tsdb"), "--web.listen-address=127.0.0.1:" + port,
                "--log.level=info"));
        command.addAll(List.of(more));
        Process process = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(home.resolve("output.txt").toFile()).start();
        LocalPrometheus prometheus = new LocalPrometheus(process, home, URI.create("http://127.0.0.1:" + port + "/"));
        try {
            prometheus.awaitReady();
        } catch (Exception | AssertionError e) {
            prometheus.close();
            throw e;
        }
        return prometheus;
    }

    /** The server's address, such as {@code http://127.0.0.1:40123/}. */
    public URI address() {
        return api;
    }

    /** A free TCP port on 127.0.0.1, closed again for the caller to bind. */
    public static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    /** {@code GET} of {@code path} (such as {@code api/v1/query?query=up}) and its body; fails on another status. */
    public String get(String path) throws Exception {
        HttpResponse<String> answer = http.send(HttpRequest.newBuilder(api.resolve(path))
                .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
        if (answer.statusCode() != 200) {
            throw new AssertionError("GET " + path + " answered " + answer.statusCode() + ": " + answer.body()
                    + "\nPrometheus said:\n" + output());
        }
        return answer.body();
    }

    /** Every sample of {@code series} the server holds from the last ten minutes: its time in seconds, and value. */
    public List<double[]> samples(String series) throws Exception {
        List<double[]> samples = new ArrayList<>();
        JsonNode result = new ObjectMapper().readTree(get("api/v1/query?query=" + java.net.URLEncoder.encode(series
                + "[10m]", StandardCharsets.UTF_8))).path("data").path("result");
        for (JsonNode sample : result.path(0).path("values")) {
            samples.add(new double[] {sample.path(0).asDouble(), Double.parseDouble(sample.path(1).asText())});
        }
        return samples;
    }

    /** What the process has printed so far (after {@link #close()}, all it printed). */
    public String output() {
        Path file = home.resolve("output.txt");
        try {
            return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : output;
        } catch (IOException e) {
            return output;
        }
    }

    private void awaitReady() throws Exception {
        long deadline = System.nanoTime() + READY_WITHIN.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new AssertionError("Prometheus ended with status " + process.exitValue() + ":\n" + output());
            }
            try {
                HttpResponse<String> answer = http.send(HttpRequest.newBuilder(api.resolve("-/ready"))
                        .timeout(Duration.ofSeconds(2)).build(), HttpResponse.BodyHandlers.ofString());
                if (answer.statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // the server is not listening yet
            }
            Thread.sleep(100);
        }
        throw new AssertionError("Prometheus was not ready within " + READY_WITHIN.toSeconds() + " s:\n" + output());
    }

    @Override
    public void close() throws Exception {
        process.destroy();
        if (!process.waitFor(STOP_WITHIN.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS)) {
            process.destroyForcibly().waitFor(STOP_WITHIN.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS);
        }
        output = output();
        try (Stream<Path> files = Files.walk(home)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /** The path, below the server's address, of a {@code query_range} of {@code query} from start to end. */
    static String queryRange(String query, java.time.Instant start, java.time.Instant end, Duration step) {
        return "api/v1/query_range?query=" + java.net.URLEncoder.encode(query, StandardCharsets.UTF_8) + "&start="
                + seconds(start.toEpochMilli()) + "&end=" + seconds(end.toEpochMilli()) + "&step="
                + seconds(step.toMillis());
    }

    private static String seconds(long millis) {
        return String.format(java.util.Locale.ROOT, "%d.%03d", millis / 1000, millis % 1000);
    }
}
