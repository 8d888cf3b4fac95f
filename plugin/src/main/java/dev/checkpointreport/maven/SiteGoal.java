package dev.checkpointreport.maven;

import dev.checkpointreport.report.html.RenderLimits;
import dev.checkpointreport.report.markdown.StepSummary;
import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.run.ScenarioRun;
import dev.checkpointreport.site.ListedScenario;
import dev.checkpointreport.site.SiteScenario;
import dev.checkpointreport.site.SiteWriter;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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

    /**
     * @param basedir the folder the scenario files are named relative to
     */
    void write(List<ListedScenario> listed, File output, File basedir, File templateDirectory)
            throws MojoExecutionException, MojoFailureException {
        Path base = basedir.toPath();
        Path templates = templateDirectory == null ? null : templateDirectory.toPath();
        List<Path> files = listed.stream().map(ListedScenario::file).toList();
        List<SiteScenario> scenarios = new ArrayList<>();
        Path index = Guarded.run(output.toPath(), () -> {
            SiteWriter writer = SiteWriter.open(output.toPath(), base, files, templates, RenderLimits.DEFAULT);
            for (ListedScenario scenario : listed) {
                scenarios.add(new SiteScenario(scenario.name(), scenario.file(), ScenarioRun.of(scenario.file())));
            }
            return writer.write(scenarios, base);
        });
        log.info("Checkpoint site of " + scenarios.size() + (scenarios.size() == 1 ? " scenario" : " scenarios")
                + " written to " + index);
        Map<String, ScenarioResult> results = new LinkedHashMap<>();
        scenarios.forEach(s -> results.put(s.shownFile(base), s.result()));
        GitHubStepSummary.append(log, results.entrySet().stream()
                .map(s -> new StepSummary.Entry(s.getKey(), s.getValue())).toList());
        new Gate(log, failOnSuboptimal).checkAll(results);
    }
}
