package dev.checkpointreport.output.html;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.HourlyEvents;
import dev.checkpointreport.Sites;
import dev.checkpointreport.folder.AtomicDirectory;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The pages a reader opens, the example course's three and a scenario of events bucketed by time, on a
 * 390-pixel phone and a 1280-pixel screen, measured by {@code layout.js}: nothing reaches past the viewport
 * and no table scrolls sideways (on a phone each row reads as a card, each cell after its column's heading), the
 * long tables fold under a line naming them, every chart has a legend that is drawn
 * whole or labels at its lines' ends, and no two labels on a chart overlap (the legend's items, the
 * labels our scripts draw, whose boxes they expose, and the axes' ticks). The figures go to
 * {@code target/layout-figures.txt}, the top of each page and the sections it pictures to
 * {@code target/screenshots/layout-*.png}; {@code -Dscreenshot.update=true} copies those named in
 * {@link #DOCS_PICTURES} to {@code docs/screenshots/}, beside the pictures of the pages before issue 23 in {@code before/}
 * and before issue 32 in {@code before-32/}.
 */
@BrowserTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PageLayoutBrowserTest {
    static final List<Integer> WIDTHS = List.of(390, 1280);
    private static final Path DOCS = Path.of("../docs/screenshots");
    /**
     * What is pictured besides each page's first screen, by name and selector: the claims, the two charts
     * whose legends and labels issue 23 is about, the widest table, and issue 44's cards, workers chart, glossary
     * and folded measured tables. Those {@link #DOCS_PICTURES} names are the pictures kept in {@code docs/screenshots/}.
     */
    private static final Map<String, Map<String, String>> PARTS = Map.of(
            "lesson", Map.of("claims", "#claims", "chart-expected", "figure:has(#chart-expected)",
                    "chart-p", "figure:has(#chart-p)", "chart-regret", "figure:has(#chart-regret)", "cost", "#cost",
                    "per-worker", "#per-worker"),
            "measured", Map.of("glossary", "#glossary", "measured", "#measured"),
            "hourly", Map.of("recovery-time", "#recovery-times"));
    private static final List<String> DOCS_PICTURES = List.of("layout-lesson-1280.png", "layout-lesson-390.png",
            "layout-lesson-claims-1280", "layout-lesson-chart-", "layout-hourly-recovery-time-");
    private static final Path FIGURES = ReportBrowserTest.TARGET.resolve("layout-figures.txt");
    private Map<String, Path> pages;
    private String script;
    private ChromeDriver driver;

    @BeforeAll
    void start(ChromeDriver chromium) throws IOException {
        Path project = ReportBrowserTest.TARGET.resolve("browser-layout-example").toAbsolutePath();
        AtomicDirectory.deleteTree(project);
        Path site = Sites.exampleCourse(project);
        Path hourly = ReportBrowserTest.TARGET.resolve("browser-layout-hourly").toAbsolutePath();
        AtomicDirectory.deleteTree(hourly);
        pages = Map.of("lesson", site.resolve("lesson/index.html"), "growth", site.resolve("growth/index.html"),
                "hot-key", site.resolve("hot-key/index.html"), "measured", site.resolve("measured/index.html"),
                "prometheus", site.resolve("prometheus/index.html"), "spark", site.resolve("spark/index.html"),
                "kafka-streams", site.resolve("kafka-streams/index.html"), "hourly", HourlyEvents.report(hourly, "").resolve("index.html"));
        try (InputStream in = PageLayoutBrowserTest.class.getResourceAsStream("layout.js")) {
            script = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Files.deleteIfExists(FIGURES);
        driver = chromium;
    }

    static Stream<Arguments> pagesAndWidths() {
        return Stream.of("lesson", "growth", "hot-key", "measured", "prometheus", "hourly", "spark", "kafka-streams")
                .flatMap(page -> WIDTHS.stream().map(width -> Arguments.of(page, width)));
    }

    @ParameterizedTest(name = "{0} at {1} px")
    @MethodSource("pagesAndWidths")
    void nothingOverflowsEveryChartHasItsLegendAndNoTwoLabelsOverlap(String page, int width) throws IOException {
        Map<String, Object> layout = measure(page, width);

        assertThat(Browser.consoleErrors(driver)).isEmpty();
        assertThat(layout.get("width")).as("the viewport").isEqualTo((long) width);
        assertThat(layout.get("scrollsSideways")).as("the page scrolls sideways").isEqualTo(false);
        assertThat(list(layout, "overflow")).as("elements past the viewport's edge").isEmpty();
        assertThat(maps(layout, "tables")).as("tables shown").hasSizeGreaterThanOrEqualTo(12);
        for (Map<String, Object> table : maps(layout, "tables")) {
            noTableScrollsSideways(table, width);
        }
        assertThat(maps(layout, "tables")).filteredOn(t -> t.get("id").equals("costs")).extracting(t -> t.get("cards"))
                .as("the costs' table, 541 px wide as a table, reads as cards on a phone").containsExactly(width < 600);
        List<Map<String, Object>> charts = maps(layout, "charts");
        assertThat(charts).as("charts drawn").hasSizeGreaterThanOrEqualTo(9);
        Map<String, Object> overP = charts.stream().filter(c -> c.get("id").equals("chart-p")).findFirst().orElseThrow();
        assertThat(list(overP, "endLabels")).as("every interval's line named at its end")
                .hasSize(((Number) driver.executeScript("return checkpointReport.data.intervals.length;")).intValue());
        assertThat(list(overP, "legendItems")).containsExactly("lowest expected cost: the best interval", "break-even",
                "what-if p");
        for (Map<String, Object> chart : charts) {
            String id = (String) chart.get("id");
            assertThat(list(chart, "legendItems").isEmpty() && list(chart, "endLabels").isEmpty())
                    .as(id + " has a legend or end labels").isFalse();
            assertThat(chart.get("legendCut")).as(id + "'s legend items cut off").isEqualTo(0L);
            assertThat(list(chart, "outside")).as(id + "'s labels past its canvas").isEmpty();
            assertThat(list(chart, "overlaps")).as(id + "'s overlapping labels").isEmpty();
            assertThat(list(chart, "unplaced")).as(id + "'s labels asked for and not drawn").isEmpty();
            assertThat(list(chart, "crossed")).as(id + "'s marks named across another mark's line").isEmpty();
            assertThat((Long) chart.get("height")).as(id + "'s height").isGreaterThanOrEqualTo(width < 600 ? 280L : 320L);
        }
    }

    /**
     * No table scrolls sideways, folded or not (the measure opens the folds), and none shows the cues of one that
     * does: each shows every header cell in its box, or, on a phone, reads as cards, every cell after its column's
     * heading.
     */
    private static void noTableScrollsSideways(Map<String, Object> table, int width) {
        String id = (String) table.get("id");
        assertThat(table.get("scrolls")).as(id + " scrolls at " + width + " px, " + table.get("width") + " px in "
                + table.get("box")).isEqualTo(false);
        assertThat(table.get("fade")).as(id + " fits, and its edge fades").isEqualTo(false);
        assertThat(table.get("scrollNote")).as(id + " fits, and says scroll").isNull();
        if (Boolean.TRUE.equals(table.get("cards"))) {
            assertThat(width).as(id + " reads as cards").isLessThan(600);
            assertThat(list(table, "unlabelled")).as(id + "'s cells without their column's heading").isEmpty();
        } else {
            assertThat(table.get("cards")).as(id + " is a table at " + width + " px").isEqualTo(false);
            assertThat(list(table, "hiddenHeaders")).as(id + "'s header cells hidden").isEmpty();
        }
    }

    /**
     * The long tables, and the recovery times but the worst, fold under a line naming them: closed, the table
     * is hidden and the line shows; the page is shorter. The heights, folded and open, go to
     * the figures.
     */
    @ParameterizedTest(name = "{0} at {1} px")
    @CsvSource({"lesson, 390", "lesson, 1280", "measured, 390", "measured, 1280"})
    void theLongTablesFoldUnderALineNamingThem(String page, int width) throws IOException {
        measure(page, width);
        driver.executeScript("document.querySelectorAll('details.fold').forEach(function (d) { d.open = false; });");
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> folds = (List<Map<String, Object>>) driver.executeScript(
                "return Array.from(document.querySelectorAll('details.fold')).map(function (d) {"
                        + " var s = d.querySelector('summary').getBoundingClientRect();"
                        + " return { id: d.id, open: d.open, summary: Math.round(s.height),"
                        + " table: d.querySelector('table').checkVisibility() }; });");
        long folded = ((Number) driver.executeScript("return document.documentElement.scrollHeight;")).longValue();
        driver.executeScript("document.querySelectorAll('details.fold').forEach(function (d) { d.open = true; });");
        long open = ((Number) driver.executeScript("return document.documentElement.scrollHeight;")).longValue();
        Files.writeString(FIGURES, page + " at " + width + " px: " + folded + " px tall folded, " + open + " px open\n",
                StandardOpenOption.CREATE, StandardOpenOption.APPEND);

        assertThat(folds).extracting(f -> f.get("id")).containsAll(page.equals("lesson")
                ? List.of("matrix-fold", "regret-fold", "recovery-time-failure-fold", "state-size-fold")
                : List.of("measured-checkpoints-fold", "measured-skew-fold"));
        for (Map<String, Object> fold : folds) {
            assertThat(fold.get("open")).as(fold.get("id") + " open").isEqualTo(false);
            assertThat((Long) fold.get("summary")).as(fold.get("id") + "'s line").isGreaterThan(10L);
            assertThat(fold.get("table")).as(fold.get("id") + "'s table shown").isEqualTo(false);
        }
        assertThat(folded).as("folded against open").isLessThan(open);
    }

    /** The what-if control starts at the decision's probability (0.75 in the lesson), not the first listed (1.0). */
    @Test
    void theWhatIfStartsAtTheDecisionsProbability() throws IOException {
        measure("lesson", 1280);

        assertThat(driver.executeScript("return document.getElementById('whatif-range').value;")).isEqualTo("0.75");
        assertThat(driver.executeScript("return document.getElementById('whatif-number').value;")).isEqualTo("0.75");
        assertThat(driver.executeScript("return document.getElementById('whatif-result').textContent;"))
                .isEqualTo("At p = 0.75 the best interval is 6, expected cost 809.1 rows.");
        measure("growth", 1280);
        assertThat(driver.executeScript("return document.getElementById('whatif-number').value;"))
                .as("a decision by the worst case: the first listed").isEqualTo("1.0");
    }

    /** A scenario's page of a course links back to the course's index, which the link opens. */
    @Test
    void aScenariosPageLinksBackToTheCoursesIndex() throws IOException {
        measure("measured", 390);
        driver.findElement(By.cssSelector("header.page nav.back a")).click();

        assertThat(driver.getCurrentUrl()).isEqualTo(pages.get("lesson").getParent().getParent().resolve("index.html")
                .toUri().toString());
        assertThat(driver.findElement(By.cssSelector("h1")).getText()).isEqualTo("Checkpoint reports");
    }

    /**
     * The negative control: the same measure, on the hourly page at 390 px with the recovery chart's ticks
     * neither thinned nor turned and a label of the chart over p drawn twice, finds both overlaps and the
     * cut legend of a chart given a legend too long for it; and, at 1280 px, a table made wider than its box
     * scrolls, its header cells past the box, and, its frame unmarked, shows neither the faded edge nor the note.
     */
    @Test
    void theMeasureFindsCrowdedTicksATwiceDrawnLabelAndACutLegend() throws IOException {
        measure("hourly", 390);
        driver.executeScript("var r = Chart.getChart('chart-recovery');"
                + " r.options.scales.x.ticks.autoSkip = false; r.options.scales.x.ticks.maxRotation = 0;"
                + " r.options.plugins.legend.maxHeight = 20; r.update();"
                + " var p = Chart.getChart('chart-p'); p.$labelBoxes.push(Object.assign({}, p.$labelBoxes[0]));");
        @SuppressWarnings("unchecked")
        Map<String, Object> layout = (Map<String, Object>) driver.executeScript(script);
        Map<String, Map<String, Object>> charts = new HashMap<>();
        maps(layout, "charts").forEach(chart -> charts.put((String) chart.get("id"), chart));

        assertThat(list(charts.get("chart-recovery"), "overlaps")).as("crowded ticks")
                .anyMatch(o -> String.valueOf(o).startsWith("tick x \"03-02"));
        assertThat((Long) charts.get("chart-recovery").get("legendCut")).as("legend items cut").isGreaterThan(0L);
        assertThat(list(charts.get("chart-p"), "overlaps")).as("a label drawn twice").hasSize(1);
        measure("hourly", 1280);
        driver.executeScript("document.getElementById('recovery-time').style.minWidth = '2000px';"
                + " document.getElementById('recovery-time').closest('.table-scroll').classList.remove('scrolls');");
        @SuppressWarnings("unchecked")
        Map<String, Object> wide = (Map<String, Object>) driver.executeScript(script);
        Map<String, Object> worst = maps(wide, "tables").stream().filter(t -> t.get("id").equals("recovery-time"))
                .findFirst().orElseThrow();
        assertThat(worst.get("scrolls")).as("the worst recovery's table, made wide, scrolls").isEqualTo(true);
        assertThat(list(worst, "hiddenHeaders")).as("its header cells past the box").isNotEmpty();
        assertThat(worst.get("fade")).as("its edge, unmarked, fades").isEqualTo(false);
        assertThat(worst.get("scrollNote")).as("its note, unmarked").isNull();
    }

    private Map<String, Object> measure(String page, int width) throws IOException {
        driver.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", width, "height", height(width),
                "deviceScaleFactor", 1, "mobile", width < 600));
        Browser.consoleErrors(driver);
        Browser.openDrawn(driver, pages.get(page).toUri().toString());
        new WebDriverWait(driver, Duration.ofSeconds(20)).until(d -> "drawn".equals(driver.executeScript(
                "return document.documentElement.getAttribute('data-decision-charts');")));
        long folded = ((Number) driver.executeScript("return document.documentElement.scrollHeight;")).longValue();
        // the tables a reader unfolds are measured too
        driver.executeScript("document.querySelectorAll('details').forEach(function (d) { d.open = true; });");
        @SuppressWarnings("unchecked")
        Map<String, Object> layout = new HashMap<>((Map<String, Object>) driver.executeScript(script));
        layout.put("folded", folded);
        Files.writeString(FIGURES, figures(page, width, layout), StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        screenshot("layout-" + page + "-" + width + ".png", 0, width, height(width));
        for (Map.Entry<String, String> part : PARTS.getOrDefault(page, Map.of()).entrySet()) {
            @SuppressWarnings("unchecked")
            List<Number> box = (List<Number>) driver.executeScript("var r = document.querySelector(arguments[0])"
                    + ".getBoundingClientRect(); return [r.top + window.scrollY - 8, r.height + 16];", part.getValue());
            screenshot("layout-" + page + "-" + part.getKey() + "-" + width + ".png", box.get(0).doubleValue(), width,
                    box.get(1).doubleValue());
        }
        return layout;
    }

    /** A line per page and width: its height, its widest table and what overflowed or overlapped. */
    private static String figures(String page, int width, Map<String, Object> layout) {
        StringBuilder line = new StringBuilder(page + " at " + width + " px: " + layout.get("folded") + " px tall, "
                + layout.get("height") + " px with every fold open");
        for (Map<String, Object> table : maps(layout, "tables")) {
            line.append("; ").append(table.get("id")).append(' ').append(table.get("width")).append(" in ")
                    .append(table.get("box"));
        }
        line.append("; overflow ").append(list(layout, "overflow"));
        for (Map<String, Object> chart : maps(layout, "charts")) {
            line.append("; ").append(chart.get("id")).append(' ').append(chart.get("width")).append('x')
                    .append(chart.get("height")).append(" legend ").append(list(chart, "legendItems").size())
                    .append(" cut ").append(chart.get("legendCut")).append(" end labels ")
                    .append(list(chart, "endLabels").size()).append(" overlaps ").append(list(chart, "overlaps"))
                    .append(" outside ").append(list(chart, "outside")).append(" unplaced ")
                    .append(list(chart, "unplaced"));
        }
        return line.append('\n').toString();
    }

    /** A band of the page, the whole width from {@code top} down: the first screen, or a section. */
    private void screenshot(String name, double top, int width, double height) throws IOException {
        Map<String, Object> clip = Map.of("x", 0, "y", top, "width", width, "height", height, "scale", 1);
        Map<String, Object> shot = driver.executeCdpCommand("Page.captureScreenshot",
                Map.of("format", "png", "captureBeyondViewport", true, "clip", clip));
        Path png = ReportBrowserTest.TARGET.resolve("screenshots").resolve(name);
        Files.createDirectories(png.getParent());
        Files.write(png, Base64.getDecoder().decode((String) shot.get("data")));
        if (Boolean.getBoolean("screenshot.update") && DOCS_PICTURES.stream().anyMatch(name::startsWith)) {
            Files.createDirectories(DOCS);
            Files.copy(png, DOCS.resolve(name), StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** A phone's screen is 844 pixels tall, a laptop's window 900. */
    private static int height(int width) {
        return width < 600 ? 844 : 900;
    }

    @SuppressWarnings("unchecked")
    private static List<Object> list(Map<String, Object> map, String key) {
        return (List<Object>) map.get(key);
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> maps(Map<String, Object> map, String key) {
        return (List<Map<String, Object>>) map.get(key);
    }
}
