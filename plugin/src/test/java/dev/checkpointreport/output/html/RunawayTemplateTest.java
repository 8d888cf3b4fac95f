package dev.checkpointreport.output.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.checkpointreport.PipelineRun;
import dev.checkpointreport.Reports;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * A course's template that recurses without end, loops for ever or writes without end stops at its
 * {@link RenderLimits} with one line naming its file, line and column, and the last report stays as it
 * was. The tests lower the time limit to 1 s, well inside their 10 s guard.
 */
@Isolated("asserts that none of the plugin's threads is alive, which any other test running the plugin starts")
class RunawayTemplateTest {
    private static final String RECURSIVE_MACRO = "<#macro deeper n><span>${n}</span><@deeper n + 1/></#macro>\n"
            + "<section><@deeper 1/></section>\n";
    private static final RenderLimits ONE_SECOND = new RenderLimits(Duration.ofSeconds(1), 64L << 20, 1_000);
    private static final RenderLimits ONE_MEBIBYTE = new RenderLimits(Duration.ofSeconds(5), 1L << 20, 1_000);

    @TempDir
    Path folder;
    private LastGoodReport lastGood;

    @BeforeEach
    void writeTheLastGoodReport() throws IOException {
        lastGood = new LastGoodReport(folder);
    }

    @Test
    void aMacroThatCallsItselfStopsAtTheDepthLimitBeforeTheStackRunsOut() throws IOException {
        Path summary = summary(RECURSIVE_MACRO);
        lastGood.assertRefused(RenderLimits.DEFAULT, summary + ", line 1, column 35: instructions nest deeper than 1000"
                + " levels, the limit; a macro or function that calls itself needs a condition that ends the calls");
    }

    @Test
    void withoutADepthLimitTheStackRunsOutAndStillEndsInOneLineAtTheCall() throws IOException {
        Path summary = summary(RECURSIVE_MACRO);
        RenderLimits noDepthLimit = new RenderLimits(Duration.ofSeconds(5), 64L << 20, Integer.MAX_VALUE);
        lastGood.assertRefused(noDepthLimit, summary + ", line 1, column 35: the templates call themselves deeper than the"
                + " renderer's stack holds; a macro or function that calls itself needs a condition that ends the"
                + " calls");
    }

    @Test
    void aFunctionThatCallsItselfStopsAtTheDepthLimit() throws IOException {
        Path summary = summary("<#function deeper n>\n  <#return deeper(n + 1)>\n</#function>\n"
                + "<section>${deeper(1)}</section>\n");
        lastGood.assertRefused(RenderLimits.DEFAULT, summary + ", line 2, column 3: instructions nest deeper than 1000"
                + " levels, the limit; a macro or function that calls itself needs a condition that ends the calls");
    }

    @Test
    void aLoopThatWritesNothingStopsAtTheTimeLimitAndNoThreadOutlivesTheBuild() throws IOException {
        Path summary = summary("<section>\n<#list 1..2000000000 as i></#list>\n</section>\n");
        lastGood.assertRefused(ONE_SECOND, summary + ", line 2, column 1: rendering took longer than 1 s, the limit for the"
                + " page; a loop here runs too long or never ends");
        assertThat(pluginThreads()).isEmpty();
    }

    @Test
    void nestedLoopsStopAtTheTimeLimitInTheInnerOne() throws IOException {
        Path summary = summary("<section>\n<#list 1..100000 as i>\n  <#list 1..100000 as j></#list>\n</#list>\n"
                + "</section>\n");
        lastGood.assertRefused(ONE_SECOND, summary + ", line 3, column 3: rendering took longer than 1 s, the limit for the"
                + " page; a loop here runs too long or never ends");
    }

    @Test
    void aLoopThatWritesWithoutEndStopsAtTheSizeLimit() throws IOException {
        Path summary = summary("<section>\n<#list 1..2000000000 as i><p>${i}</p></#list>\n</section>\n");
        // the page overflows at one of the loop body's three instructions, <p>, ${i} or </p>: which one depends
        // on how long the built-in part of the page is
        lastGood.assertRefusedMatching(ONE_MEBIBYTE, Pattern.quote("Report template " + summary + ", line 2, column ") + "(27|30|34)"
                + Pattern.quote(": the page grew past 1,048,576 characters, the limit; a loop or a value written here"
                + " is more than a page can hold"));
    }

    @Test
    void theBuiltInTemplatesWithTheRecoverySectionsRenderWithinFortyLevelsAndOneMebibyte() throws IOException {
        Path withTiming = Reports.write(folder.resolve("timing"), Reports.timingYaml(), null);
        RenderLimits tight = new RenderLimits(Duration.ofSeconds(5), 1L << 20, 40);
        Path written = folder.resolve("tight");
        assertTimeoutPreemptively(Duration.ofSeconds(10), () ->
                PipelineRun.report(PipelineRun.request(folder.resolve("timing/checkpoint-report.yml"), written)
                        .limits(tight)));
        assertThat(LastGoodReport.written(written)).isEqualTo(LastGoodReport.written(withTiming));
    }

