package dev.checkpointreport.config;

/**
 * The bounds of a configuration, in one place, so the loader, its messages and the README agree.
 * They keep a run within seconds: the stream is generated record by record during the build.
 */
public final class Limits {
    public static final int MAX_FILE_CHARS = 1_000_000;
    public static final int MAX_ALIASES = 50;
    public static final long MAX_SEED = 0xFFFF_FFFFL;
    public static final int MAX_SUBSCRIBERS = 1_000_000;
    public static final int MAX_PERIODS = 1_200;
    /** Records generated: subscribers × periods. 20,000 × 120 is 2.4 million. */
    public static final long MAX_RECORDS = 24_000_000L;
    public static final int MAX_WORKERS = 64;
    public static final int MAX_PROBABILITIES = 1_000;
    public static final long MAX_STATE_ROWS = 1_000_000_000_000L;
    public static final int MAX_TITLE_CHARS = 200;

    private Limits() {
    }
}
