package dev.checkpointreport.output.html;

import static org.assertj.core.api.Assertions.assertThat;

import com.deque.html.axecore.results.Results;
import com.deque.html.axecore.selenium.AxeBuilder;
import dev.checkpointreport.Reports;
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
 * The measured section in headless Chromium, at 1280 and at 390 px wide: both charts are painted with every
 * checkpoint (the failed one apart), the page scrolls only inside its tables, and axe finds no serious violation.
 */
@BrowserTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class MeasuredBrowserTest {
    private Path report;
    private ChromeDriver driver;

    @BeforeAll
    void start(ChromeDriver chromium) throws IOException {
        Path folder = ReportBrowserTest.TARGET.resolve("browser-report-measured").toAbsolutePath();
        AtomicDirectory.deleteTree(folder);
        report = Reports.measured(folder);
        driver = chromium;
    }

    private void open(String url, int width) {
        driver.manage().window().setSize(new Dimension(width, 900));
        Browser.consoleErrors(driver);
        driver.get(url);
        new WebDriverWait(driver, Duration.ofSeconds(20)).until(d -> "drawn".equals(
                driver.executeScript("return document.documentElement.getAttribute('data-measured-charts');")));
    }

    @Test
    void bothChartsArePaintedWithEveryCheckpoint() {
        open(report.toUri() + "index.html", 1280);

        assertThat(Browser.consoleErrors(driver)).isEmpty();
        assertThat(Browser.paintedPixels(driver, "chart-measured-duration")).isGreaterThan(2_000);
        assertThat(Browser.paintedPixels(driver, "chart-measured-size")).isGreaterThan(2_000);
        assertThat(driver.executeScript("return checkpointReport.measuredDuration.data.datasets.map(function (d) {"
                + " return d.label + ': ' + d.data.join(' '); });")).isEqualTo(List.of(
                "end-to-end duration (ms): 100 200 150 400 250 300  500 350 450",
                "failed, until it failed (ms):       600   ",
                "p90 500.0 ms: 500 500 500 500 500 500 500 500 500 500"));
        assertThat(driver.executeScript("return checkpointReport.measuredSize.data.datasets.length;")).isEqualTo(2L);
    }

    @Test
    void atAPhonesWidthThePageDoesNotScrollSideways() {
        open(report.toUri() + "index.html", 390);

        Object overflow = driver.executeScript(
                "return document.documentElement.scrollWidth - document.documentElement.clientWidth;");
        assertThat((Long) overflow).isLessThanOrEqualTo(0L);
        assertThat(Browser.paintedPixels(driver, "chart-measured-duration")).isGreaterThan(1_000);
    }

    @Test
    void axeFindsNoSeriousOrCriticalViolationInTheMeasuredSection() throws IOException {
        Results results;
        try (ReportServer server = new ReportServer(report)) {
            open(server.url(), 1280);
            results = new AxeBuilder().include("#measured").analyze(driver);
        }
        List<String> serious = results.getViolations().stream()
                .filter(rule -> "serious".equals(rule.getImpact()) || "critical".equals(rule.getImpact()))
                .map(rule -> rule.getId() + ": " + rule.getHelp()).toList();
        assertThat(serious).isEmpty();
        assertThat(results.getPasses()).as("axe ran its rules").isNotEmpty();
    }
}
