/**
 * {@code report.json} and a course's {@code index.json}: the report for other tools.
 *
 * <p>{@code ReportJson} writes report.json, one method per section, {@code RecoveryTimeJson} its {@code recovery}
 * object, {@code OptimumJson} {@code optimum}, {@code RegretJson} {@code decision.regret} and
 * {@code SensitivityJson} {@code sensitivity}; {@code IndexJson} writes a site's {@code index.json} (each
 * scenario's checks, kind and message, read from its {@code ScenarioVerdict}). {@code JsonValues} owns how an
 * interval ({@code none} is {@code null}) and an exact fraction ({@code 11/18}, {@code 1}) are spelled, for them
 * and for the page's chart data.
 */
package dev.checkpointreport.output.json;
