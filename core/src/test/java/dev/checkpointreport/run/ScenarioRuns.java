package dev.checkpointreport.run;

import dev.checkpointreport.config.ComposedScenario;
import dev.checkpointreport.config.ConfigException;
import java.nio.file.Path;

/**
 * What only tests ask of {@link ScenarioRun}: a scenario's data files read without running it, and a run whose
 * verdict names the file relative to a project. In the core's test-jar, for the plugin's tests too.
 */
public final class ScenarioRuns {

    private ScenarioRuns() {
    }

    /** Reads {@code scenario} and the data files it names: its configuration, source counts and measured files. */
    public static ScenarioData load(Path scenario) throws ConfigException {
        return ScenarioRun.load(ComposedScenario.read(scenario));
    }

    /** Reads {@code scenario} and runs it, the verdict naming its file relative to {@code project}, as goals do. */
    public static ScenarioResult of(Path scenario, Path project) throws ConfigException {
        return ScenarioRun.of(ComposedScenario.read(scenario), project);
    }
}
