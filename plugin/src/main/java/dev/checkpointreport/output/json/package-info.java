/**
 * {@code report.json} and a course's {@code index.json}: the report for other tools, whose field names are a public
 * interface (add, never rename).
 *
 * <p>Entry points: {@code ReportJsonOutput} and {@code IndexJsonOutput}; {@code ReportJson} builds a scenario's
 * tree, one class per section, and {@code JsonText} is the one way a tree becomes text.
 */
package dev.checkpointreport.output.json;
