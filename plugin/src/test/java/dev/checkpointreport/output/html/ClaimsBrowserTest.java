package dev.checkpointreport.output.html;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.Reports;
import dev.checkpointreport.folder.AtomicDirectory;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The claims section in headless Chromium, on the lesson with one claim made false: a reader sees each
 * verdict as a word, the false one in its own colour beside it, axe finds no serious violation, and a
 * phone never scrolls the page sideways.
 */
@BrowserTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ClaimsBrowserTest {
    private Path report;
    private ChromeDriver driver;

    @BeforeAll
    void start(ChromeDriver chromium) throws IOException {
        Path folder = ReportBrowserTest.TARGET.resolve("browser-report-claims").toAbsolutePath();
        AtomicDirectory.deleteTree(folder);
        report = Reports.write(folder, Lesson.yamlWithClaims().replace("11/12", "11/13"), null);
        driver = chromium;
    }

    private void open(String url) {
        Browser.consoleErrors(driver);
        Browser.openDrawn(driver, url);
    }

    @Test
    void eachVerdictIsAWordAndTheFalseOneHasItsOwnColour() {
        driver.manage().window().setSize(new Dimension(1280, 900));
        open(report.toUri() + "index.html");

        List<WebElement> marks = driver.findElements(By.cssSelector("#claims-table td.mark"));
        assertThat(marks).hasSize(29);
        assertThat(marks.get(24).getText()).isEqualTo("✗ false");
        assertThat(marks.get(23).getText()).isEqualTo("✓ true");
        assertThat(marks.get(24).getCssValue("color")).isNotEqualTo(marks.get(23).getCssValue("color"));
        assertThat(driver.findElement(By.id("claims-finding")).isDisplayed()).isTrue();
        assertThat(Browser.consoleErrors(driver)).isEmpty();
    }

    @Test
    void axeFindsNoSeriousOrCriticalViolationInTheClaims() throws IOException {
        driver.manage().window().setSize(new Dimension(1280, 900));
        try (ReportServer server = new ReportServer(report)) {
            open(server.url());
            assertThat(Browser.seriousAxeViolations(driver)).isEmpty();
        }
    }

    @Test
    void onA390PixelPhoneTheClaimsNeverScrollThePageSideways() {
        driver.manage().window().setSize(new Dimension(390, 844));
        open(report.toUri() + "index.html");

        assertThat((Boolean) driver.executeScript("return document.documentElement.scrollWidth"
                + " > document.documentElement.clientWidth;")).isFalse();
        assertThat(driver.findElement(By.cssSelector("#claims .table-wrap")).getSize().getWidth()).isLessThanOrEqualTo(390);
    }
}
