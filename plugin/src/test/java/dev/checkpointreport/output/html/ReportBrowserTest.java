package dev.checkpointreport.output.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.Lesson;
import dev.checkpointreport.HourlyEvents;
import dev.checkpointreport.Reports;
import dev.checkpointreport.folder.AtomicDirectory;
import dev.checkpointreport.timing.Durations;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The lesson's report in headless Chromium, from {@code file://} and from a sub-path over HTTP, with and
 * without its timing section: the charts are painted, the what-if control names the best interval, nothing is fetched from outside the
 * report's folder, axe finds no serious violation, and a phone never scrolls the page sideways.
 * Screenshots are saved under {@code target/screenshots/}.
 */
@BrowserTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ReportBrowserTest {
    static final Path TARGET = Path.of("target");
    private Path report;
    private Path timingReport;
    private ChromeDriver driver;

    @BeforeAll
    void start(ChromeDriver chromium) throws IOException {
        Path folder = TARGET.resolve("browser-report").toAbsolutePath();
        AtomicDirectory.deleteTree(folder);
        report = Reports.lesson(folder);
        Path timingFolder = TARGET.resolve("browser-report-timing").toAbsolutePath();
        AtomicDirectory.deleteTree(timingFolder);
        timingReport = Reports.write(timingFolder, Reports.timingYaml(), null);
        driver = chromium;
    }

    @BeforeEach
    void desktop() {
        driver.manage().window().setSize(new Dimension(1280, 900));
    }

    @Test
    void opensFromAFileUrlWithBothChartsPaintedAndNoConsoleError() {
        String folderUrl = report.toUri().toString();
        open(folderUrl + "index.html");
        assertThat(Browser.consoleErrors(driver)).isEmpty();
        assertThat(Browser.paintedPixels(driver, "chart-recovery")).isGreaterThan(5_000);
        assertThat(Browser.paintedPixels(driver, "chart-expected")).isGreaterThan(5_000);
        // Chromium keeps no resource timing for file:// sub-resources, so the page's own links are checked too
        assertThat(Browser.resourceUrls(driver)).allMatch(url -> url.startsWith(folderUrl));
        assertThat(Browser.linkedUrls(driver))
                .contains(folderUrl + "assets/report.css", folderUrl + "assets/chart.umd.js", folderUrl + "assets/report.js")
                .allMatch(url -> url.startsWith(folderUrl) || url.equals("data:,"));
    }

    @Test
    void opensFromASubPathOverHttpAndAsksForNothingOutsideIt() throws IOException {
        try (ReportServer server = new ReportServer(report)) {
            open(server.url());
            assertThat(Browser.consoleErrors(driver)).isEmpty();
            assertThat(Browser.paintedPixels(driver, "chart-recovery")).isGreaterThan(5_000);
            assertThat(Browser.paintedPixels(driver, "chart-expected")).isGreaterThan(5_000);
            assertThat(Browser.resourceUrls(driver)).allMatch(url -> url.startsWith(server.url()));
            assertThat(server.requested()).contains(ReportServer.SUB_PATH, ReportServer.SUB_PATH + "assets/chart.umd.js",
                    ReportServer.SUB_PATH + "assets/charts.js", ReportServer.SUB_PATH + "assets/report.js", ReportServer.SUB_PATH + "assets/report.css")
                    .allMatch(path -> path.startsWith(ReportServer.SUB_PATH));
        }
    }

    @Test
    void theSliderNamesNoneAtAHalfSixAtThreeQuartersAndFourAtOne() {
        open(report.toUri() + "index.html");
        WebElement best = driver.findElement(By.id("whatif-best"));
        driver.executeScript("var r = document.getElementById('whatif-range'); r.value = '0.5';"
                + "r.dispatchEvent(new Event('input', { bubbles: true }));");
        assertThat(best.getText()).isEqualTo("none");
        assertThat(driver.findElement(By.id("whatif-number")).getAttribute("value")).isEqualTo("0.5");
        type("0.75");
        assertThat(best.getText()).isEqualTo("6");
        assertThat(driver.findElement(By.id("whatif-cost")).getText()).isEqualTo("809.1");
        assertThat(driver.executeScript("var d = checkpointReport.expected.data.datasets;"
                + " return d[d.length - 1].label;")).isEqualTo("what-if p = 0.75");
        type("1.0");
        assertThat(best.getText()).isEqualTo("4");
        type("0.611");
        assertThat(best.getText()).as("at the exact edge the tie goes to the first listed").isEqualTo("none");
        assertThat(Browser.consoleErrors(driver)).isEmpty();
    }

    @Test
    void theChartsOverPArePaintedAndTheWhatIfMarkerFollowsTheSlider() throws IOException {
        open(report.toUri() + "index.html");
        assertThat(Browser.consoleErrors(driver)).isEmpty();
        for (String chart : List.of("chart-p", "chart-regret", "chart-sensitivity")) {
            assertThat(Browser.paintedPixels(driver, chart)).as(chart).isGreaterThan(5_000);
        }
        assertThat(driver.executeScript("return checkpointReport.decisionCharts.p.data.datasets.filter(function (d) {"
                + " return d.texts; })[0].texts;")).isEqualTo(List.of("11/18", "11/12"));
        type("0.5");
        // at p = 0.5 the envelope is none's line, 0.5 × 1200
        assertThat(driver.executeScript("var d = checkpointReport.decisionCharts.p.data.datasets;"
                + " var point = d[d.length - 1].data[0]; return [point.x, point.y];")).isEqualTo(List.of(0.5, 600L));
        assertThat(driver.executeScript("return checkpointReport.decisionCharts.sensitivity.data.labels;"))
                .isEqualTo(List.of("0.5× state rows", "1× state rows", "2× state rows"));
        for (String section : List.of("probability", "regret-section", "sensitivity-section")) {
            Path png = TARGET.resolve("screenshots").resolve("report-" + section + ".png");
            Files.createDirectories(png.getParent());
            Files.write(png, driver.findElement(By.id(section)).getScreenshotAs(OutputType.BYTES));
        }
    }

    @Test
    void theRecoveryChartsArePaintedFromAFileUrlWithNoConsoleError() throws IOException {
        open(timingReport.toUri() + "index.html");
        assertThat(Browser.consoleErrors(driver)).isEmpty();
        for (String chart : List.of("chart-recovery", "chart-expected", "chart-recovery-time", "chart-state",
                "chart-freshness")) {
            assertThat(Browser.paintedPixels(driver, chart)).as(chart).isGreaterThan(5_000);
        }
        assertThat(driver.executeScript("return checkpointReport.recoveryTime.data.datasets.map(function (d) {"
                + " return d.label; });")).isEqualTo(List.of("detection", "restore", "replay", "catch-up"));
        assertThat(driver.executeScript("return checkpointReport.recoveryTime.options.scales.y.stacked;"))
                .isEqualTo(true);
        for (String section : List.of("recovery-times", "state", "freshness-after-failure", "watch")) {
            Path png = TARGET.resolve("screenshots").resolve("report-timing-" + section + ".png");
            Files.createDirectories(png.getParent());
            Files.write(png, driver.findElement(By.id(section)).getScreenshotAs(OutputType.BYTES));
        }
    }

    /**
     * The restore of the lesson's 200 state rows takes microseconds ({@link Durations#format}: {@code 0.065 ms}).
     * The tooltip of its bar shows the label Java wrote for a reader, {@code under 1 ms}, never "0.0 s" nor
     * "0.065 ms"; with no checkpoint nothing is restored, {@code 0 s}.
     */
    @Test
    void theRestoreTooltipShowsTheDurationAsJavaWordsIt() throws IOException {
        open(timingReport.toUri() + "index.html");
        JsonNode intervals = new ObjectMapper().readTree(timingReport.resolve("report.json").toFile())
                .get("recovery").get("intervals");
        assertThat(Durations.format(intervals.get(1).get("parts").get("worst").get("restore").asDouble()))
                .as("the restore of interval 6").isEqualTo("0.065 ms");
        List<String> labels = new ArrayList<>();
        List<Object> tooltips = new ArrayList<>();
        for (int i = 0; i < intervals.size(); i++) {
            labels.add(i == 0 ? "restore: 0 s" : "restore: under 1 ms");
            tooltips.add(driver.executeScript("var chart = Chart.getChart('chart-recovery-time');"
                    + " chart.tooltip.setActiveElements([{ datasetIndex: 1, index: arguments[0] }], { x: 0, y: 0 });"
                    + " chart.update();"
                    + " return chart.tooltip.body.map(function (b) { return b.lines.join(' '); }).join(' | ');", i));
        }
        assertThat(tooltips).as("the restore tooltips of none, 6, 4, 3, 2 and 1").isEqualTo(labels);
        assertThat(Browser.consoleErrors(driver)).isEmpty();
    }

    @Test
    void aJobThatNeverCatchesUpStillDrawsItsChartsWithoutError() {
        Path ceiling = Reports.write(TARGET.resolve("browser-report-ceiling").toAbsolutePath(),
                Reports.timingYaml("capacity: 1.5 ", "capacity: 1.0 ", "workers: 4", "workers: 1"), null);
        open(ceiling.toUri() + "index.html");
        assertThat(Browser.consoleErrors(driver)).isEmpty();
        assertThat(Browser.paintedPixels(driver, "chart-recovery-time")).isGreaterThan(5_000);
        assertThat(Browser.paintedPixels(driver, "chart-freshness")).isGreaterThan(5_000);
        assertThat(driver.findElement(By.id("recovery-warning")).isDisplayed()).isTrue();
    }

    @Test
    void axeFindsNoSeriousOrCriticalViolation() throws IOException {
        assertNoSeriousAxeViolation(report);
    }

    @Test
    void axeFindsNoSeriousOrCriticalViolationInTheRecoverySections() throws IOException {
        assertNoSeriousAxeViolation(timingReport);
    }

    @Test
    void axeFindsNoSeriousOrCriticalViolationWithTheAnalyticOptimum() throws IOException {
        Path optimum = Reports.write(TARGET.resolve("browser-report-optimum").toAbsolutePath(), Reports.optimumYaml(),
                null);
        assertNoSeriousAxeViolation(optimum);
        open(optimum.toUri() + "index.html");
        assertThat(Browser.consoleErrors(driver)).isEmpty();
        assertThat(Browser.paintedPixels(driver, "chart-p")).isGreaterThan(5_000);
        assertThat(driver.executeScript("return checkpointReport.decisionCharts.p.options.marks.map(function (m) {"
                + " return m.label; });")).isEqualTo(List.of("p = 1.0", "decision p = 0.75", "p = 0.5",
                "p = 0.25", "MTBF p = 0.0165"));
    }

    @Test
    void periodsBucketedByTimeNarrowTheRecoveryTableWithCompactLabels() throws IOException {
        Path compact = HourlyEvents.report(TARGET.resolve("browser-report-hourly").toAbsolutePath(), "");
        Path full = HourlyEvents.report(TARGET.resolve("browser-report-hourly-full").toAbsolutePath(),
                "  labels: \"yyyy-MM-dd'T'HH:mm:ss'Z'\"\n");
        assertNoSeriousAxeViolation(compact);
        open(full.toUri() + "index.html");
        long fullWidth = failureLabelWidth();
        open(compact.toUri() + "index.html");
        assertThat(Browser.consoleErrors(driver)).isEmpty();
        assertThat(pageScrollsSideways()).isFalse();
        assertThat(driver.executeScript("return checkpointReport.data.failurePeriods[0];")).isEqualTo("03-02 13:00");
        assertThat(failureLabelWidth()).isLessThan(fullWidth - 50);
    }

    /** The width of the worst failure period's label in the recovery-time table, which fits a 1280 px screen either way. */
    private long failureLabelWidth() {
        return ((Number) driver.executeScript("var range = document.createRange();"
                + " range.selectNodeContents(document.querySelector('#recovery-time tbody td:nth-of-type(2)'));"
                + " return Math.round(range.getBoundingClientRect().width);")).longValue();
    }

    @Test
    void theTimingReportOnA390PixelPhoneAndInTheDarkNeverScrollsSideways() throws IOException {
        driver.manage().window().setSize(new Dimension(390, 844));
        open(timingReport.toUri() + "index.html");
        assertThat(pageScrollsSideways()).isFalse();
        screenshot("report-timing-390.png", 390);
        driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features",
                List.of(Map.of("name", "prefers-color-scheme", "value", "dark"))));
        try {
            desktop();
            open(timingReport.toUri() + "index.html");
            assertThat(Browser.consoleErrors(driver)).isEmpty();
            assertThat(Browser.paintedPixels(driver, "chart-freshness")).isGreaterThan(5_000);
            screenshot("report-timing-dark.png", 1280);
        } finally {
            driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features", List.of()));
        }
    }

    @Test
    void theScreenshotOfTheTimingReportShowsTheWholePageWithItsCharts() throws IOException {
        open(timingReport.toUri() + "index.html");
        assertShowsTheWholePage(screenshot("report-timing.png", 1280), 1280);
    }

    private void assertNoSeriousAxeViolation(Path folder) throws IOException {
        try (ReportServer server = new ReportServer(folder)) {
            open(server.url());
            assertThat(Browser.seriousAxeViolations(driver)).isEmpty();
        }
    }

    @Test
    void onA390PixelPhoneThePageNeverScrollsSideways() throws IOException {
        driver.manage().window().setSize(new Dimension(390, 844));
        open(report.toUri() + "index.html");
        assertThat(((Number) driver.executeScript("return window.innerWidth;")).intValue()).isLessThanOrEqualTo(400);
        assertThat(pageScrollsSideways()).isFalse();
        screenshot("report-390.png", 390);
    }

    @Test
    void theScreenshotOfTheLessonShowsTheWholePageWithItsCharts() throws IOException {
        open(report.toUri() + "index.html");
        assertShowsTheWholePage(screenshot("report.png", 1280), 1280);
    }

    /**
     * The picture is as wide as the window and as tall as the page, so nothing is cut off, and it holds
     * the charts' colours: a blank or unstyled page has a handful of greys.
     */
    private void assertShowsTheWholePage(Path png, int width) throws IOException {
        BufferedImage image = ImageIO.read(png.toFile());
        long height = ((Number) driver.executeScript("return document.documentElement.scrollHeight;")).longValue();
        assertThat(image.getWidth()).as("the window's width less at most a scroll bar").isBetween(width - 20, width);
        assertThat((long) image.getHeight()).as("the page's height, give or take a scroll bar")
                .isCloseTo(Math.min(height, 12_000), within(20L));
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < image.getHeight(); y += 2) {
            for (int x = 0; x < image.getWidth(); x += 2) {
                colours.add(image.getRGB(x, y));
            }
        }
        assertThat(colours).as("distinct colours in " + png).hasSizeGreaterThan(200);
    }

    /**
     * The large case, 120 periods and 121 intervals: the page loads, draws both charts and keeps
     * its wide matrix, unfolded, in its own scrolling box on a screen and in cards on a phone. Its load time and sizes go to {@code target/load-figures.txt};
     * they are measured, not asserted, since a shared machine's timing is no test.
     */
    @Test
    void aReportOf120PeriodsAnd121IntervalsLoadsAndDrawsBothCharts() throws IOException {
        StringBuilder intervals = new StringBuilder("[none");
        for (int k = 1; k <= 120; k++) {
            intervals.append(", ").append(k);
        }
        Path large = Reports.write(TARGET.resolve("browser-report-large").toAbsolutePath(), Lesson.yamlWith(
                "periods: 2026-01..2026-12", "periods: 2026-01..2035-12",
                "intervals: [none, 6, 4, 3, 2, 1]", "intervals: " + intervals + "]"), null);
        StringBuilder figures = new StringBuilder("120 periods, 121 intervals, 200 subscribers\n");
        for (int run = 1; run <= 3; run++) {
            open(large.toUri() + "index.html");
            Object load = driver.executeScript("return performance.getEntriesByType('navigation')[0].loadEventEnd;");
            Object parsed = driver.executeScript("return performance.getEntriesByType('navigation')[0].domInteractive;");
            Object drawn = driver.executeScript("return performance.getEntriesByName('charts-drawn')[0].startTime;");
            figures.append("run ").append(run).append(": HTML parsed ").append(Math.round(((Number) parsed).doubleValue()))
                    .append(" ms, load event ").append(Math.round(((Number) load).doubleValue()))
                    .append(" ms, charts drawn ").append(Math.round(((Number) drawn).doubleValue())).append(" ms\n");
        }
        assertThat(Browser.consoleErrors(driver)).isEmpty();
        assertThat(Browser.paintedPixels(driver, "chart-recovery")).isGreaterThan(5_000);
        assertThat(Browser.paintedPixels(driver, "chart-expected")).isGreaterThan(5_000);
        driver.manage().window().setSize(new Dimension(390, 844));
        assertThat(pageScrollsSideways()).isFalse();
        driver.executeScript("document.getElementById('matrix-fold').open = true;");
        String scrolls = "var w = document.getElementById('matrix').parentElement; return w.scrollWidth > w.clientWidth;";
        assertThat((Boolean) driver.executeScript(scrolls)).as("on a phone the matrix reads as cards").isFalse();
        driver.manage().window().setSize(new Dimension(1280, 900));
        assertThat((Boolean) driver.executeScript(scrolls)).as("the matrix scrolls in its own box").isTrue();
        assertThat(pageScrollsSideways()).isFalse();
        figures.append("index.html ").append(Files.size(large.resolve("index.html"))).append(" bytes, assets/ ")
                .append(sizeOf(large.resolve("assets"))).append(" bytes\n");
        Files.writeString(TARGET.resolve("load-figures.txt"), figures);
        System.out.print(figures);
    }

    private static long sizeOf(Path folder) throws IOException {
        try (var files = Files.list(folder)) {
            long total = 0;
            for (Path file : files.toList()) {
                total += Files.size(file);
            }
            return total;
        }
    }

    boolean pageScrollsSideways() {
        return (Boolean) driver.executeScript(
                "return document.documentElement.scrollWidth > document.documentElement.clientWidth;");
    }

    /** Opens a report and waits for its charts, the recovery charts too when the page has them. */
    void open(String url) {
        Browser.consoleErrors(driver);
        Browser.openDrawn(driver, url);
    }

    private void type(String probability) {
        WebElement number = driver.findElement(By.id("whatif-number"));
        number.clear();
        number.sendKeys(probability);
    }

    /**
     * The whole page at {@code width}, through Chromium's own full-page capture: the window is as wide as
     * asked, and everything below the fold is captured too, up to 12,000 pixels.
     */
    Path screenshot(String name, int width) throws IOException {
        driver.manage().window().setSize(new Dimension(width, 900));
        long pageWidth = ((Number) driver.executeScript("return document.documentElement.scrollWidth;")).longValue();
        long height = ((Number) driver.executeScript("return document.documentElement.scrollHeight;")).longValue();
        Map<String, Object> clip = Map.of("x", 0, "y", 0, "width", pageWidth, "height", Math.min(height, 12_000),
                "scale", 1);
        Map<String, Object> shot = driver.executeCdpCommand("Page.captureScreenshot",
                Map.of("format", "png", "captureBeyondViewport", true, "clip", clip));
        Path png = TARGET.resolve("screenshots").resolve(name);
        Files.createDirectories(png.getParent());
        Files.write(png, Base64.getDecoder().decode((String) shot.get("data")));
        return png;
    }

    static String lessonWith(String... replacements) {
        return Lesson.yamlWith(replacements);
    }
}
