package dev.checkpointreport.benchmarks;

import dev.checkpointreport.config.Limits;
import java.time.YearMonth;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The largest scenario the README allows: {@link Limits#MAX_PERIODS} monthly periods swept over 'none' and
 * every interval, {@link Limits#MAX_PROBABILITIES} failure probabilities, {@link Limits#MAX_WORKERS} workers,
 * and as many subscribers as {@link Limits#MAX_RECORDS} allows.
 */
final class Maxima {
    static final String TIMING = String.join("\n",
            "timing: {periodLength: 1m, capacity: 1.5, detection: 30s}",
            "state: {entryBytes: 64, dedupTtl: 3}",
            "storage: {readRate: 200MB/s, writeRate: 100MB/s}",
            "objective: {recoveryTime: 15m}",
            "");

    private Maxima() {
    }

    /** The scenario's YAML; with {@code timing}, also the recovery in time, which sweeps every worker too. */
    static String scenario(boolean timing) {
        YearMonth first = YearMonth.of(2026, 1);
        String intervals = IntStream.rangeClosed(1, Limits.MAX_PERIODS).mapToObj(Integer::toString)
                .collect(Collectors.joining(", ", "[none, ", "]"));
        String probabilities = IntStream.range(0, Limits.MAX_PROBABILITIES)
                .mapToObj(i -> String.format(Locale.ROOT, "%.6f", (double) i / (Limits.MAX_PROBABILITIES - 1)))
                .collect(Collectors.joining(", ", "[", "]"));
        String yaml = String.join("\n",
                "title: The documented maxima",
                "source: {seed: 20260218, subscribers: " + Limits.MAX_RECORDS / Limits.MAX_PERIODS + ", periods: "
                        + first + ".." + first.plusMonths(Limits.MAX_PERIODS - 1) + "}",
                "failure: {period: " + first.plusMonths(Limits.MAX_PERIODS / 2) + ", probabilities: " + probabilities + "}",
                "checkpoint: {intervals: " + intervals + ", stateRows: 20000}",
                "workers: " + Limits.MAX_WORKERS,
                "decision: {interval: 6, probability: 0.75}",
                "");
        return timing ? yaml + TIMING : yaml;
    }
}
