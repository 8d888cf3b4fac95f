package dev.checkpointreport.measured;

import java.util.Map;

/**
 * What the newest scrape of Flink's {@code /checkpoints} says of the whole run, beside the merged history: Flink's
 * own counts and summary, which only Flink's reader fills, and the JobManager's settings that say how long Flink
 * keeps a checkpoint in its history.
 *
 * @param newest the newest scrape, the one whose last checkpoint shows last, as its pattern matched it
 * @param jobManager the JobManager's settings by key, from the newest {@code jobmanager-config.txt} the patterns
 *     matched (the scrape goal saves {@code web.checkpoints.history} and the REST cache's timeout there);
 *     {@code null} when they matched none
 * @param jobManagerFile that file, as its pattern matched it; {@code null} without one
 */
public record FlinkNewest(JobCounts counts, FlinkSummary summary, String newest, Map<String, String> jobManager,
                          String jobManagerFile) implements SourceFacts {

    public FlinkNewest {
        jobManager = jobManager == null ? null : Map.copyOf(jobManager);
    }

    @Override
    public HistorySource source() {
        return HistorySource.FLINK_REST;
    }

    @Override
    public <T> T accept(Visitor<T> visitor) {
        return visitor.flinkRest(this);
    }

    /** Flink's count of failed checkpoints in the newest scrape; {@code null} without its counts. */
    @Override
    public Long failedCheckpoints() {
        return counts == null ? null : counts.failed();
    }
}
