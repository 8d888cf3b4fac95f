package dev.checkpointreport.output.html;

import static org.assertj.core.api.Assertions.assertThat;

import com.deque.html.axecore.results.Results;
import com.deque.html.axecore.selenium.AxeBuilder;
import java.time.Duration;
import java.util.List;
import java.util.logging.Level;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.WebDriverWait;

/** What the browser tests ask of a page in {@link Chromium}'s browser: drawn charts, console errors, links, axe. */
final class Browser {
    private Browser() {
    }

    /** Opens the report at {@code url} and waits until its charts, and its recovery charts if any, are drawn. */
    static void openDrawn(ChromeDriver driver, String url) {
        driver.get(url);
        new WebDriverWait(driver, Duration.ofSeconds(20)).until(d -> "drawn".equals(
                driver.executeScript("return document.documentElement.getAttribute('data-charts');")));
        new WebDriverWait(driver, Duration.ofSeconds(20)).until(d -> (Boolean) driver.executeScript(
                "return !document.querySelector('script[src=\"assets/recovery.js\"]')"
                        + " || document.documentElement.getAttribute('data-recovery-charts') === 'drawn';"));
    }

    /** The console's errors since the last call (the call drains them), such as a script that threw or a file that did not load. */
    static List<String> consoleErrors(ChromeDriver driver) {
        return driver.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue())
                .map(LogEntry::getMessage).toList();
    }

    /** Pixels of a canvas that something was drawn on (alpha above 0). */
    static long paintedPixels(ChromeDriver driver, String canvasId) {
        Object count = ((JavascriptExecutor) driver).executeScript(
                "var c = document.getElementById(arguments[0]);"
                        + "var d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;"
                        + "var n = 0; for (var i = 3; i < d.length; i += 4) { if (d[i] > 0) { n++; } } return n;",
                canvasId);
        return ((Number) count).longValue();
    }

    /** Every URL the page links to or loads, as the browser resolved it. */
    @SuppressWarnings("unchecked")
    static List<String> linkedUrls(ChromeDriver driver) {
        return (List<String>) ((JavascriptExecutor) driver).executeScript(
                "return Array.from(document.querySelectorAll('[src], [href]'))"
                        + ".map(function (e) { return e.src || e.href; });");
    }

    @SuppressWarnings("unchecked")
    static List<String> resourceUrls(ChromeDriver driver) {
        return (List<String>) ((JavascriptExecutor) driver).executeScript(
                "return performance.getEntriesByType('resource').map(function (e) { return e.name; })"
                        + ".concat(performance.getEntriesByType('navigation').map(function (e) { return e.name; }));");
    }

    /** axe's serious and critical violations on the open page, each with its rule and where; axe must have run. */
    static List<String> seriousAxeViolations(ChromeDriver driver) {
        Results results = new AxeBuilder().analyze(driver);
        assertThat(results.getPasses()).as("axe ran its rules").isNotEmpty();
        return results.getViolations().stream()
                .filter(rule -> "serious".equals(rule.getImpact()) || "critical".equals(rule.getImpact()))
                .map(rule -> rule.getId() + " (" + rule.getImpact() + "): " + rule.getHelp() + " at "
                        + rule.getNodes().stream().map(n -> String.valueOf(n.getTarget())).toList())
                .toList();
    }
}
