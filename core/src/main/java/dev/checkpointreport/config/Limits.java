package dev.checkpointreport.config;

/**
 * The bounds of a configuration, in one place, so the loader, its messages and the site's
 * scenario-file page agree.
 * They keep a run within seconds: the stream is generated record by record during the build.
 */
public final class Limits {
    /** Bytes read of a scenario file; a scenario is a few lines. */
    public static final int MAX_FILE_BYTES = 1_000_000;
    /** Levels of nested lists and mappings; a scenario needs 3. */
    public static final int MAX_NESTING_DEPTH = 10;
    public static final int MAX_ALIASES = 50;
    /** Characters of a number as written, sign, point and exponent included. */
    public static final int MAX_NUMBER_CHARS = 40;
    /** Digits before the decimal point of any number: it stays below 10^18, so it fits a 64-bit whole number. */
    public static final int MAX_WHOLE_DIGITS = 18;
    /** Digits after the decimal point of any number, once trailing zeros are dropped. */
    public static final int MAX_DECIMAL_PLACES = 30;
    public static final long MAX_SEED = 0xFFFF_FFFFL;
    public static final int MAX_SUBSCRIBERS = 1_000_000;
    /** Periods of a stream, and of a checkpoint interval: one longer than its own stream behaves like none. */
    public static final int MAX_PERIODS = 1_200;
    /** Records generated: subscribers × periods. 20,000 × 120 is 2.4 million. */
    public static final long MAX_RECORDS = 24_000_000L;
    public static final int MAX_WORKERS = 64;
    public static final int MAX_PROBABILITIES = 1_000;
    /** Claims a scenario checks; a lesson states a few dozen numbers. */
    public static final int MAX_CLAIMS = 1_000;
    public static final long MAX_STATE_ROWS = 1_000_000_000_000L;
    /** Characters of the title as a reader counts them (Unicode code points). */
    public static final int MAX_TITLE_CHARS = 200;
    public static final long MAX_WINDOW_OVERLAP = 1_000_000;
    public static final long MAX_RETENTION = 1_000_000;
    /**
     * Days of any duration (a period, a detection, an objective, an MTBF), about 2,700 years: in milliseconds
     * a period of 1,200 periods still fits a 64-bit whole number, and every duration prints in hours.
     */
    public static final long MAX_DURATION_DAYS = 1_000_000;
    /**
     * Bytes of the whole job's state at its largest, 2^53 − 1: every byte count is then exact in 64-bit
     * arithmetic, in a double, and in the JavaScript that reads report.json.
     */
    public static final long MAX_STATE_BYTES = (1L << 53) - 1;

    /** Malformed lines of an events file that {@code source.maxBadLines} may allow to be skipped. */
    public static final long MAX_BAD_LINES = 1_000_000_000L;
    /** Distinct ids of an events file's dedupe set ({@code source.id}): each is held while the file is read. */
    public static final long MAX_IDS = 10_000_000L;

    /** A {@code measured.tolerance} in percent: a model a hundred times too optimistic is no model. */
    public static final int MAX_TOLERANCE_PERCENT = 10_000;

    /**
     * Bytes of the previous {@code history.json} a build appends to (the goal's {@code history}): the plugin writes
     * at most a few hundred KB ({@code output.json.HistoryJson}'s thinning keeps it so).
     */
    public static final int MAX_HISTORY_BYTES = 4 * 1024 * 1024;

    private Limits() {
    }
}
