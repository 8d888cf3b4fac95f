package dev.checkpointreport.measured;

/**
 * What the newest scrape of Flink's {@code /checkpoints} says of the whole run, beside the merged history: Flink's
 * own counts and summary, which only Flink's reader fills.
 *
 * @param newest the newest scrape, the one whose last checkpoint shows last, as its pattern matched it
 */
public record FlinkNewest(JobCounts counts, FlinkSummary summary, String newest) {
}
