package dev.checkpointreport.measured;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A history's figures per UTC day, the unit its trend is judged in: what weeks of checkpoints say, in as many rows
 * as days. A checkpoint falls on the day of its trigger (a Prometheus checkpoint's, of its sample), a job's failure
 * on the day of its time. Only days that hold a checkpoint, completed or failed, or a failure are listed, so a
 * history whose times lie years apart is still as many rows as it has days with something in them.
 *
 * @param days by date, each once
 */
public record DailyFigures(List<Day> days) {
    private static final long MILLIS_PER_DAY = 86_400_000L;
    /** The checkpoints tallied by one call. */
    private static final int BATCH = 32;

    public DailyFigures {
        days = List.copyOf(days);
    }

    /**
     * One UTC day of a history. Durations are milliseconds, sizes bytes; each percentile is the nearest-rank one
     * ({@link Percentile}) of the day's completed checkpoints that are not savepoints.
     *
     * @param date the day, in UTC
     * @param checkpoints the completed checkpoints counted that day
     * @param failed the failed checkpoints that day
     * @param failures the job's failures that day; {@code null} when the files do not tell the failures
     * @param p50 the day's median end-to-end duration; {@code null} with no completed checkpoint
     * @param p90 the day's 90th percentile of it; {@code null} with none
     * @param maxDuration the day's longest; {@code null} with none
     * @param maxState the day's largest {@code state_size}; {@code null} with none
     * @param maxKeys the day's most state entries, where the source counts them (Spark); {@code null} otherwise
     */
    public record Day(LocalDate date, int checkpoints, int failed, Integer failures, Long p50, Long p90,
                      Long maxDuration, Long maxState, Long maxKeys) {
    }

    /**
     * The daily figures of {@code measured}. Days are counted from 1970 until the rows are made, and a checkpoint on
     * the day of the one before it finds that day's tally without a look-up. Weeks of checkpoints are tens of
     * thousands, tallied in a JVM that has run none of this yet: they are tallied {@link #BATCH} at a time by a method
     * the JIT compiles after a few hundred calls, where the body of a loop called once is compiled only after tens of
     * thousands of turns.
     */
    public static DailyFigures of(Measurements measured) {
        Tallies tallies = new Tallies();
        List<Checkpoint> checkpoints = measured.checkpoints();
        for (int from = 0; from < checkpoints.size(); from += BATCH) {
            tallies.add(checkpoints, from, Math.min(checkpoints.size(), from + BATCH));
        }
        for (JobFailure failure : measured.failures()) {
            tallies.on(epochDay(failure.timestamp())).failures++;
        }
        List<Day> days = new ArrayList<>(tallies.byDay.size());
        for (Map.Entry<Long, Tally> day : tallies.byDay.entrySet()) {
            days.add(day.getValue().day(LocalDate.ofEpochDay(day.getKey()), measured.exceptionsSaved()));
        }
        return new DailyFigures(days);
    }

    /** Each day's tally, by day number, and the last one used. */
    private static final class Tallies {
        private final TreeMap<Long, Tally> byDay = new TreeMap<>();
        private Tally last;
        private long lastDay;

        void add(List<Checkpoint> checkpoints, int from, int to) {
            for (int i = from; i < to; i++) {
                add(checkpoints.get(i));
            }
        }

        void add(Checkpoint checkpoint) {
            Tally tally = on(epochDay(checkpoint.trigger()));
            if (checkpoint.counted()) {
                tally.add(checkpoint);
            } else if (checkpoint.status() == Checkpoint.Status.FAILED) {
                tally.failed++;
            }
        }

        Tally on(long day) {
            if (last == null || day != lastDay) {
                Tally before = last;
                last = byDay.get(day);
                if (last == null) {
                    // a history's days hold about as many checkpoints each: a day sized as the one before grows
                    // by copies rarely
                    last = new Tally(before == null ? 8 : Math.max(8, before.count + before.count / 8));
                    byDay.put(day, last);
                }
                lastDay = day;
            }
            return last;
        }
    }

    /** The UTC day of a time in milliseconds since 1970. */
    public static LocalDate day(long millis) {
        return LocalDate.ofEpochDay(epochDay(millis));
    }

    /** The UTC day of a time in milliseconds since 1970, counted in days since 1970-01-01. */
    private static long epochDay(long millis) {
        return Math.floorDiv(millis, MILLIS_PER_DAY);
    }

    /** One day's checkpoints as they are read, kept as the few figures a day needs. */
    private static final class Tally {
        private long[] durations;
        private int count;
        private int failed;
        private int failures;
        private long maxState = Long.MIN_VALUE;
        private long maxKeys = Long.MIN_VALUE;
        private boolean keysKnown = true;

        Tally(int capacity) {
            durations = new long[capacity];
        }

        void add(Checkpoint checkpoint) {
            if (count == durations.length) {
                durations = Arrays.copyOf(durations, count * 2);
            }
            durations[count++] = checkpoint.duration();
            maxState = Math.max(maxState, checkpoint.stateSize());
            if (checkpoint.keys() == null) {
                keysKnown = false;
            } else {
                maxKeys = Math.max(maxKeys, checkpoint.keys());
            }
        }

        /**
         * The day's row. Its percentiles are found by selection among its durations, each in the part below the
         * one found before, rather than by a sort of hundreds of durations a day for three of them.
         */
        Day day(LocalDate date, boolean failuresKnown) {
            Long p50 = null;
            Long p90 = null;
            Long max = null;
            if (count > 0) {
                int at90 = Percentile.P90.rank(count) - 1;
                p90 = Selection.select(durations, count, at90);
                p50 = Selection.select(durations, at90 + 1, Percentile.P50.rank(count) - 1);
                long largest = p90;
                for (int i = at90 + 1; i < count; i++) {
                    largest = Math.max(largest, durations[i]);
                }
                max = largest;
            }
            return new Day(date, count, failed, failuresKnown ? failures : null, p50, p90, max,
                    count == 0 ? null : maxState, keysKnown && count > 0 ? maxKeys : null);
        }
    }
}
