package dev.checkpointreport.flink;

import dev.checkpointreport.config.Limits;
import dev.checkpointreport.source.BadField;
import dev.checkpointreport.source.LineProblem;
import dev.checkpointreport.source.Partition;
import dev.checkpointreport.source.PeriodAxis;
import java.util.List;

/**
 * The rules that place one event, as the plugin's events reader applies them: the text must be UTF-8, the
 * key not empty; the worker is the {@code partition} column's, or the FNV-1a hash of the key modulo the
 * workers ({@link Partition}); the period comes from the plugin's own {@link PeriodAxis}. One instance per
 * split: with a time column or declared periods the axis needs nothing but the event; labels as written are
 * ordered afterwards, over every split ({@link CountsTable}). A run of events with the same period text asks
 * the axis once.
 */
final class PlacedEvent {
    private static final char NOT_UTF8 = '\uFFFD';
    static final int KEY = 0;
    static final int WHEN = 1;
    static final int PARTITION = 2;

    private final CountOptions options;
    private final PeriodAxis axis;
    private final boolean asWritten;
    private String lastWhen;
    private int lastBucket;

    /** Where {@link #place} put the event: its worker (with a key or a partition column), and its period. */
    int worker;
    int bucket;
    String label;

    PlacedEvent(CountOptions options) {
        this.options = options;
        List<String> declared = options.declaredPeriods();
        this.asWritten = options.timeStart() == null && declared == null;
        this.axis = options.timeStart() != null
                ? PeriodAxis.times(options.timeStart(), options.periodMillis(), declared, Limits.MAX_PERIODS)
                : PeriodAxis.labels(declared, false, Limits.MAX_PERIODS);
    }

    /**
     * Places the event of {@code line}; the reason it cannot be counted, or {@code null}.
     *
     * @param key the key, or {@code null} for a key already placed once (its checks passed then)
     * @param columns the 1-based columns of the key, the period or time and the partition
     */
    LineProblem place(long line, String key, String when, String partition, int[] columns) {
        boolean seenWhen = when.equals(lastWhen);
        LineProblem text = key == null ? null : utf8(line, key, columns[KEY], options.key());
        text = text != null || seenWhen ? text : utf8(line, when, columns[WHEN], options.when());
        text = text != null ? text : utf8(line, partition, columns[PARTITION], options.partition());
        if (text != null) {
            return text;
        }
        if (key != null && key.isEmpty()) {
            return problem(line, columns[KEY], options.key(), "the key is empty");
        }
        if (!seenWhen) {
            try {
                lastBucket = axis.indexOf(when);
            } catch (BadField e) {
                return problem(line, columns[WHEN], options.when(), e.getMessage());
            }
            lastWhen = when;
        }
        bucket = asWritten ? -1 : lastBucket;
        label = asWritten ? lastWhen : null;
        if (options.partition() == null) {
            worker = key == null ? -1 : Partition.workerOf(key, options.workers());
            return null;
        }
        return partition(line, partition, columns[PARTITION]);
    }

    /** The worker a partition column's text names, or -1 when it names none (then {@link #place} says why). */
    int partitionOf(String text) {
        try {
            int named = Integer.parseInt(text.strip());
            return named >= 0 && named < options.workers() ? named : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private LineProblem partition(long line, String text, int column) {
        int workers = options.workers();
        try {
            worker = Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            return problem(line, column, options.partition(), "expected a partition number from 0 to "
                    + (workers - 1) + ", found " + quoted(text));
        }
        if (worker < 0 || worker >= workers) {
            return problem(line, column, options.partition(), "unknown partition " + worker
                    + "; with workers: " + workers + " the partitions are 0 to " + (workers - 1));
        }
        return null;
    }

    private static LineProblem utf8(long line, String value, int column, String name) {
        int at = value == null ? -1 : value.indexOf(NOT_UTF8);
        return at < 0 ? null : problem(line, column, name, "the field is not UTF-8 text (character " + (at + 1)
                + " cannot be decoded); save the file as UTF-8");
    }

    private static LineProblem problem(long line, int column, String name, String problem) {
        return new LineProblem(line, "column " + column + " (" + name + ")", problem);
    }

    private static String quoted(String value) {
        return value.length() <= 60 ? "'" + value + "'" : "'" + value.substring(0, 60) + "…'";
    }
}
