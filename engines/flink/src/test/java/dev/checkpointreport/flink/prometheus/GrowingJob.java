package dev.checkpointreport.flink.prometheus;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/**
 * Weeks of a Flink job's checkpoint metrics, shaped as Flink's Prometheus reporter exports them: a checkpoint every
 * six minutes whose state grows 3 % a day and steps up once (a feature that doubled the keys on day
 * {@link #STEP_DAY}), its end-to-end duration the state over a write rate plus a few seconds of alignment and noise
 * (seeded). {@link #openMetrics} writes it for {@code promtool tsdb create-blocks-from openmetrics};
 * {@link #daily} works out, from the same samples, the daily figures a report of its hourly samples gives.
 */
final class GrowingJob {
    static final String JOB_ID = "5a1e0c3b2d4f60718293a4b5c6d7e8f9";
    static final String JOB_NAME = "sessions_per_user";
    static final long EVERY = 360_000L;
    static final int STEP_DAY = 12;
    static final long SEED = 20261203L;

    /** A sample: its time in milliseconds, the last checkpoint's id, duration and state. */
    record Sample(long time, long id, long duration, long state) {
    }

    private final List<Sample> samples = new ArrayList<>();

    /** The samples every six minutes from {@code from} (a whole hour) to {@code to}. */
    GrowingJob(long from, long to) {
        Random random = new Random(SEED);
        long id = 1000;
        for (long time = from; time <= to; time += EVERY) {
            double day = (time - from) / 86_400_000.0;
            double state = 1.2e9 * (1 + 0.03 * day) * (day >= STEP_DAY ? 1.6 : 1);
            long duration = (long) (4_000 + state / 22e6 * 1000 * (0.8 + 0.4 * random.nextDouble())
                    + (random.nextInt(50) == 0 ? 40_000 : 0));
            samples.add(new Sample(time, id++, duration, (long) (state * (0.98 + 0.04 * random.nextDouble()))));
        }
    }

    /** The samples as OpenMetrics text, one family after another, ending {@code # EOF}. */
    void openMetrics(Path file) throws IOException {
        String labels = "{job_id=\"" + JOB_ID + "\",job_name=\"" + JOB_NAME + "\"}";
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            String[] names = {"lastCompletedCheckpointId", "lastCheckpointDuration", "lastCheckpointFullSize",
                "lastCheckpointSize", "numRestarts", "numberOfCompletedCheckpoints", "numberOfFailedCheckpoints"};
            for (String name : names) {
                String metric = "flink_jobmanager_job_" + name;
                out.write("# TYPE " + metric + " gauge\n");
                for (Sample sample : samples) {
                    long value = switch (name) {
                        case "lastCompletedCheckpointId" -> sample.id();
                        case "lastCheckpointDuration" -> sample.duration();
                        case "lastCheckpointFullSize" -> sample.state();
                        case "lastCheckpointSize" -> sample.state() / 20;
                        case "numberOfCompletedCheckpoints" -> sample.id() - 999;
                        default -> 0;
                    };
                    out.write(metric + labels + " " + value + " " + sample.time() / 1000 + "\n");
                }
            }
            out.write("# EOF\n");
        }
    }

    /**
     * The daily figures a report gives of the samples at each {@code step} from {@code first} to {@code last}
     * (milliseconds, whole steps): every sample but the first shows a new checkpoint, on the UTC day of its time;
     * each day's nearest-rank p50, p90 and max duration and its largest state, as
     * {@code [checkpoints, p50, p90, max, state]}.
     */
    Map<LocalDate, long[]> daily(long first, long last, long step) {
        TreeMap<Long, Sample> byTime = new TreeMap<>();
        samples.forEach(sample -> byTime.put(sample.time(), sample));
        TreeMap<LocalDate, List<Sample>> days = new TreeMap<>();
        for (long time = first + step; time <= last; time += step) {
            Sample sample = byTime.floorEntry(time).getValue();
            days.computeIfAbsent(LocalDate.ofInstant(Instant.ofEpochMilli(time), ZoneOffset.UTC),
                    d -> new ArrayList<>()).add(sample);
        }
        TreeMap<LocalDate, long[]> figures = new TreeMap<>();
        days.forEach((day, seen) -> {
            long[] durations = seen.stream().mapToLong(Sample::duration).sorted().toArray();
            int n = durations.length;
            figures.put(day, new long[] {n, durations[(n + 1) / 2 - 1], durations[(9 * n + 9) / 10 - 1], durations[n - 1],
                seen.stream().mapToLong(Sample::state).max().orElseThrow()});
        });
        return figures;
    }
}
