package dev.checkpointreport.output.html;

import static org.assertj.core.api.Assertions.assertThat;

import com.deque.html.axecore.results.Results;
import com.deque.html.axecore.selenium.AxeBuilder;
import dev.checkpointreport.Sites;
import dev.checkpointreport.folder.AtomicDirectory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The course site's index in headless Chromium: it opens from {@code file://} and from a sub-path over
 * HTTP asking for nothing outside the site, each card's link opens its report with its charts drawn, axe
 * finds no serious violation, and a phone never scrolls it sideways.
 */
@BrowserTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SiteBrowserTest {
    private Path site;
    private ChromeDriver driver;

    @BeforeAll
    void start(ChromeDriver chromium) throws IOException {
        Path project = ReportBrowserTest.TARGET.resolve("browser-site").toAbsolutePath();
        AtomicDirectory.deleteTree(project);
        site = Sites.lessonAndTight(project);
        driver = chromium;
    }

    @Test
    void opensFromAFileUrlStyledWithEveryLinkInsideTheSite() {
        String siteUrl = site.toUri().toString();
        open(siteUrl + "index.html");

        assertThat(Browser.consoleErrors(driver)).isEmpty();
        assertThat(driver.findElements(By.cssSelector("li.card"))).hasSize(2);
        assertThat(driver.findElement(By.cssSelector("li.card")).getCssValue("border-top-style")).isEqualTo("solid");
        assertThat(Browser.linkedUrls(driver)).containsExactlyInAnyOrder("data:,", siteUrl + "assets/report.css",
                siteUrl + "lesson/index.html", siteUrl + "lesson/index.html", siteUrl + "tight/index.html",
                siteUrl + "tight/index.html", siteUrl + "index.json");
    }

    @Test
    void eachCardsLinkOpensItsReportWithItsChartsDrawnOverHttp() throws IOException {
        try (ReportServer server = new ReportServer(site)) {
            for (String name : List.of("lesson", "tight")) {
                open(server.url());
                driver.findElement(By.cssSelector("a[href='" + name + "/index.html']")).click();
                new WebDriverWait(driver, Duration.ofSeconds(20)).until(d -> "drawn".equals(
                        driver.executeScript("return document.documentElement.getAttribute('data-charts');")));

                assertThat(driver.getCurrentUrl()).isEqualTo(server.url() + name + "/index.html");
                assertThat(Browser.consoleErrors(driver)).isEmpty();
                assertThat(Browser.paintedPixels(driver, "chart-expected")).isGreaterThan(5_000);
            }
            assertThat(server.requested()).contains(ReportServer.SUB_PATH, ReportServer.SUB_PATH + "assets/report.css",
                    ReportServer.SUB_PATH + "assets/recovery.js")
                    .allMatch(path -> path.startsWith(ReportServer.SUB_PATH));
        }
    }

    @Test
    void axeFindsNoSeriousOrCriticalViolationOnTheIndex() throws IOException {
        assertNoSeriousAxeViolation(site, "");
    }

    /** The example course's site: its index, and its four reports with their charts drawn, pass axe. */
    @Test
    void theExampleCoursesIndexAndItsFourReportsPassAxeWithTheirChartsDrawn() throws IOException {
        Path project = ReportBrowserTest.TARGET.resolve("browser-example").toAbsolutePath();
        AtomicDirectory.deleteTree(project);
        Path example = Sites.exampleCourse(project);
        assertNoSeriousAxeViolation(example, "");
        assertThat(Files.readString(example.resolve("index.html"))).contains("<p class=\"lead\">8 scenarios; none fails its gates.");
        for (String name : List.of("lesson", "growth", "hot-key", "measured", "prometheus", "spark", "weeks",
                "kafka-streams")) {
            assertNoSeriousAxeViolation(example, name + "/index.html");
            assertThat(Browser.consoleErrors(driver)).as(name).isEmpty();
            assertThat(Browser.paintedPixels(driver, "chart-expected")).as(name).isGreaterThan(5_000);
        }
    }

    private void assertNoSeriousAxeViolation(Path folder, String page) throws IOException {
        Results results;
        try (ReportServer server = new ReportServer(folder)) {
            open(server.url() + page);
            if (!page.isEmpty()) {
                new WebDriverWait(driver, Duration.ofSeconds(20)).until(d -> "drawn".equals(
                        driver.executeScript("return document.documentElement.getAttribute('data-charts');")));
            }
            results = new AxeBuilder().analyze(driver);
        }
        List<String> serious = results.getViolations().stream()
                .filter(rule -> "serious".equals(rule.getImpact()) || "critical".equals(rule.getImpact()))
                .map(rule -> rule.getId() + ": " + rule.getHelp()).toList();
        assertThat(serious).isEmpty();
        assertThat(results.getPasses()).as("axe ran its rules").isNotEmpty();
    }

    @Test
    void onA390PixelPhoneTheIndexNeverScrollsSideways() {
        driver.manage().window().setSize(new Dimension(390, 844));
        try {
            open(site.toUri() + "index.html");
            assertThat(((Number) driver.executeScript("return window.innerWidth;")).intValue()).isLessThanOrEqualTo(400);
            assertThat((Boolean) driver.executeScript(
                    "return document.documentElement.scrollWidth > document.documentElement.clientWidth;")).isFalse();
        } finally {
            driver.manage().window().setSize(new Dimension(1280, 900));
        }
    }

    private void open(String url) {
        Browser.consoleErrors(driver);
        driver.get(url);
        new WebDriverWait(driver, Duration.ofSeconds(20)).until(d -> "complete".equals(
                driver.executeScript("return document.readyState;")));
    }
}
