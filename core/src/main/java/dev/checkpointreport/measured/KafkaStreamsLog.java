package dev.checkpointreport.measured;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Reads a Kafka Streams app's listener logs, each a JSON Lines file as {@code StreamsLog} writes it, under
 * {@link Bounds}: at most {@link Bounds#MAX_LOG_BYTES} bytes a file and {@link Bounds#MAX_TOTAL_BYTES} together. A
 * mistake is said at its line.
 *
 * <p>The files of one history (a log rolled into numbered parts, one file per process) are put in order by what
 * they hold, never by their names: by their first line's time. Each file then starts no earlier than the one before
 * it ends; one that does overlaps it, and is refused naming the two files. {@link StreamsHistory} then reads the
 * lines in that order.
 */
final class KafkaStreamsLog {

    private KafkaStreamsLog() {
    }

    /** A file's lines, in the order the listener wrote them. */
    private record LogFile(String shown, List<StreamsEvent> lines) {
        StreamsEvent first() {
            return lines.get(0);
        }

        StreamsEvent last() {
            return lines.get(lines.size() - 1);
        }
    }

    static Measurements read(List<SavedResponse> files) throws MeasuredException {
        List<LogFile> logs = new ArrayList<>();
        List<String> written = new ArrayList<>();
        long total = 0;
        for (SavedResponse file : files) {
            byte[] bytes = JsonLines.bytes(file, "the listener rolls its log at 16 MiB: match its files with a glob");
            total += bytes.length;
            if (total > Bounds.MAX_TOTAL_BYTES) {
                throw new MeasuredException(file.shown(), "$", "the logs matched so far hold more than "
                        + Bounds.MAX_TOTAL_BYTES + " bytes together; keep the logs of a shorter span");
            }
            List<StreamsEvent> lines = JsonLines.read(file.shown(), bytes, "not JSON as the Kafka Streams "
                    + "listener writes a line (a line cut short, as a full disk or a copy in progress leaves it?)",
                    StreamsEvent::of);
            if (lines.isEmpty()) {
                throw new MeasuredException(file.shown(), "$", "the file holds no line of the Kafka Streams "
                        + "listener; expected one event a line, as StreamsLog writes them");
            }
            logs.add(new LogFile(file.shown(), lines));
            written.add(file.written());
        }
        logs.sort(Comparator.comparingLong((LogFile log) -> log.first().time())
                .thenComparingLong(log -> log.last().time()));
        StreamsHistory history = new StreamsHistory();
        LogFile before = null;
        for (LogFile log : logs) {
            if (before != null && log.first().time() < before.last().time()) {
                throw new MeasuredException(log.shown(), log.first().line(), "$.t", "starts at "
                        + Instant.ofEpochMilli(log.first().time()) + ", within " + before.shown() + ", which runs "
                        + "from " + Instant.ofEpochMilli(before.first().time()) + " to "
                        + Instant.ofEpochMilli(before.last().time()) + " (" + before.last().place() + "); the two "
                        + "files overlap: match each file of the log once, and no copy of one");
            }
            for (StreamsEvent line : log.lines()) {
                history.add(line);
            }
            before = log;
        }
        return history.measurements(files.get(0).shown(), written);
    }
}
