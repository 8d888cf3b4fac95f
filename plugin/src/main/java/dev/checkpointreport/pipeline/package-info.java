/**
 * The one write path of every goal that writes, and of every test that writes a report.
 *
 * <p>Entry point: {@code ReportPipeline.run}, handed a {@code ReportPipeline.Request} made by {@code Request.report}
 * or {@code Request.course}: the folder judged, up to date or not, every scenario run on every core, the gate, every
 * output of {@code ReportPipeline.outputs} written, the folder replaced in one step with the stamp of its inputs.
 * {@code ScenarioList} finds a course's scenarios; {@code OwnFiles} is the folder rule's list of the plugin's files,
 * taken from the outputs.
 */
package dev.checkpointreport.pipeline;
