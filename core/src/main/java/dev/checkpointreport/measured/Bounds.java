package dev.checkpointreport.measured;

import dev.checkpointreport.scrape.PrometheusScraper;

/**
 * What the plugin reads of the measured files (Flink's saved REST responses, Prometheus's saved answers, a Spark
 * query's progress logs), in one place, so the reader, its messages and the site's
 * scenario-file page agree. A response is kilobytes; the bounds leave room for years of scrapes and stop a
 * file that is not one (a 2 GB log, a JSON bomb) before it fills the heap.
 */
public final class Bounds {
    /** Bytes of one saved response: a history of 10,000 checkpoints, or an exception history with long traces. */
    public static final int MAX_FILE_BYTES = 16 * 1024 * 1024;
    /**
     * Bytes of one Spark progress log: about 20,000 progress records of a query with a few stateful operators,
     * three hours of a 500 ms trigger; a glob reads the rotated files of a longer span.
     */
    public static final int MAX_LOG_BYTES = 64 * 1024 * 1024;
    /** Bytes of every file together; one constant with what one Prometheus scrape saves, so none saves more. */
    public static final long MAX_TOTAL_BYTES = PrometheusScraper.MAX_SAVED_BYTES;
    /** Files a source's patterns under {@code measured} may match: an hourly scrape for a year is 8,760. */
    public static final int MAX_FILES = 20_000;
    /** Levels of nested objects and lists; Flink's responses need 6. */
    public static final int MAX_NESTING_DEPTH = 32;
    /** Characters of a number as written. */
    public static final int MAX_NUMBER_CHARS = 40;
    /** Characters of a text value, such as a stack trace. */
    public static final int MAX_TEXT_CHARS = 1 << 20;
    /** Characters of a field name. */
    public static final int MAX_NAME_CHARS = 1_000;
    /**
     * Finished checkpoints of the merged history, each one a point of the page's charts: a checkpoint every 5
     * minutes for 11 months. A report of this many weighs 4.2 MB and was read, run and written in 12.5 s on two
     * busy cores (1.9 s for 5,000); a million grew the charts' data past the page's limit of 67,108,864
     * characters after 20 s, a failure that named the template, not the files. One constant with what one
     * Prometheus scrape's range may show, so none saves more.
     */
    public static final int MAX_CHECKPOINTS = PrometheusScraper.MAX_CHECKPOINTS;
    /** The largest checkpoint id, as JSON's numbers hold whole numbers exactly. */
    public static final long MAX_CHECKPOINT_ID = (1L << 53) - 1;

    /** The latest time in milliseconds since 1970 a response may give: the year 9999's end. */
    public static final long MAX_TIMESTAMP = 253_402_300_799_999L;
    /** The longest duration in milliseconds a response may give: about 31 years. */
    public static final long MAX_DURATION = 1_000_000_000_000L;

    private Bounds() {
    }
}
