package dev.checkpointreport.output.html;

import static org.assertj.core.api.Assertions.assertThat;

import com.deque.html.axecore.results.Results;
import com.deque.html.axecore.selenium.AxeBuilder;
import dev.checkpointreport.HotKey;
import dev.checkpointreport.folder.AtomicDirectory;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The workers section of a hot-key events report in headless Chromium: its bar chart is painted with each
 * worker's rows and keys, the busiest bar stands far above the even share, and axe finds no serious
 * violation.
 */
@BrowserTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class WorkersBrowserTest {
    private Path report;
    private ChromeDriver driver;

    @BeforeAll
    void start(ChromeDriver chromium) throws IOException {
        Path folder = ReportBrowserTest.TARGET.resolve("browser-report-hot-key").toAbsolutePath();
        AtomicDirectory.deleteTree(folder);
        report = HotKey.report(folder);
        driver = chromium;
        driver.manage().window().setSize(new Dimension(1280, 900));
    }

    private void open(String url) {
        Browser.consoleErrors(driver);
        driver.get(url);
        new WebDriverWait(driver, Duration.ofSeconds(20)).until(d -> "drawn".equals(
                driver.executeScript("return document.documentElement.getAttribute('data-workers-chart');")));
    }

    @Test
    void theWorkersChartIsPaintedWithTheHotWorkerFarAboveTheEvenShare() {
        open(report.toUri() + "index.html");

        assertThat(Browser.consoleErrors(driver)).isEmpty();
        assertThat(Browser.paintedPixels(driver, "chart-workers")).isGreaterThan(5_000);
        assertThat(driver.executeScript("return checkpointReport.workers.data.datasets.map(function (d) {"
                + " return d.label + ': ' + d.data.join(' '); });")).isEqualTo(List.of("rows: 708 120 132 120",
                "distinct keys: 10 10 11 10", "even share of the rows: 270 270 270 270"));
        Object tallest = driver.executeScript("var bars = checkpointReport.workers.getDatasetMeta(0).data;"
                + "return bars.map(function (b) { return Math.round(b.height); });");
        @SuppressWarnings("unchecked")
        List<Long> heights = (List<Long>) tallest;
        assertThat(heights.get(0)).isGreaterThan(5 * heights.get(1));
    }

    /** Rows and keys are counts of different things: each has its own axis, and the legend draws the dashed line dashed. */
    @Test
    void rowsAndKeysHaveAnAxisEachAndTheLegendDrawsTheEvenShareDashed() {
        open(report.toUri() + "index.html");

        assertThat(driver.executeScript("var c = checkpointReport.workers; return Object.keys(c.scales).map(function (id) {"
                + " var s = c.scales[id]; return id + ' ' + s.position + ': ' + s.options.title.text; });"))
                .isEqualTo(List.of("x bottom: worker", "y left: rows", "keys right: distinct keys"));
        assertThat(driver.executeScript("return checkpointReport.workers.data.datasets.map(function (d) {"
                + " return d.label + ' on ' + d.yAxisID; });")).isEqualTo(List.of("rows on y", "distinct keys on keys",
                "even share of the rows on y"));
        assertThat(driver.executeScript("return checkpointReport.workers.legend.legendItems.map(function (i) {"
                + " return i.text + ': ' + (i.pointStyle || '') + ' dash [' + (i.lineDash || []).join(',') + ']'; });"))
                .isEqualTo(List.of("rows: rect dash []", "distinct keys: rect dash []",
                        "even share of the rows: line dash [6,4]"));
        assertThat(Browser.consoleErrors(driver)).isEmpty();
    }

    @Test
    void axeFindsNoSeriousOrCriticalViolationOnAPageWithTheWorkersSection() throws IOException {
        Results results;
        try (ReportServer server = new ReportServer(report)) {
            open(server.url());
            results = new AxeBuilder().include("#per-worker").analyze(driver);
        }
        List<String> serious = results.getViolations().stream()
                .filter(rule -> "serious".equals(rule.getImpact()) || "critical".equals(rule.getImpact()))
                .map(rule -> rule.getId() + ": " + rule.getHelp()).toList();
        assertThat(serious).isEmpty();
        assertThat(results.getPasses()).as("axe ran its rules").isNotEmpty();
    }
}
