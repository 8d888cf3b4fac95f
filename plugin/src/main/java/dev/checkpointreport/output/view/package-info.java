/**
 * The view the templates lay out: every table, sentence and chart of a page, every number worded.
 *
 * <p>{@code PageBuilder} turns a {@code ScenarioResult} into the {@code Page} the templates lay out. Every section
 * is a record made one way, by its {@code of(ScenarioResult)} ({@code SummarySection}, {@code TimingSection},
 * {@code DecisionSection}, {@code WorkerSection}, {@code MeasuredSection}, {@code ClaimsSection}; {@code null} for
 * a section the scenario lacks), beside the lead and one table per lesson table ({@code MatrixTables} for the rows recomputed at the failure
 * and at every period, with {@code MatrixShading}'s levels; {@code CostTables}, with the best ranges in words; {@code WorkerTable} for the
 * {@code WorkerSection}, with the skew sentence and where the stream came from; and, in the {@code TimingSection},
 * {@code RecoveryTimeTable}, {@code StateTable}, {@code FreshnessTable}
 * and the watch list), the sentence under each table, the excerpt of big tables ({@code Excerpt}) and the charts'
 * data ({@code ChartData}, {@code RecoveryTimeChartData}, {@code DecisionChartData}), and the claims with their
 * verdicts ({@code ClaimsSection}, laid out by {@code claims.ftlh}, last on the page, folded in a {@code <details>}
 * unless one is false). {@code index.ftlh} renders the summary, then captures the sections and has
 * {@code contents.ftlh} list their {@code <h2>}s before them, so the contents follow what was rendered, a course's
 * override included. The {@code DecisionSection} ({@code decision.ftlh}) holds {@code OptimumTable}, {@code RegretTable}, {@code SensitivityTables}; {@code assets/decision.js} draws the charts
 * over p ({@code chart-p.ftlh}) and of the best ranges at 0.5×, 1×, 2×. {@code Numbers} prints every number as the
 * lesson does. {@code Numbers.fraction} words an exact fraction for the page: as written when short
 * ({@code 11/18}), else three decimals with the fraction as a {@code Page.Part}'s title, which {@code text.ftlh}
 * lays out as {@code <abbr>}; {@code PeriodParts} gives a period's short name with its full label as the title
 * ({@code config.PeriodNames} picks the short form of a {@code time} source's labels, or {@code source.labels}'
 * pattern). {@code ScenarioRow} words a scenario at a glance for a table row (decision, verdict, best ranges,
 * recovery verdict, claims), as {@code ScenarioCard} does for the index's cards and {@code CourseIndex} for the index
 * page (an aggregate's cards grouped by module) ({@code course-index.ftlh}); the summary and each card hold the
 * scenario's {@code run.Check}s of each kind as {@code ScenarioVerdict.shown} gives them, which the templates lay
 * out as the gate lines (decision, recovery, claims, measured), never judging again.
 */
package dev.checkpointreport.output.view;
