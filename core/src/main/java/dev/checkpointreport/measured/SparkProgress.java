package dev.checkpointreport.measured;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * One {@code StreamingQueryProgress} of a Spark progress log, as {@code query.lastProgress.json()} or a listener's
 * {@code onQueryProgress} writes it: the query, its run, the batch, its times, its input and its stateful operators'
 * figures, summed. Times are milliseconds since 1970, durations milliseconds, sizes bytes.
 *
 * @param trigger {@code durationMs.triggerExecution}: the whole batch, planning to commit
 * @param replayed whether the batch ran from saved offsets: its {@code durationMs} has neither
 *     {@code latestOffset} nor {@code walCommit}, as the first batch of a restarted run that runs a failed batch
 *     again
 * @param idle whether the record is an idle trigger's, which ran no batch: its {@code durationMs} has no
 *     {@code addBatch}, which Spark times around every batch it runs. Spark (3.4's listeners, {@code lastProgress}
 *     later) reports such a trigger with the next batch's id and the last batch's state figures
 * @param state the stateful operators' figures summed; {@code null} when the record lists none
 * @param line the line the record starts on
 */
record SparkProgress(String id, String runId, String name, long batchId, long timestamp, long trigger,
                     long inputRows, boolean replayed, boolean idle, State state, String file, int line) {

    private static final String DURATION = "a duration in milliseconds of at least 0";
    private static final String COUNT = "a count of at least 0";
    private static final String SIZE = "a size in bytes of at least 0";
    private static final Pattern UUID = Pattern.compile(
            "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");

    /**
     * The stateful operators' part of the batch, each figure summed over the operators (and by Spark over each
     * operator's state store instances), but the keys. A sum is at most {@link JsonValue#MAX_WHOLE}, as each figure
     * is.
     *
     * @param commitMillis {@code commitTimeMs}: the whole of each store's commit, as the operator times it
     * @param rocksdbSst {@code customMetrics.rocksdbSstFileSize}; {@code null} unless every operator gives it
     * @param rocksdbCopied {@code customMetrics.rocksdbBytesCopied}, what the commit uploaded; {@code null} unless
     *     every operator gives it
     * @param keys the {@code numRowsTotal} of the operator that holds the most: the lesson asserts the entries per
     *     operator against the cardinality the design assumed, and two operators' entries (an aggregation's keys, a
     *     deduplication's ids) add up to no cardinality
     * @param rocksdb whether an operator reports RocksDB's metrics
     * @param operators the operators' names, {@code unnamed} without one
     */
    record State(long commitMillis, long memoryUsed, Long rocksdbSst, Long rocksdbCopied, long keys, boolean rocksdb,
                 List<String> operators) {
        State {
            operators = List.copyOf(operators);
        }
    }

    static SparkProgress of(JsonValue record) throws MeasuredException {
        if (!record.isObject() || !record.at("id").present() || !record.at("runId").present()
                || !record.at("batchId").present()) {
            throw record.error("not a StreamingQueryProgress: expected an object with id, runId, batchId, timestamp "
                    + "and durationMs, one a line, found " + record.described());
        }
        JsonValue durations = record.at("durationMs");
        if (!durations.isObject()) {
            throw durations.expected("the batch's durations, an object with triggerExecution");
        }
        for (Iterator<Map.Entry<String, com.fasterxml.jackson.databind.JsonNode>> each = durations.node().fields();
                each.hasNext(); ) {
            durations.at(each.next().getKey()).whole(DURATION, 0, Bounds.MAX_DURATION);
        }
        JsonValue operators = record.at("stateOperators");
        return new SparkProgress(uuid(record.at("id"), "the query's id"), uuid(record.at("runId"), "the run's id"),
                record.at("name").isText() ? JsonValue.shown(record.at("name").node().textValue(), 80) : null,
                record.at("batchId").whole("a batch id, a whole number of at least 0", 0, JsonValue.MAX_WHOLE),
                time(record.at("timestamp")), durations.at("triggerExecution").whole(DURATION, 0, Bounds.MAX_DURATION),
                record.at("numInputRows").whole(COUNT, 0, JsonValue.MAX_WHOLE),
                !durations.at("latestOffset").present() && !durations.at("walCommit").present(),
                !durations.at("addBatch").present(),
                operators.present() ? state(operators.items("stateful operators")) : null, record.file(),
                record.line());
    }

    private static State state(List<JsonValue> operators) throws MeasuredException {
        if (operators.isEmpty()) {
            return null;
        }
        Sum commit = new Sum("commitTimeMs");
        Sum memory = new Sum("memoryUsedBytes");
        Sum sst = new Sum("rocksdbSstFileSize");
        Sum copied = new Sum("rocksdbBytesCopied");
        long keys = 0;
        boolean rocksdb = false;
        List<String> names = new ArrayList<>();
        for (JsonValue operator : operators) {
            if (!operator.isObject()) {
                throw operator.expected("a stateful operator's progress");
            }
            JsonValue custom = operator.at("customMetrics");
            if (custom.isObject()) {
                for (Iterator<String> metrics = custom.node().fieldNames(); metrics.hasNext(); ) {
                    rocksdb |= metrics.next().startsWith("rocksdb");
                }
            }
            names.add(operator.at("operatorName").isText()
                    ? JsonValue.shown(operator.at("operatorName").node().textValue(), 80) : "unnamed");
            keys = Math.max(keys, operator.at("numRowsTotal").whole(COUNT, 0, JsonValue.MAX_WHOLE));
            memory.add(operator.at("memoryUsedBytes"), operator.at("memoryUsedBytes").whole(SIZE, 0,
                    JsonValue.MAX_WHOLE));
            commit.add(operator.at("commitTimeMs"), operator.at("commitTimeMs").whole(DURATION, 0,
                    Bounds.MAX_DURATION));
            sst.add(custom.at("rocksdbSstFileSize"), custom.at("rocksdbSstFileSize").optionalWhole(SIZE, 0,
                    JsonValue.MAX_WHOLE));
            copied.add(custom.at("rocksdbBytesCopied"), custom.at("rocksdbBytesCopied").optionalWhole(SIZE, 0,
                    JsonValue.MAX_WHOLE));
        }
        return new State(commit.total, memory.total, sst.whole(), copied.whole(), keys, rocksdb, names);
    }

    /** One figure summed over a batch's operators, refused at the operator that takes it past 2^53 − 1. */
    private static final class Sum {
        private final String field;
        private long total;
        private boolean missing;

        Sum(String field) {
            this.field = field;
        }

        void add(JsonValue where, Long value) throws MeasuredException {
            if (value == null) {
                missing = true;
            } else if (total > JsonValue.MAX_WHOLE - value) {
                throw where.error("the stateful operators' " + field + " add up to more than "
                        + JsonValue.MAX_WHOLE + " (2^53 − 1) at this operator; expected a batch's sum of at most "
                        + "that, as each figure is");
            } else {
                total += value;
            }
        }

        /** The sum where every operator gave the figure; else {@code null}. */
        Long whole() {
            return missing ? null : total;
        }
    }

    private static String uuid(JsonValue value, String what) throws MeasuredException {
        String text = value.text(what + ", a UUID");
        if (!UUID.matcher(text).matches()) {
            throw value.expected(what + ", a UUID");
        }
        return text;
    }

    private static long time(JsonValue timestamp) throws MeasuredException {
        String what = "a time as Spark writes it, such as 2026-12-01T23:45:00.500Z";
        try {
            long millis = Instant.parse(timestamp.text(what)).toEpochMilli();
            if (millis < 0 || millis > Bounds.MAX_TIMESTAMP) {
                throw timestamp.expected(what + ", from 1970 to 9999");
            }
            return millis;
        } catch (DateTimeParseException e) {
            throw timestamp.expected(what);
        }
    }

    /** Whether the batch kept state. */
    boolean stateful() {
        return state != null;
    }

    /** When the batch ended: its start and its {@code triggerExecution}. */
    long end() {
        return timestamp + trigger;
    }

    /** The id of the next batch Spark will run: an idle trigger's report already names it. */
    long next() {
        return idle ? batchId : batchId + 1;
    }

    /** Where it is, as a message names it. */
    String place() {
        return file + ":" + line;
    }
}
