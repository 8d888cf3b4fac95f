package dev.checkpointreport.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.apache.spark.sql.streaming.StreamingQueryListener;

/**
 * Logs every progress of the session's streaming queries as one JSON line, {@code StreamingQueryProgress.json()},
 * appended to a file: what the plugin's {@code measured.spark} reads. Spark keeps only the last 100 progress
 * records in memory ({@code spark.sql.streaming.numRecentProgressUpdates}), so the log is the history. Register it
 * before the query starts: {@code spark.streams().addListener(new ProgressLog(Path.of("progress.jsonl")))}.
 *
 * <p>Spark calls a listener on its listener bus, one event at a time, after the batch; a line is appended and
 * flushed per batch, so a killed driver loses at most the lines the bus had not delivered yet. An idle trigger
 * reaches a listener as a {@code QueryIdleEvent} from Spark 3.5 on, which holds no progress and is not logged
 * (Spark 3.4 sent it as a progress, which the reader tells by its missing {@code durationMs.addBatch} and leaves
 * out).
 */
public class ProgressLog extends StreamingQueryListener {
    private final Path file;

    public ProgressLog(Path file) {
        this.file = file;
    }

    @Override
    public void onQueryStarted(QueryStartedEvent event) {
    }

    @Override
    public void onQueryProgress(QueryProgressEvent event) {
        try {
            Files.writeString(file, event.progress().json() + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND, StandardOpenOption.WRITE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot append the progress to " + file, e);
        }
    }

    @Override
    public void onQueryTerminated(QueryTerminatedEvent event) {
    }
}
