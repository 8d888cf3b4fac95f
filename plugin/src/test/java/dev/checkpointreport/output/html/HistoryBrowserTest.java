package dev.checkpointreport.output.html;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Histories;
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
 * The course index's section Across builds in headless Chromium, after three builds, on a phone of 390 px and a
 * screen of 1280 px: each scenario's chart is painted with its three builds, no script fails, the page never scrolls
 * sideways, and axe finds no serious violation in the section.
 */
@BrowserTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class HistoryBrowserTest {
    private Path site;
    private ChromeDriver driver;

    @BeforeAll
    void start(ChromeDriver chromium) throws Exception {
        Path project = ReportBrowserTest.TARGET.resolve("browser-history").toAbsolutePath();
        AtomicDirectory.deleteTree(project);
        site = Histories.threeBuilds(project);
        driver = chromium;
    }

    @ParameterizedTest(name = "{0} px")
    @ValueSource(ints = {390, 1280})
    void eachScenariosChartAcrossBuildsIsPaintedAndThePageNeverScrollsSideways(int width) {
        driver.manage().window().setSize(new Dimension(width, 900));
        Browser.consoleErrors(driver);
        driver.get(site.toUri() + "index.html");
        new WebDriverWait(driver, Duration.ofSeconds(20)).until(d -> "drawn".equals(
                driver.executeScript("return document.documentElement.getAttribute('data-history-chart');")));

        assertThat(Browser.consoleErrors(driver)).isEmpty();
        for (String chart : List.of("history-1", "history-2", "history-3")) {
            assertThat(Browser.paintedPixels(driver, chart)).as(chart).isGreaterThan(2_000);
        }
        assertThat(driver.executeScript("return Chart.getChart('history-2').data.datasets.map(function (d) {"
                + " return d.label + ': ' + d.data.join(' '); });")).isEqualTo(List.of("decided interval: 4 4 4"));
        assertThat(driver.executeScript("return Chart.getChart('history-3').data.datasets.map(function (d) {"
                + " return d.label + ': ' + d.data.join(' '); });")).isEqualTo(List.of("decided interval: 6 6 6",
                "measured p90 (ms): 500 500 500"));
        assertThat(driver.executeScript("return Chart.getChart('history-1').data.labels.join(', ');"))
                .isEqualTo("2026-12-01, 2026-12-02, 2026-12-03");
        assertThat(driver.executeScript(
                "return document.documentElement.scrollWidth > document.documentElement.clientWidth;"))
                .isEqualTo(false);
        assertThat(Browser.seriousAxeViolations(driver)).isEmpty();
    }
}
