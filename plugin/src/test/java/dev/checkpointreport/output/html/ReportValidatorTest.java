package dev.checkpointreport.output.html;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Histories;
import dev.checkpointreport.HotKey;
import dev.checkpointreport.HourlyEvents;
import dev.checkpointreport.Lesson;
import dev.checkpointreport.Reports;
import dev.checkpointreport.Sites;
import dev.checkpointreport.output.html.PageOutput;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import nu.validator.validation.SimpleDocumentValidator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xml.sax.ErrorHandler;
import org.xml.sax.SAXParseException;

/** The Nu Html Checker, run in-process on the generated page, reports no error. */
class ReportValidatorTest {
    private static final String HTML_SCHEMA = "http://s.validator.nu/html5-all.rnc";

    @TempDir
    Path folder;

    @Test
    void theLessonsPageHasNoHtmlError() throws Exception {
        assertNoHtmlError(Reports.lesson(folder.resolve("lesson")).resolve(PageOutput.INDEX_HTML));
    }

    @Test
    void thePageWithTheRecoveryInTimeHasNoHtmlError() throws Exception {
        assertNoHtmlError(Reports.write(folder.resolve("timing"), Reports.timingYaml(), null)
                .resolve(PageOutput.INDEX_HTML));
    }

    @Test
    void thePageWithTheAnalyticOptimumHasNoHtmlError() throws Exception {
        assertNoHtmlError(Reports.write(folder.resolve("optimum"), Reports.optimumYaml(), null)
                .resolve(PageOutput.INDEX_HTML));
    }

    @Test
    void thePageOfAJobThatNeverCatchesUpHasNoHtmlError() throws Exception {
        assertNoHtmlError(Reports.write(folder.resolve("ceiling"), Reports.timingYaml("capacity: 1.5 ",
                "capacity: 1.0 ", "workers: 4", "workers: 1"), null).resolve(PageOutput.INDEX_HTML));
    }

    @Test
    void thePageOfAHotKeyEventsFileHasNoHtmlError() throws Exception {
        assertNoHtmlError(HotKey.report(folder.resolve("hot-key")).resolve(PageOutput.INDEX_HTML));
    }

    @Test
    void thePageOfEventsBucketedByTimeHasNoHtmlError() throws Exception {
        assertNoHtmlError(HourlyEvents.report(folder.resolve("hourly"), "").resolve(PageOutput.INDEX_HTML));
    }

    @Test
    void thePageWithTheLessonsClaimsOneOfThemFalseHasNoHtmlError() throws Exception {
        assertNoHtmlError(Reports.write(folder.resolve("claims"), Lesson.yamlWithClaims().replace("11/12", "11/13"),
                null).resolve(PageOutput.INDEX_HTML));
    }

    @Test
    void thePageWithMeasuredCheckpointsHasNoHtmlError() throws Exception {
        assertNoHtmlError(dev.checkpointreport.Reports.measured(folder.resolve("measured"))
                .resolve(PageOutput.INDEX_HTML));
    }

    @Test
    void theSiteIndexHasNoHtmlError() throws Exception {
        assertNoHtmlError(Sites.lessonAndTight(folder.resolve("course")).resolve(PageOutput.INDEX_HTML));
    }

    @Test
    void anIndexThatDrawsItsHistoryAcrossBuildsHasNoHtmlError() throws Exception {
        assertNoHtmlError(Histories.threeBuilds(folder.resolve("history")).resolve(PageOutput.INDEX_HTML));
    }

    @Test
    void anAggregatesIndexOfModuleGroupsHasNoHtmlError() throws Exception {
        assertNoHtmlError(Sites.twoModules(folder.resolve("modules")).resolve(PageOutput.INDEX_HTML));
    }

    @Test
    void theExampleCoursesIndexAndItsFourReportsHaveNoHtmlError() throws Exception {
        Path site = Sites.exampleCourse(folder.resolve("example"));
        for (String page : List.of("index.html", "lesson/index.html", "growth/index.html", "hot-key/index.html",
                "measured/index.html", "spark/index.html")) {
            assertThat(htmlErrors(site.resolve(page))).as(page).isEmpty();
        }
    }

    /**
     * The negative control: the same checker, run the same way, on the lesson's page with two known
     * mistakes put in. Were the checker bypassed or its errors dropped, this test would fail.
     */
    @Test
    void aPageWithADuplicateIdAndAStrayEndTagHasThoseErrors() throws Exception {
        Path page = Reports.lesson(folder.resolve("broken")).resolve(PageOutput.INDEX_HTML);
        String html = Files.readString(page);
        Files.writeString(page, html.replaceFirst("<main([^>]*)>", "<main$1><p id=\"twice\">a</p><p id=\"twice\">b</p></span>"));

        List<String> errors = htmlErrors(page);

        assertThat(errors).anyMatch(e -> e.contains("Duplicate ID \u201ctwice\u201d"));
        assertThat(errors).anyMatch(e -> e.contains("Stray end tag \u201cspan\u201d"));
    }

    private static void assertNoHtmlError(Path page) throws Exception {
        assertThat(htmlErrors(page)).isEmpty();
    }

    private static List<String> htmlErrors(Path page) throws Exception {
        Messages messages = new Messages();
        SimpleDocumentValidator validator = new SimpleDocumentValidator(true, false, false);
        validator.setUpMainSchema(HTML_SCHEMA, messages);
        validator.setUpValidatorAndParsers(messages, true, false);
        validator.checkHtmlFile(page.toFile(), true);
        return messages.errors;
    }

    /** Collects the checker's errors, fatal ones included, with their line and column. */
    private static final class Messages implements ErrorHandler {
        final List<String> errors = new ArrayList<>();

        @Override
        public void warning(SAXParseException e) {
            // warnings (such as a suggestion) are no error
        }

        @Override
        public void error(SAXParseException e) {
            errors.add(e.getLineNumber() + ":" + e.getColumnNumber() + ": " + e.getMessage());
        }

        @Override
        public void fatalError(SAXParseException e) {
            errors.add("fatal " + e.getLineNumber() + ":" + e.getColumnNumber() + ": " + e.getMessage());
        }
    }
}
