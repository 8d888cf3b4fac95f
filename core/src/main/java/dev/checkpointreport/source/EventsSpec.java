package dev.checkpointreport.source;

import java.nio.file.Path;
import java.util.List;

/**
 * An events file and how to read it.
 *
 * @param file the file, links resolved; the configuration has judged it a regular file
 * @param shown the file as messages name it
 * @param written the path as the scenario writes it
 * @param jsonLines JSON Lines rather than CSV with a header row
 * @param gzip the file is gzip-compressed
 * @param timeStart with a {@code time} column, the start of the first period in epoch milliseconds;
 *     {@code null} when the column holds period labels
 * @param periodMillis the length of one period, with a {@code time} column
 * @param declaredPeriods the labels of {@code periods:}, or {@code null}
 * @param maxPeriods the most periods a stream has
 * @param maxIds the most distinct ids the dedupe set holds
 * @param partition how keys are placed on the {@code workers}; the lesson's FNV-1a unless the scenario says
 */
public record EventsSpec(Path file, String shown, String written, boolean jsonLines, boolean gzip,
                         EventColumns columns, Long timeStart, long periodMillis, List<String> declaredPeriods,
                         long maxBadLines, int workers, int maxPeriods, long maxIds, Partition partition) {

    public EventsSpec {
        if (partition.workers() != workers) {
            throw new IllegalArgumentException("the partition places keys on " + partition.workers()
                    + " workers, not " + workers);
        }
    }

    /** An events file whose keys are placed by the lesson's FNV-1a rule. */
    public EventsSpec(Path file, String shown, String written, boolean jsonLines, boolean gzip, EventColumns columns,
                      Long timeStart, long periodMillis, List<String> declaredPeriods, long maxBadLines, int workers,
                      int maxPeriods, long maxIds) {
        this(file, shown, written, jsonLines, gzip, columns, timeStart, periodMillis, declaredPeriods, maxBadLines,
                workers, maxPeriods, maxIds, Partition.lesson(workers));
    }

    PeriodAxis axis() {
        return timeStart == null ? PeriodAxis.labels(declaredPeriods, true, maxPeriods)
                : PeriodAxis.times(timeStart, periodMillis, declaredPeriods, maxPeriods);
    }
}
