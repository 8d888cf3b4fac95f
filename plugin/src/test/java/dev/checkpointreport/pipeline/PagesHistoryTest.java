package dev.checkpointreport.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import dev.checkpointreport.Histories;
import dev.checkpointreport.PipelineRun;
import dev.checkpointreport.folder.AtomicDirectory;
import dev.checkpointreport.scrape.PublishedFile;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Three builds of an example-like course through the Pages workflow's steps: each build names the live site's
 * {@code history.json} (a server of the test's own on 127.0.0.1, answering 404 before the first deploy), builds,
 * and deploys, replacing the whole site as {@code actions/deploy-pages} does. The third site's history holds three
 * builds, and its index draws them.
 */
class PagesHistoryTest {
    static final Path WORKFLOW = Path.of("../example-project/.github/workflows/pages.yml");

    @TempDir
    Path project;

    /** The live site: the last deployed folder's files, each as Pages serves it; any other path answers 404. */
    private HttpServer live(Path deployed) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            Path file = deployed.resolve(exchange.getRequestURI().getPath().replaceFirst("^/course/", ""));
            boolean found = file.startsWith(deployed) && Files.isRegularFile(file);
            byte[] body = found ? Files.readAllBytes(file) : "<html>404</html>".getBytes();
            exchange.getResponseHeaders().add("Content-Type", found ? "application/json" : "text/html");
            exchange.sendResponseHeaders(found ? 200 : 404, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
        return server;
    }

    @Test
    void theWorkflowNamesTheLiveSitesHistoryBeforeItBuilds() throws IOException {
        String workflow = Files.readString(WORKFLOW);

        assertThat(workflow).contains("HISTORY_URL: ${{ steps.pages.outputs.base_url }}/history.json",
                "mvn -B verify \"-Dcheckpoint.history=$HISTORY_URL\"");
        assertThat(workflow.indexOf("uses: actions/configure-pages@"))
                .isLessThan(workflow.indexOf("mvn -B verify \"-Dcheckpoint.history"));
    }

    @Test
    void threeBuildsThroughTheWorkflowsStepsLeaveAHistoryOfThreeBuildsThatTheIndexDraws() throws Exception {
        List<ListedScenario> listed = Histories.course(project);
        Path deployed = Files.createDirectories(project.resolve("deployed"));
        Path site = project.resolve("target/checkpoint-report");
        HttpServer server = live(deployed);
        try {
            String url = "http://127.0.0.1:" + server.getAddress().getPort() + "/course/history.json";
            for (int day = 1; day <= 3; day++) {
                // the build step: the live site's history, fetched as the goal's history parameter fetches it
                byte[] previous = PublishedFile.read("checkpoint.history", url, project, 4 << 20).orElse(null);
                PipelineRun.run(PipelineRun.course(listed, site).basedir(project.toFile())
                        .history(new HistoryRequest(url, previous, Instant.parse("2026-12-0" + day + "T10:00:00Z"),
                                "0123456789abcdef0123456789abcdef0123456" + day, "main", null)));
                // deploy-pages: the uploaded folder replaces the whole site
                AtomicDirectory.deleteTree(deployed);
                copy(site, deployed);
            }
        } finally {
            server.stop(0);
        }

        assertThat(new ObjectMapper().readTree(deployed.resolve("history.json").toFile()).path("builds")).hasSize(3);
        Document index = Jsoup.parse(deployed.resolve("index.html").toFile());
        assertThat(index.select("#history-title").text()).isEqualTo("Across builds");
        assertThat(index.select("#history .lead").text()).isEqualTo("3 builds of this course, from 2026-12-01 to "
                + "2026-12-03: each scenario's decided interval and measured p90 checkpoint duration in each.");
        assertThat(index.select("#history-1-table tbody tr").eachText()).containsExactly(
                "2026-12-01 0123456 6 — pass", "2026-12-02 0123456 6 — pass", "2026-12-03 0123456 6 — pass");
        assertThat(index.select("#history-2-table tbody tr")).hasSize(3);
        // the measured scenario's p90 is its report's
        assertThat(new ObjectMapper().readTree(deployed.resolve("measured/report.json").toFile())
                .at("/measured/percentiles/duration/p90/value").asLong()).isEqualTo(500);
        assertThat(index.select("#history-3-table tbody tr").eachText()).containsExactly(
                "2026-12-01 0123456 6 500 ms pass", "2026-12-02 0123456 6 500 ms pass",
                "2026-12-03 0123456 6 500 ms pass");
        assertThat(index.select("canvas#history-1[role=img]")).hasSize(1);
        assertThat(deployed.resolve("assets/history.js")).isRegularFile();
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                Path target = to.resolve(from.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(file, target);
                }
            }
        }
    }
}
