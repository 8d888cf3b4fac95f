package dev.checkpointreport.config;

import dev.checkpointreport.measured.Percentile;
import dev.checkpointreport.model.Criterion;

/** Defaults of the optional configuration keys, in one place. */
public final class Defaults {
    public static final String TITLE = "Checkpoint report";
    public static final String GENERATOR = "meter-readings";
    /** The lesson's FNV-1a placement of keys on workers ({@code source.partitioner}). */
    public static final String PARTITIONER = "fnv1a";
    /**
     * The lesson's seed. Optional, because the generator's counts do not depend on it: every subscriber reads once
     * a period, so every period but the first keeps one row per subscriber; the seed sets only the readings'
     * values (region, type, meter index), which no stage and no table looks at.
     */
    public static final long SEED = 20260218;
    public static final int WORKERS = 1;
    public static final Criterion CRITERION = Criterion.EXPECTED;

    /** With a {@code timing} section: one period lasts an hour. */
    public static final String PERIOD_LENGTH = "1h";
    public static final String CAPACITY = "1.5";
    public static final String DETECTION = "30s";
    public static final long ENTRY_BYTES = 64;
    public static final long WINDOW_OVERLAP = 1;
    public static final long RETENTION = 1;
    public static final String SNAPSHOT = "full";
    public static final String READ_RATE = "200MB/s";
    public static final String WRITE_RATE = "100MB/s";

    /** The measured snapshot duration the model is judged at, and the optimum recomputed from. */
    public static final Percentile PERCENTILE = Percentile.P90;

    private Defaults() {
    }
}
