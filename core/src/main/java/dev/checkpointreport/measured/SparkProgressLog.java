package dev.checkpointreport.measured;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Reads a Spark query's progress logs, each a JSON Lines file of {@code StreamingQueryProgress} records (or the
 * objects {@code query.lastProgress.json()} prints, one after another), under {@link Bounds}: at most
 * {@link Bounds#MAX_LOG_BYTES} bytes a file and {@link Bounds#MAX_TOTAL_BYTES} together. A mistake is said at its
 * line.
 *
 * <p>The files of one history (one a run, or a log rotated into numbered parts) are put in order by what they hold,
 * never by their names: by their first record's batch id, then its start. Each file then goes on where the one
 * before it ends: its first record is the batch after the other's last (an idle trigger's record already names that
 * batch) or repeats that last record whole. A file that goes back is an overlap, one that skips batches a gap, and
 * both are refused naming the two files; {@link SparkRuns} then reads the records in that order.
 */
final class SparkProgressLog {

    private SparkProgressLog() {
    }

    /** A file's records, in the order Spark wrote them. */
    private record LogFile(String shown, List<SparkProgress> records) {
        SparkProgress first() {
            return records.get(0);
        }

        SparkProgress last() {
            return records.get(records.size() - 1);
        }
    }

    static Measurements read(List<SavedResponse> files) throws MeasuredException {
        List<LogFile> logs = new ArrayList<>();
        List<String> written = new ArrayList<>();
        long total = 0;
        for (SavedResponse file : files) {
            byte[] bytes = JsonLines.bytes(file, "rotate the progress log, and match its files with a glob");
            total += bytes.length;
            if (total > Bounds.MAX_TOTAL_BYTES) {
                throw new MeasuredException(file.shown(), "$", "the logs matched so far hold more than "
                        + Bounds.MAX_TOTAL_BYTES + " bytes together; keep the logs of a shorter span");
            }
            List<SparkProgress> records = JsonLines.read(file.shown(), bytes, "not JSON as Spark writes a progress",
                    SparkProgress::of);
            if (records.isEmpty()) {
                throw new MeasuredException(file.shown(), "$", "the file holds no progress record; expected one "
                        + "StreamingQueryProgress a line, as a listener's onQueryProgress writes them");
            }
            logs.add(new LogFile(file.shown(), records));
            written.add(file.written());
        }
        logs.sort(Comparator.comparingLong((LogFile log) -> log.first().batchId())
                .thenComparingLong(log -> log.first().timestamp()));
        SparkRuns runs = new SparkRuns();
        LogFile before = null;
        for (LogFile log : logs) {
            if (before != null) {
                follows(before, log);
            }
            for (SparkProgress record : log.records()) {
                runs.add(record);
            }
            before = log;
        }
        return runs.measurements(files.get(0).shown(), written);
    }

    /** Refuses {@code log} unless it goes on where {@code before}, the file in front of it, ends. */
    private static void follows(LogFile before, LogFile log) throws MeasuredException {
        SparkProgress last = before.last();
        SparkProgress next = log.first();
        boolean repeat = next.runId().equals(last.runId()) && next.batchId() == last.batchId()
                && next.timestamp() == last.timestamp() && next.idle() == last.idle();
        if (repeat || next.batchId() == last.next()) {
            return;
        }
        String batch = "batch " + next.batchId() + " of run " + JsonValue.shown(next.runId());
        if (next.batchId() < last.next()) {
            throw new MeasuredException(log.shown(), next.line(), "$.batchId", batch + " falls within "
                    + before.shown() + ", which holds batches " + before.first().batchId() + " to " + last.batchId()
                    + " (" + last.place() + "); the two files overlap: match each file of the log once, and no "
                    + "copy of one");
        }
        throw new MeasuredException(log.shown(), next.line(), "$.batchId", batch + " follows " + before.shown()
                + ", which ends with batch " + last.batchId() + " (" + last.place() + "): no file holds "
                + (next.batchId() - last.next() == 1 ? "batch " + last.next() : "batches " + last.next() + " to "
                + (next.batchId() - 1)) + "; match every file of the log");
    }
}
