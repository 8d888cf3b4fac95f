package dev.checkpointreport;

import dev.checkpointreport.config.ConfigException;
import dev.checkpointreport.output.html.ReportTemplateException;
import dev.checkpointreport.pipeline.ListedScenario;
import dev.checkpointreport.pipeline.ReportPipeline;
import dev.checkpointreport.pipeline.ScenarioList;
import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.uptodate.UpToDate;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/**
 * The one pipeline, {@link ReportPipeline#run}, as the tests run it: the folder judged, every scenario run, the gate,
 * every output and the stamp, as a goal does; a request says only what a test means, the rest is a goal's default
 * ({@link ReportPipeline.Request.Builder}). A test's report is written every time, as with
 * {@code -Dcheckpoint.force}: its inputs' digest holds no plugin code, so a report kept from an earlier build could
 * be stale; a test of the up-to-date check sets {@code UpToDate.STAMPED}. In the plugin's test-jar, for the engines'
 * tests too.
 */
public final class PipelineRun {

    private PipelineRun() {
    }

    /** The request of the report of {@code scenario}, named after its file, into {@code output}. */
    public static ReportPipeline.Request.Builder request(Path scenario, Path output) {
        return ReportPipeline.Request.report(new ListedScenario(ScenarioList.name(scenario), scenario),
                output.toFile()).upToDate(UpToDate.NEVER);
    }

    /** The request of the course of {@code listed} into {@code site}. */
    public static ReportPipeline.Request.Builder course(List<ListedScenario> listed, Path site) {
        return ReportPipeline.Request.course(listed, site.toFile()).upToDate(UpToDate.NEVER);
    }

    /** Writes the report of {@code scenario} into {@code output}, and returns what its run found. */
    public static ScenarioResult report(Path scenario, Path output)
            throws ConfigException, ReportTemplateException, IOException {
        return report(request(scenario, output));
    }

    /** Runs the request of one scenario's report, and returns what its run found; a kept report fails the test. */
    public static ScenarioResult report(ReportPipeline.Request.Builder request)
            throws ConfigException, ReportTemplateException, IOException {
        ReportPipeline.Done done = run(request);
        if (done.written().size() != 1) {
            throw new AssertionError("expected one scenario written, found " + done.written().size());
        }
        return done.written().get(0).result();
    }

    /** Runs {@code request}; a warning, where a test expects none, fails it. */
    public static ReportPipeline.Done run(ReportPipeline.Request.Builder request)
            throws ConfigException, ReportTemplateException, IOException {
        return run(request, PipelineRun::unexpected);
    }

    /** Runs {@code request}, handing what the goal would log as a warning to {@code warn}. */
    public static ReportPipeline.Done run(ReportPipeline.Request.Builder request, Consumer<String> warn)
            throws ConfigException, ReportTemplateException, IOException {
        return ReportPipeline.run(request.build(), line -> { }, warn);
    }

    /** A warning where a test expects none: files put into the folder while it was written. */
    public static void unexpected(String warning) {
        throw new AssertionError("unexpected warning: " + warning);
    }
}
