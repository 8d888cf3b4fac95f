/**
 * The goals: their parameters, the one request each hands the pipeline, and their messages; the only package that
 * imports Maven.
 *
 * <p>Entry points: {@code CheckpointReportMojo} (the build's goal), {@code AggregateMojo} ({@code
 * report-aggregate}), {@code CheckpointSiteReport} ({@code mvn site}) and {@code ScrapeMojo} (the scrape goal, over
 * {@code scrape}). Each is parameters and delegation; {@code CoreFailures} turns what the core throws into one
 * line.
 */
package dev.checkpointreport.maven;
