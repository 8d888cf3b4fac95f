package dev.checkpointreport.source;

import dev.checkpointreport.model.RowCounts;
import java.util.List;

/**
 * A stream counted from a file: the rows per worker and period, the distinct keys per worker, and what
 * reading the file skipped.
 *
 * @param kind {@code events} or {@code counts}, the source key it came from
 * @param file the path as the scenario writes it
 * @param periods the period labels, in order
 * @param keysKnown whether the file gave the keys (an events file always does; a counts file with a
 *     {@code keys} column)
 * @param distinctKeys distinct keys of the whole stream (for counts, the sum of the workers' keys)
 * @param duplicates events dropped for a repeated id
 * @param badLines lines skipped under {@code maxBadLines}
 * @param firstBadLine the first skipped line, or {@code null}
 */
public record CountedSource(String kind, String file, RowCounts counts, List<String> periods, boolean keysKnown,
                            long distinctKeys, long duplicates, long badLines, LineProblem firstBadLine) {

    public CountedSource {
        periods = List.copyOf(periods);
    }
}
