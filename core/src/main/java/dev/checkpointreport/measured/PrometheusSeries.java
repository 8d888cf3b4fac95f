package dev.checkpointreport.measured;

import java.util.List;

/**
 * What a job's history read from Prometheus says of itself, beside the checkpoints it made: the samples' span and
 * step, and Flink's counters over it. A checkpoint's time is the time of the sample that first shows it, not Flink's
 * trigger time: it falls up to one step (and one scrape interval of Prometheus) after the checkpoint completed.
 *
 * @param jobName the series' {@code job_name} label, or {@code null}
 * @param firstSample the first sample of {@code lastCompletedCheckpointId}, milliseconds since 1970
 * @param lastSample its last sample
 * @param samples its samples, every series of it together
 * @param step the median time between two of its samples, milliseconds; {@code null} with one sample
 * @param completedIncrease how far {@code numberOfCompletedCheckpoints} rose over the span, as Prometheus's
 *     {@code increase()} counts a counter that starts again; {@code null} without its file. More than the history's
 *     checkpoints when several completed between two samples, where only the last is seen.
 * @param failedCheckpoints how far {@code numberOfFailedCheckpoints} rose: checkpoints that failed, which the
 *     metrics give no id of; {@code null} without its file
 * @param restarts how far {@code numRestarts} rose, each rise a failure of the job at its sample's time; {@code null}
 *     without its file
 * @param counterResets the samples at which a counter fell or the checkpoint id went back to none ({@code -1}): a
 *     JobManager started again, and its counters with it
 * @param alignmentNanos the largest {@code checkpointAlignmentTime} of any subtask; {@code null} without its file
 * @param startDelayNanos the largest {@code checkpointStartDelayNanos} of any subtask; {@code null} without its file
 * @param metrics the metrics read, as the reporter names them, in the order of {@code PrometheusMetric}
 * @param warnings what the answers' {@code warnings} say, each with its file, in the order read: an answer that
 *     says {@code "partial response: …"} lacks the samples of a store that did not answer
 * @param holes the spans with no sample of {@code lastCompletedCheckpointId} longer than {@code step} across which
 *     the id grew: what completed there no sample could show, whether Prometheus's answer left the samples out or
 *     Prometheus never scraped the job then
 */
public record PrometheusSeries(String jobName, long firstSample, long lastSample, int samples, Long step,
                               Long completedIncrease, Long failedCheckpoints, Long restarts, int counterResets,
                               Long alignmentNanos, Long startDelayNanos, List<String> metrics, List<Warning> warnings,
                               List<Hole> holes) implements SourceFacts {

    public PrometheusSeries {
        metrics = List.copyOf(metrics);
        warnings = List.copyOf(warnings);
        holes = List.copyOf(holes);
    }

    @Override
    public HistorySource source() {
        return HistorySource.PROMETHEUS;
    }

    @Override
    public <T> T accept(Visitor<T> visitor) {
        return visitor.prometheus(this);
    }

    /** One of an answer's {@code warnings}, as a message quotes it, and the file that holds the answer. */
    public record Warning(String file, String text) {
        /** {@code 'partial response: …' (prometheus/x.json)}. */
        public String shown() {
            return "'" + text + "' (" + file + ")";
        }
    }

    /** The samples either side of a hole, milliseconds since 1970: no sample lies between them. */
    public record Hole(long from, long to) {
    }

    /** Whether an answer warned that it is partial: a store did not answer, and its samples are missing. */
    public boolean partial() {
        return !warnings.isEmpty();
    }
}
