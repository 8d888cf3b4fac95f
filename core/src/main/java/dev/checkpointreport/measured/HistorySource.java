package dev.checkpointreport.measured;

import java.util.List;

/**
 * Where a measured history comes from: the one type that says it, from the scenario's key under {@code measured}
 * to the page. Each source has its key, its reader, and the words and rules that differ with it; the page, the log,
 * {@code report.json} and the statistics ask {@link Measurements#source()} (or the history's {@link SourceFacts})
 * instead of testing which source it is.
 */
public enum HistorySource {
    /** Flink's REST responses, scraped: each scrape shows Flink's last checkpoints, timed at their triggers. */
    FLINK_REST("flink", Merge::of, "checkpoint", "checkpoints", "scrape", "triggered (UTC)", "failure",
            "end-to-end duration", "checkpointed size"),
    /**
     * Flink's Prometheus reporter, sampled by Prometheus: a checkpoint is seen where the last completed id grows
     * from one sample to the next, timed at that sample.
     */
    PROMETHEUS("prometheus", PrometheusHistory::read, "checkpoint", "checkpoints", "sample", "sampled (UTC)",
            "failure", "end-to-end duration", "checkpointed size"),
    /**
     * A Spark query's progress log, which the query writes itself, every batch: a batch that commits state is one
     * checkpoint, and a failure is seen only as a new run of the query.
     */
    SPARK("spark", SparkProgressLog::read, "batch", "batches", "progress record", "batch started (UTC)", "restart",
            "state commit", "bytes copied"),
    /**
     * A Kafka Streams app's listener log, which the app writes itself: the commits between two snapshots are one
     * commit window, a checkpoint, and a failure is seen only as a new process of the app.
     */
    KAFKA_STREAMS("kafkaStreams", KafkaStreamsLog::read, "commit window", "commit windows", "snapshot",
            "snapshot taken (UTC)", "restart", "commit latency (max)", "changelog written");

    /** A source's reader: its files, in the order given, into one history. */
    private interface Reader {
        Measurements read(List<SavedResponse> files) throws MeasuredException;
    }

    private final String key;
    private final Reader reader;
    private final String one;
    private final String many;
    private final String seenBy;
    private final String timeColumn;
    private final String failure;
    private final String duration;
    private final String written;

    HistorySource(String key, Reader reader, String one, String many, String seenBy, String timeColumn,
                  String failure, String duration, String written) {
        this.key = key;
        this.reader = reader;
        this.one = one;
        this.many = many;
        this.seenBy = seenBy;
        this.timeColumn = timeColumn;
        this.failure = failure;
        this.duration = duration;
        this.written = written;
    }

    /** The key under the scenario's {@code measured} that names this source's files. */
    public String key() {
        return key;
    }

    /** Reads this source's files, in the order given, into one history. */
    public Measurements read(List<SavedResponse> files) throws MeasuredException {
        return reader.read(files);
    }

    /** What one checkpoint is called: {@code checkpoint}, or Spark's {@code batch}. */
    public String one() {
        return one;
    }

    /** The plural of {@link #one()}. */
    public String many() {
        return many;
    }

    /** What sees a checkpoint, and so misses one between two of them: a {@code scrape} or a {@code sample}. */
    public String seenBy() {
        return seenBy;
    }

    /** The heading of the column that times each checkpoint. */
    public String timeColumn() {
        return timeColumn;
    }

    /** The measured charts' time axis: what each point is, and when it is timed. */
    public String axis() {
        return this == SPARK ? "batch, started (UTC)" : one + ", " + timeColumn;
    }

    /** What a failure of the job is seen as: a {@code failure}, or a Spark query's {@code restart}. */
    public String failure() {
        return failure;
    }

    /** What a checkpoint's duration is, as the page's tables and charts name it: Spark's is its {@code state commit}. */
    public String duration() {
        return duration;
    }

    /** What a checkpoint wrote, as the page names it: Flink's {@code checkpointed size}, Spark's {@code bytes copied}. */
    public String written() {
        return written;
    }

    /**
     * Whether an id between two seen ones is a checkpoint unseen: Flink numbers every checkpoint and savepoint of a
     * job from one counter, while a Spark batch that commits no state is no checkpoint.
     */
    public boolean numbered() {
        return this != SPARK && this != KAFKA_STREAMS;
    }

    /**
     * Whether the job checkpoints once a period of the model, whatever interval is decided: a Spark query commits its
     * state at the end of every batch, so its own interval is one batch, {@code timing.periodLength}.
     */
    public boolean everyPeriod() {
        return this == SPARK;
    }

    /** Whether the history spans its samples rather than its checkpoints: the first sample precedes any checkpoint. */
    public boolean sampled() {
        return this == PROMETHEUS;
    }

    /** Whether how often to scrape follows from the job's interval and Flink's history size (the scrape goal's cadence). */
    public boolean scraped() {
        return this == FLINK_REST;
    }
}
