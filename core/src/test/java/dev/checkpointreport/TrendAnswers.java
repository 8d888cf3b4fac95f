package dev.checkpointreport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.IntFunction;

/**
 * Weeks of a Flink job's history as Prometheus's saved {@code query_range} answers, one file per metric, made for
 * a test: a sample every {@code step} from {@code start}, each showing one checkpoint more, with the duration and
 * state {@code figures} gives for it, the job never restarting.
 */
public final class TrendAnswers {
    /** The job's id, as Flink's reporter labels it. */
    public static final String JOB = "7e2d1c0b9a8f7e6d5c4b3a2918070605";

    private TrendAnswers() {
    }

    /**
     * Writes the answers into {@code folder}: sample i (from 0) at {@code start + i·step} milliseconds shows
     * checkpoint i + 1, whose duration in milliseconds and state in bytes are {@code figures.apply(i)}.
     */
    public static void write(Path folder, long start, long step, int samples, IntFunction<long[]> figures) {
        write(folder, start, step, samples, 1, figures);
    }

    /**
     * As {@link #write(Path, long, long, int, IntFunction)}, a checkpoint completing every {@code every} samples:
     * sample i shows checkpoint i / every + 1, with the figures of its first sample.
     */
    public static void write(Path folder, long start, long step, int samples, int every,
                             IntFunction<long[]> figures) {
        String[] names = {"lastCompletedCheckpointId", "lastCheckpointDuration", "lastCheckpointFullSize",
            "lastCheckpointSize", "numRestarts"};
        try {
            Files.createDirectories(folder);
            Writer[] writers = new Writer[names.length];
            StringBuilder buffer = new StringBuilder();
            for (int m = 0; m < names.length; m++) {
                writers[m] = Files.newBufferedWriter(folder.resolve(names[m] + ".json"), StandardCharsets.UTF_8);
                writers[m].write("{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[{\"metric\":"
                        + "{\"__name__\":\"flink_jobmanager_job_" + names[m] + "\",\"job_id\":\"" + JOB
                        + "\",\"job_name\":\"growing\"},\"values\":[");
            }
            for (int i = 0; i < samples; i++) {
                long[] figure = figures.apply(i / every * every);
                long[] values = {i / every + 1, figure[0], figure[1], figure[1] / 10, 0};
                long millis = start + i * step;
                for (int m = 0; m < names.length; m++) {
                    sample(writers[m], buffer, i == 0, millis, values[m]);
                }
            }
            for (Writer writer : writers) {
                writer.write("]}]}}");
                writer.close();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Writes {@code [seconds.mmm,"value"]}, the millisecond digits zero-padded, through {@code buffer}, reused: a
     * benchmark writes hundreds of thousands, and a string made for each would touch more memory than the read it
     * measures.
     */
    private static void sample(Writer writer, StringBuilder buffer, boolean first, long millis, long value)
            throws IOException {
        long thousandths = millis % 1000;
        buffer.setLength(0);
        buffer.append(first ? "[" : ",[").append(millis / 1000).append(thousandths < 10 ? ".00" : thousandths < 100
                ? ".0" : ".").append(thousandths).append(",\"").append(value).append("\"]");
        writer.append(buffer);
    }
}
