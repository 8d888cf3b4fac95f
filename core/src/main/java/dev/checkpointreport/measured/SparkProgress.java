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
 * {@code onQueryProgress} writes it: the query, its run, the batch, its times, its input and each stateful
 * operator. Times are milliseconds since 1970, durations milliseconds, sizes bytes.
 *
 * @param trigger {@code durationMs.triggerExecution}: the whole batch, planning to commit
 * @param replayed whether the batch ran from saved offsets: its {@code durationMs} has neither
 *     {@code latestOffset} nor {@code walCommit}, as the first batch of a restarted run that runs a failed batch
 *     again
 * @param line the line the record starts on
 */
record SparkProgress(String id, String runId, String name, long batchId, long timestamp, long trigger,
                     long inputRows, boolean replayed, List<Operator> operators, String file, int line) {

    private static final String DURATION = "a duration in milliseconds of at least 0";
    private static final String COUNT = "a count of at least 0";
    private static final String SIZE = "a size in bytes of at least 0";
    private static final Pattern UUID = Pattern.compile(
            "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");

    SparkProgress {
        operators = List.copyOf(operators);
    }

    /**
     * One stateful operator's part of the batch, summed by Spark over the operator's state store instances.
     *
     * @param rocksdbCommit {@code customMetrics.rocksdbCommitCheckpointLatency}; {@code null} without RocksDB
     * @param rocksdbSst {@code customMetrics.rocksdbSstFileSize}; {@code null} without RocksDB
     * @param rocksdbCopied {@code customMetrics.rocksdbBytesCopied}, what the commit uploaded; {@code null} without
     */
    record Operator(String name, long rowsTotal, long memoryUsed, long commitMillis, Long rocksdbCommit,
                    Long rocksdbSst, Long rocksdbCopied, boolean rocksdb) {
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
        List<Operator> operators = new ArrayList<>();
        JsonValue state = record.at("stateOperators");
        if (state.present()) {
            for (JsonValue operator : state.items("stateful operators")) {
                operators.add(operator(operator));
            }
        }
        return new SparkProgress(uuid(record.at("id"), "the query's id"), uuid(record.at("runId"), "the run's id"),
                record.at("name").isText() ? JsonValue.shown(record.at("name").node().textValue(), 80) : null,
                record.at("batchId").whole("a batch id, a whole number of at least 0", 0, JsonValue.MAX_WHOLE),
                time(record.at("timestamp")), durations.at("triggerExecution").whole(DURATION, 0, Bounds.MAX_DURATION),
                record.at("numInputRows").whole(COUNT, 0, JsonValue.MAX_WHOLE),
                !durations.at("latestOffset").present() && !durations.at("walCommit").present(), operators,
                record.file(), record.line());
    }

    private static Operator operator(JsonValue operator) throws MeasuredException {
        if (!operator.isObject()) {
            throw operator.expected("a stateful operator's progress");
        }
        JsonValue custom = operator.at("customMetrics");
        boolean rocksdb = false;
        if (custom.isObject()) {
            for (Iterator<String> names = custom.node().fieldNames(); names.hasNext(); ) {
                rocksdb |= names.next().startsWith("rocksdb");
            }
        }
        return new Operator(operator.at("operatorName").isText()
                ? JsonValue.shown(operator.at("operatorName").node().textValue(), 80) : null,
                operator.at("numRowsTotal").whole(COUNT, 0, JsonValue.MAX_WHOLE),
                operator.at("memoryUsedBytes").whole(SIZE, 0, JsonValue.MAX_WHOLE),
                operator.at("commitTimeMs").whole(DURATION, 0, Bounds.MAX_DURATION),
                custom.at("rocksdbCommitCheckpointLatency").optionalWhole(DURATION, 0, Bounds.MAX_DURATION),
                custom.at("rocksdbSstFileSize").optionalWhole(SIZE, 0, JsonValue.MAX_WHOLE),
                custom.at("rocksdbBytesCopied").optionalWhole(SIZE, 0, JsonValue.MAX_WHOLE), rocksdb);
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
        return !operators.isEmpty();
    }

    /** When the batch ended: its start and its {@code triggerExecution}. */
    long end() {
        return timestamp + trigger;
    }

    /** Where it is, as a message names it. */
    String place() {
        return file + ":" + line;
    }
}
