package dev.checkpointreport.maven;

import dev.checkpointreport.pipeline.ListedScenario;
import dev.checkpointreport.pipeline.ScenarioList;
import dev.checkpointreport.pipeline.ScenarioListException;
import java.io.File;
import java.util.List;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * The goals that read one project's scenarios, the build's {@code checkpoint-report} and the {@code report} of
 * {@code mvn site}: one {@code config}, a single report, or {@code scenarios}, a course.
 */
public abstract class AbstractScenarioMojo extends AbstractCheckpointMojo {

    /** The YAML scenario: source, failure, checkpoint intervals, workers and an optional decision. */
    @Parameter(property = "checkpoint.config", defaultValue = "${project.basedir}/" + DefaultConfig.FILE_NAME)
    protected File config;

    /**
     * Several scenarios, one course: files or glob patterns relative to the project's folder, such as
     * {@code scenarios/*.yml}. Each scenario's report is written to {@code <outputDirectory>/<file name
     * without .yml>/}, and the folder's root gets {@code index.html} and {@code index.json}, a card per
     * scenario. When given, {@code config} is not read. A pattern that matches no file, or two scenarios of
     * the same file name, fail the build. Give it in the plugin's {@code <configuration>}: one inside an
     * {@code <execution>} applies only when that execution runs, not to {@code mvn checkpoint:checkpoint-report}.
     */
    @Parameter(property = "checkpoint.scenarios")
    protected List<String> scenarios;

    /** The project's folder; outside a project, the folder the goal runs in. */
    @Parameter(defaultValue = "${basedir}", readonly = true, required = true)
    protected File basedir;

    /** Whether {@code scenarios} makes this run a course. */
    protected boolean course() {
        return scenarios != null && !scenarios.isEmpty();
    }

    /** The listed scenarios of a course. */
    protected List<ListedScenario> listed() throws MojoFailureException {
        try {
            return ScenarioList.resolve(basedir.toPath(), scenarios);
        } catch (ScenarioListException e) {
            throw CoreFailures.failure(e.getMessage(), e);
        }
    }

    /** The one scenario of a single report. */
    protected static List<ListedScenario> single(File configFile) {
        return List.of(new ListedScenario(ScenarioList.name(configFile.toPath()), configFile.toPath()));
    }
}
