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
 * counting subtask: with a time column or declared periods the axis needs nothing but the event; labels as
 * written are ordered afterwards, over every subtask ({@link CountsTable}).
 */
final class PlacedEvent {
    private static final char NOT_UTF8 = '\uFFFD';

    private final CountOptions options;
    private final PeriodAxis axis;
    private final List<String> declared;
    private String lastWhen;
    private int lastBucket;

    /** Where {@link #place} put the event: its worker, and its period as a bucket or a label. */
    int worker;
    int bucket;
    String label;

    PlacedEvent(CountOptions options) {
        this.options = options;
        this.declared = options.declaredPeriods();
        this.axis = options.timeStart() != null
                ? PeriodAxis.times(options.timeStart(), options.periodMillis(), declared, Limits.MAX_PERIODS)
                : PeriodAxis.labels(declared, false, Limits.MAX_PERIODS);
    }

    /** Places {@code event}; the reason it cannot be counted, or {@code null}. */
    LineProblem place(EventRecord event) {
        LineProblem text = utf8(event, event.key, event.keyColumn, options.key());
        text = text != null ? text : utf8(event, event.when, event.whenColumn, options.when());
        text = text != null ? text : utf8(event, event.partition, event.partitionColumn, options.partition());
        if (text != null) {
            return text;
        }
        if (event.key.isEmpty()) {
            return problem(event, event.keyColumn, options.key(), "the key is empty");
        }
        try {
            placeInTime(event.when);
        } catch (BadField e) {
            return problem(event, event.whenColumn, options.when(), e.getMessage());
        }
        if (options.partition() == null) {
            worker = Partition.workerOf(event.key, options.workers());
            return null;
        }
        return partition(event);
    }

    private void placeInTime(String when) throws BadField {
        if (!when.equals(lastWhen)) {
            lastBucket = axis.indexOf(when);
            lastWhen = when;
        }
        boolean asWritten = options.timeStart() == null && declared == null;
        bucket = asWritten ? -1 : lastBucket;
        label = asWritten ? when : null;
    }

    private LineProblem partition(EventRecord event) {
        int workers = options.workers();
        try {
            worker = Integer.parseInt(event.partition.strip());
        } catch (NumberFormatException e) {
            return problem(event, event.partitionColumn, options.partition(), "expected a partition number from 0 to "
                    + (workers - 1) + ", found " + quoted(event.partition));
        }
        if (worker < 0 || worker >= workers) {
            return problem(event, event.partitionColumn, options.partition(), "unknown partition " + worker
                    + "; with workers: " + workers + " the partitions are 0 to " + (workers - 1));
        }
        return null;
    }

    private static LineProblem utf8(EventRecord event, String value, int column, String name) {
        int at = value == null ? -1 : value.indexOf(NOT_UTF8);
        return at < 0 ? null : problem(event, column, name, "the field is not UTF-8 text (character " + (at + 1)
                + " cannot be decoded); save the file as UTF-8");
    }

    private static LineProblem problem(EventRecord event, int column, String name, String problem) {
        return new LineProblem(event.line, "column " + column + " (" + name + ")", problem);
    }

    private static String quoted(String value) {
        return value.length() <= 60 ? "'" + value + "'" : "'" + value.substring(0, 60) + "…'";
    }
}