    @Test
    void aStringThatDoublesStopsAtThePagesLimitAtTheAssignment() throws IOException {
        Path summary = summary("<section>\n<#assign s = \"x\">\n<#list 1..40 as i><#assign s = s + s></#list>\n${s}\n"
                + "</section>\n");
        lastGood.assertRefused(RenderLimits.DEFAULT, summary + ", line 3, column 19: a value grew past 67,108,864"
                + " characters, the limit of the page; a string built here would be longer than a page can hold");
        // one of several assignments in one directive, and a global
        summary("<section>\n<#global s = \"x\">\n<#list 1..40 as i><#global n = i s = s + s></#list>\n${s}\n"
                + "</section>\n");
        lastGood.assertRefused(RenderLimits.DEFAULT, summary + ", line 3, column 34: a value grew past 67,108,864"
                + " characters, the limit of the page; a string built here would be longer than a page can hold");
    }

    @Test
    void aLocalStringThatGrowsStopsAtThePagesLimit() throws IOException {
        Path summary = summary("<#macro grow><#local s = \"x\"><#list 1..40 as i>\n<#local s = s + s></#list></#macro>\n"
                + "<section><@grow/></section>\n");
        lastGood.assertRefused(RenderLimits.DEFAULT, summary + ", line 2, column 1: a value grew past 67,108,864"
                + " characters, the limit of the page; a string built here would be longer than a page can hold");
    }

    @Test
    void aCapturedLoopStopsAtThePagesLimit() throws IOException {
        Path summary = summary("<#assign s>\n<#list 1..2000000000 as i>0123456789</#list>\n</#assign>\n");
        lastGood.assertRefused(ONE_MEBIBYTE, summary + ", line 2, column 1: a value grew past 1,048,576"
                + " characters, the limit of the page; a string built here would be longer than a page can hold");
    }

    /*
     * FreeMarker makes a padded or joined string whole before anything can look at it: its public API has no hook
     * inside a built-in. The page's writer refuses it as it is written, at the interpolation. The numbers are those
     * of a cheap test; ""?left_pad(2000000000) takes the same path on a heap that holds 4 GB, and ends in the line
     * of a built-in that asked for more memory than the build has on one that does not.
     */

    @Test
    void paddingPastThePagesLimitStopsAtTheInterpolationThatWritesIt() throws IOException {
        Path summary = summary("<section>\n${\"\"?left_pad(2000000)}\n</section>\n");
        lastGood.assertRefused(ONE_MEBIBYTE, summary + ", line 2, column 1: the page grew past 1,048,576 characters,"
                + " the limit; a loop or a value written here is more than a page can hold");
        summary("<section>\n${\"\"?right_pad(2000000, \"-\")}\n</section>\n");
        lastGood.assertRefused(ONE_MEBIBYTE, summary + ", line 2, column 1: the page grew past 1,048,576 characters,"
                + " the limit; a loop or a value written here is more than a page can hold");
    }

    @Test
    void joiningAHugeRangeStopsAtTheInterpolationThatWritesIt() throws IOException {
        Path summary = summary("<section>\n<p>${(1..2000000)?join(\",\")}</p>\n</section>\n");
        lastGood.assertRefused(ONE_MEBIBYTE, summary + ", line 2, column 4: the page grew past 1,048,576 characters,"
                + " the limit; a loop or a value written here is more than a page can hold");
    }

    @Test
    void aBuiltInThatAsksForAnArrayNoJavaHeapHoldsEndsInOneLineAtItsPlace() throws IOException {
        // ?sort copies the range into a list of 2,147,483,647 items, past the largest array Java makes at any heap
        Path summary = summary("<section>\n<p>${(1..2147483647)?sort?size}</p>\n</section>\n");
        lastGood.assertRefused(RenderLimits.DEFAULT, summary + ", line 2, column 4: rendering asked for more memory than"
                + " the build has; a built-in here makes a value far larger than a page of 67,108,864 characters");
        assertThat(pluginThreads()).isEmpty();
    }

    @Test
    void anEndlessLoopThatInterpretMakesStopsAtTheTimeLimitAndItsThreadEnds() throws IOException {
        // a string ?interpret makes never passes the template loader, so its loops get no call at each pass: the
        // guard sees a pass only by an instruction of the loop's own, here the assignment; with an empty body the
        // inner loop would be seen only as it ends, after 30 s a billion passes take
        Path summary = summary("<section>\n<#assign endless = \"<#list 1..999999999 as i><#list 1..999999999 as j>"
                + "<#assign last = j></#list></#list>\">\n<@endless?interpret/>\n</section>\n");
        lastGood.assertRefused(ONE_SECOND, summary + ", line 3, column 1: rendering took longer than 1 s, the limit for the"
                + " page; a loop here runs too long or never ends");
        assertThat(pluginThreads()).isEmpty();
    }

    /**
     * The plugin's threads still alive, looked at at once: the goal has ended, and the renderer's close waited for
     * its threads, so a thread here outlived the build.
     */
    static List<Thread> pluginThreads() {
        List<Thread> alive = new ArrayList<>();
        for (Thread thread : Thread.getAllStackTraces().keySet()) {
            if (thread.getName().startsWith("checkpoint-report") && thread.isAlive()) {
                alive.add(thread);
            }
        }
        return alive;
    }

    private Path summary(String template) throws IOException {
        Path summary = lastGood.templates.resolve("summary.ftlh");
        Files.writeString(summary, template, StandardCharsets.UTF_8);
        return summary;
    }
}
