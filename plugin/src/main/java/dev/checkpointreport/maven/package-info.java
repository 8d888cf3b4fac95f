/**
 * The goals: their parameters, the one request each hands the pipeline, and the messages; the only package that
 * imports Maven.
 *
 * <p>Every goal that writes lists its scenarios and hands them to {@code pipeline.ReportPipeline} through one
 * request ({@code AbstractCheckpointMojo.writeAndGate}, the goal's name and its scenarios; a goal changes how the
 * gate treats a failing check or where the step summary goes by overriding {@code failsBuild}, {@code passedOver}
 * and {@code stepSummary}), with {@code CoreFailures} turning what the core throws into one line, then
 * the base class says the returned {@code GateOutcome}: its lines, then one {@code MojoFailureException}.
 * {@code AbstractCheckpointMojo} holds the shared parameters (skip, templateDirectory, failOnGate, force, and
 * Maven's session, project, execution and plugin), as JaCoCo's {@code AbstractReportMojo};
 * {@code AbstractScenarioMojo} adds {@code config} and {@code scenarios} for {@code CheckpointReportMojo} and
 * {@code CheckpointSiteReport}. {@code AggregateMojo} ({@code report-aggregate}) gathers the modules' scenarios
 * ({@code ModuleScenarios}, from each module's POM). {@code PluginCode} lists the plugin's artifacts for
 * {@code uptodate.ReportInputs}. {@code OutputOwners} keeps, in the repository session's data, which execution
 * writes which folder, so a second one fails naming both; {@code DefaultConfig} tells a {@code config} left at its
 * default from one set explicitly, and says why a command-line run skips when only another {@code <execution>}
 * gives {@code <scenarios>}; {@code CoreFailures} maps the core's exceptions to one line.
 * {@code CheckpointSiteReport} is the {@code report} goal of {@code mvn site} (an external {@code MavenReport} on
 * the reporting API alone: maven-reporting-impl's Doxia renderer, Velocity and plexus-archiver components would be
 * scanned and loaded by every goal of the plugin, half a second of each build): it writes the {@code config}
 * scenario's report, or the {@code scenarios} course, into the site's {@code checkpoint-report/}
 * ({@code target/site/checkpoint-report/index.html}), the plugin's own folder in Maven's, through the same
 * pipeline, and logs the gate's failing checks as warnings without failing the site ({@code AbstractCheckpointMojo.IN_SITE});
 * {@code StandalonePaths} handles the goal run without a POM; {@code Messages} words the failures.
 */
package dev.checkpointreport.maven;
