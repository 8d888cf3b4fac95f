package dev.checkpointreport.output.html;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Measured;
import dev.checkpointreport.PipelineRun;
import dev.checkpointreport.TrendAnswers;
import dev.checkpointreport.folder.AtomicDirectory;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The daily trend charts in headless Chromium, at 1280 and at 390 px wide, on 30 days of hourly samples rising 4 s
 * a day: both are painted with a point a day, the line and its band, and the page does not scroll sideways.
 */
@BrowserTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TrendBrowserTest {
    private static final long START = 1_790_812_800_000L; // 2026-10-01T00:00:00Z
    private Path report;
    private ChromeDriver driver;

    @BeforeAll
    void start(ChromeDriver chromium) throws Exception {
        Path folder = ReportBrowserTest.TARGET.resolve("browser-report-trend").toAbsolutePath();
        AtomicDirectory.deleteTree(folder);
        Path scenario = Measured.prometheus(folder, "prometheus: prometheus/*.json", "prometheus: trend/*.json");
        TrendAnswers.write(folder.resolve("trend"), START, 3_600_000L, 30 * 24,
                i -> new long[] {100_000 + 4_000L * (i / 24) + (i % 24) * 100, 50_000 + 200L * (i / 24)});
        report = folder.resolve("report");
        PipelineRun.report(scenario, report);
        driver = chromium;
    }

    @ParameterizedTest
    @ValueSource(ints = {1280, 390})
    void bothDailyChartsArePaintedAndThePageStaysItsWidth(int width) {
        driver.manage().window().setSize(new Dimension(width, 900));
        Browser.consoleErrors(driver);
        driver.get(report.toUri() + "index.html");
        new WebDriverWait(driver, Duration.ofSeconds(20)).until(d -> "drawn".equals(
                driver.executeScript("return document.documentElement.getAttribute('data-trend-charts');")));

        assertThat(Browser.consoleErrors(driver)).isEmpty();
        assertThat(Browser.paintedPixels(driver, "chart-trend-duration")).isGreaterThan(1_000);
        assertThat(Browser.paintedPixels(driver, "chart-trend-state")).isGreaterThan(1_000);
        assertThat(driver.executeScript("return checkpointReport.trendDuration.data.datasets.map(function (d) {"
                + " return d.label; });")).isEqualTo(List.of("p90 duration (ms)", "90 % band", "", "trend", "interval"));
        Object overflow = driver.executeScript(
                "return document.documentElement.scrollWidth - document.documentElement.clientWidth;");
        assertThat((Long) overflow).isLessThanOrEqualTo(0L);
    }
}
