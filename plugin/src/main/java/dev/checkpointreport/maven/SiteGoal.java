package dev.checkpointreport.maven;

import dev.checkpointreport.config.ConfigException;
import dev.checkpointreport.config.DataFiles;
import dev.checkpointreport.report.GateOutcome;
import dev.checkpointreport.report.ReportStamp;
import dev.checkpointreport.report.html.HtmlReport;
import dev.checkpointreport.report.html.RenderLimits;
import dev.checkpointreport.report.html.ReportTemplateException;
import dev.checkpointreport.report.markdown.StepSummary;
import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.run.ScenarioRun;
import dev.checkpointreport.site.InParallel;
import dev.checkpointreport.site.ListedScenario;
import dev.checkpointreport.site.SitePage;
import dev.checkpointreport.site.SiteScenario;
import dev.checkpointreport.site.SiteWriter;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.Log;

/**
 * A course site, as both goals write it: every scenario read and run first (one that cannot be read fails
 * the build and nothing is written), then the site written in one step, then the gate on every scenario,
 * failing once with a line per failing scenario.
 */
final class SiteGoal {
    private final Log log;
    private final boolean failOnSuboptimal;

    SiteGoal(Log log, boolean failOnSuboptimal) {
        this.log = log;
        this.failOnSuboptimal = failOnSuboptimal;
    }

    /** Writes the site, with no stamp: the next run writes it again. */
    void write(List<ListedScenario> listed, File output, File basedir, File templateDirectory)
            throws MojoExecutionException, MojoFailureException {
        write(listed, output, basedir, templateDirectory, null, true);
    }

    /**
     * Writes the site, or keeps it when it was made from the {@code inputs}: then no file is touched and the
     * gate says again what it said of it. The step summary needs the scenarios' results, so it is appended only
     * when the site is written.
     *
     * @param basedir the folder the scenario files are named relative to
     * @param inputs makes the digest of the site's inputs ({@link ReportInputs#siteDigest}), kept at its root,
     *     before any scenario is read; {@code null} to keep none
     * @param force writes the site even when it is up to date
     */
    void write(List<ListedScenario> listed, File output, File basedir, File templateDirectory, Supplier<String> inputs,
            boolean force) throws MojoExecutionException, MojoFailureException {
        Path base = basedir.toPath();
        Path templates = templateDirectory == null ? null : templateDirectory.toPath();
        List<Path> files = listed.stream().map(ListedScenario::file).toList();
        List<Path> data = files.stream().flatMap(file -> DataFiles.named(file).stream()).toList();
        GateOutcome outcome = Guarded.run(output.toPath(), () -> {
            SiteWriter writer = SiteWriter.open(output.toPath(), base, files, data, templates, RenderLimits.DEFAULT);
            boolean mayBeKept = !force && inputs != null && writer.stamped();
            String digest = mayBeKept ? inputs.get() : null;
            Optional<GateOutcome> kept = mayBeKept ? writer.upToDate(digest, listed) : Optional.empty();
            if (kept.isPresent()) {
                log.info("Checkpoint site " + writer.index() + " is up to date: its " + count(listed.size())
                        + ", templates, parameters and plugin are unchanged (-Dcheckpoint.force=true writes it again).");
                return kept.get();
            }
            // A site with no stamp to keep starts loading FreeMarker before the inputs' digest is made.
            try (HtmlReport html = writer.prepare()) {
                return written(listed, writer, html, base, templates,
                        digest != null || inputs == null ? digest : inputs.get());
            }
        });
        GateLog.say(outcome, log);
    }

    private GateOutcome written(List<ListedScenario> listed, SiteWriter writer, HtmlReport html, Path base,
            Path templates, String digest) throws ConfigException, ReportTemplateException, IOException {
        List<SitePage> pages = InParallel.map(listed, scenario -> SitePage.render(html,
                new SiteScenario(scenario.name(), scenario.file(), ScenarioRun.of(scenario.file(), base))));
        Map<String, ScenarioResult> results = new LinkedHashMap<>();
        pages.forEach(p -> results.put(p.scenario().shownFile(base), p.scenario().result()));
        GateOutcome judged = GateOutcome.of(pages.stream().map(p -> new GateOutcome.Judged(p.scenario().name(),
                p.scenario().result().verdict())).toList(), failOnSuboptimal, GateLog.NOT_FAILING);
        Path index = writer.write(html, pages, base, digest == null ? null : new ReportStamp(digest, judged));
        log.info("Checkpoint site of " + count(pages.size()) + " written to " + index);
        GitHubStepSummary.append(log, results.entrySet().stream()
                .map(s -> new StepSummary.Entry(s.getKey(), s.getValue())).toList(),
                listed.stream().map(ListedScenario::file).toList(), templates);
        return judged;
    }

    private static String count(int scenarios) {
        return scenarios + (scenarios == 1 ? " scenario" : " scenarios");
    }
}
