package dev.checkpointreport.maven;

import dev.checkpointreport.pipeline.ListedScenario;
import java.io.File;
import java.util.List;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Runs the checkpoint recovery-cost model on a YAML scenario and writes the report: {@code report.json}
 * and a static HTML site; with {@code scenarios}, a course of several reports and an index. Fails the build
 * when a check of a scenario fails: its decision is not the cheapest interval at the failure probability it
 * declares, misses its recovery objective, or one of its claims is false.
 */
@Mojo(name = "checkpoint-report", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true, requiresProject = false)
public class CheckpointReportMojo extends AbstractScenarioMojo {

    /**
     * The folder the report is written to; it is replaced as a whole, and only after a successful run.
     * The plugin replaces only a folder it wrote (marked by a {@code .checkpoint-report} file), an empty
     * folder or a missing one; it refuses any other, and any folder that holds the project.
     */
    @Parameter(property = "checkpoint.outputDirectory", defaultValue = "${project.build.directory}/checkpoint-report")
    private File outputDirectory;

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skipped()) {
            return;
        }
        File reportFolder = StandalonePaths.resolve(outputDirectory, basedir, "target/checkpoint-report");
        List<ListedScenario> listed;
        if (course()) {
            listed = listed();
        } else {
            File configFile = StandalonePaths.resolve(config, basedir, DefaultConfig.FILE_NAME);
            if (!configFile.exists() && DefaultConfig.isDefault(configFile, basedir, session, project, mojoExecution)) {
                nothingToReport(DefaultConfig.nothingToReport(configFile, basedir, session, project, mojoExecution));
                return;
            }
            listed = single(configFile);
        }
        OutputOwners.own(session, project, mojoExecution, reportFolder);
        writeAndGate(course() ? "course" : "report", listed, !course(), reportFolder, basedir);
    }
}
