package dev.checkpointreport.measured;

import java.util.Set;

/**
 * One line of a Kafka Streams app's listener log ({@code StreamsLog} of the {@code checkpoint-report-kafka-streams}
 * artifact): the app's {@code application.id}, the process that wrote it, its time (milliseconds since 1970) and
 * its event; the event's own fields are read where they are used, through {@link #value()}.
 *
 * @param line the line it is on, 1-based
 */
record StreamsEvent(String app, String process, long time, String event, JsonValue value, String file, int line) {
    /** The events the listener writes. */
    static final Set<String> EVENTS = Set.of("start", "state", "restoreStart", "restoreEnd", "restoreSuspended",
            "standbyStart", "standbyBatch", "standbySuspended", "snapshot");

    static StreamsEvent of(JsonValue line) throws MeasuredException {
        if (!line.isObject() || !line.at("app").isText() || !line.at("process").isText() || !line.at("event").isText()
                || !EVENTS.contains(line.at("event").node().textValue())) {
            throw line.error("not a line of the Kafka Streams listener: expected an object with app, process, t and "
                    + "event (one of " + String.join(", ", EVENTS.stream().sorted().toList()) + "), one a line, found "
                    + line.described());
        }
        return new StreamsEvent(JsonValue.shown(line.at("app").node().textValue(), 120),
                JsonValue.shown(line.at("process").node().textValue(), 80),
                line.at("t").whole("a time in milliseconds since 1970", 0, Bounds.MAX_TIMESTAMP),
                line.at("event").node().textValue(), line, line.file(), line.line());
    }

    /** How a message names it: its file and line. */
    String place() {
        return file + ":" + line;
    }

    /** A whole number field of at least 0. */
    long whole(String field, String what) throws MeasuredException {
        return value.at(field).whole(what, 0, JsonValue.MAX_WHOLE);
    }

    String text(String field, String what) throws MeasuredException {
        return JsonValue.shown(value.at(field).text(what), 200);
    }
}
