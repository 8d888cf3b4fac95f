/**
 * The view the templates lay out: every table, sentence and chart of a page, every number worded in Java.
 *
 * <p>Entry points: {@code PageBuilder.of} (a {@code ScenarioResult} to a {@code Page}, its sections in page order,
 * each a record with one {@code of} that is {@code null} when the scenario lacks it) and {@code CourseIndex.of}.
 * What a measured source says in its own words comes from its {@code SourceTables} class ({@code FlinkRestTables},
 * {@code PrometheusTables}, {@code SparkTables}); no other class asks which source it is.
 */
package dev.checkpointreport.output.view;
