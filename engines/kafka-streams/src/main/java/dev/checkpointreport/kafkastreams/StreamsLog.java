package dev.checkpointreport.kafkastreams;

import static dev.checkpointreport.kafkastreams.LogFile.quoted;

import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.common.Metric;
import org.apache.kafka.common.MetricName;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.streams.KafkaStreams;
import org.apache.kafka.streams.processor.StandbyUpdateListener;
import org.apache.kafka.streams.processor.StateRestoreListener;
import org.apache.kafka.streams.processor.TaskId;

/**
 * Logs a Kafka Streams app's restores, standby updates, state changes, input offsets and a few metrics as JSON Lines:
 * what the plugin's {@code measured.kafkaStreams} reads. Kafka Streams keeps none of this: its restore callbacks go
 * nowhere by default and its metrics are only the current values. Register it before {@code start()}:
 * {@code StreamsLog.register(streams, Path.of("streams.jsonl"))}. It sets the app's global restore listener, standby
 * listener and state listener (each {@code KafkaStreams} holds one of each), so an app that sets its own must not.
 *
 * <p>Each line names the app's {@code application.id}, this process (a random id per registration) and its time
 * (milliseconds since 1970); a restore or standby callback and a state change are written when they happen, from the
 * thread that calls them, and every {@code period} a {@link Snapshot} of the offsets and metrics. A line is flushed
 * when written, so a killed JVM loses nothing it wrote; the file rolls at {@link #ROLL_BYTES}.
 */
public final class StreamsLog implements StateRestoreListener, StandbyUpdateListener, KafkaStreams.StateListener {
    /** Bytes a file reaches before it rolls to {@code <name>.1}, {@code .2}…: a quarter of what the reader takes. */
    public static final long ROLL_BYTES = 16L * 1024 * 1024;
    /** The snapshot period when none is given. */
    public static final Duration PERIOD = Duration.ofSeconds(1);

    private final KafkaStreams streams;
    private final LogFile file;
    private final String head;
    private final Duration period;
    private final ScheduledExecutorService sampler;
    private final Map<TopicPartition, Long> standbyWritten = new HashMap<>();

    private StreamsLog(KafkaStreams streams, LogFile file, Duration period) {
        this.streams = streams;
        this.file = file;
        this.period = period;
        this.head = "{\"app\":" + quoted(applicationId(streams)) + ",\"process\":" + quoted(UUID.randomUUID().toString());
        this.sampler = Executors.newSingleThreadScheduledExecutor(run -> {
            Thread thread = new Thread(run, "streams-log-snapshot");
            thread.setDaemon(true);
            return thread;
        });
    }

    /** Registers the log on {@code streams}, a snapshot every {@link #PERIOD}; call it before {@code start()}. */
    public static StreamsLog register(KafkaStreams streams, Path file) {
        return register(streams, file, PERIOD);
    }

    /** Registers the log on {@code streams}, a snapshot every {@code period}; call it before {@code start()}. */
    public static StreamsLog register(KafkaStreams streams, Path file, Duration period) {
        StreamsLog log = new StreamsLog(streams, new LogFile(file, ROLL_BYTES), period);
        streams.setGlobalStateRestoreListener(log);
        streams.setStandbyUpdateListener(log);
        streams.setStateListener(log);
        log.write("start", ",\"pid\":" + ProcessHandle.current().pid() + ",\"period\":" + period.toMillis());
        return log;
    }

    private static String applicationId(KafkaStreams streams) {
        for (Map.Entry<MetricName, ? extends Metric> metric : streams.metrics().entrySet()) {
            if (metric.getKey().name().equals("application-id") && metric.getKey().group().equals("stream-metrics")) {
                return String.valueOf(metric.getValue().metricValue());
            }
        }
        return "unknown";
    }

    void write(String event, String fields) {
        file.append(head + ",\"t\":" + System.currentTimeMillis() + ",\"event\":" + quoted(event) + fields + "}");
    }

    private static String where(TopicPartition partition, String store) {
        return ",\"topic\":" + quoted(partition.topic()) + ",\"partition\":" + partition.partition() + ",\"store\":"
                + quoted(store);
    }

    @Override
    public void onRestoreStart(TopicPartition partition, String store, long startingOffset, long endingOffset) {
        write("restoreStart", where(partition, store) + ",\"start\":" + startingOffset + ",\"end\":" + endingOffset);
    }

    @Override
    public void onBatchRestored(TopicPartition partition, String store, long batchEndOffset, long numRestored) {
        // the end says it all: a batch is at most max.poll.records, and a restore of millions would write thousands
    }

    @Override
    public void onRestoreEnd(TopicPartition partition, String store, long totalRestored) {
        write("restoreEnd", where(partition, store) + ",\"records\":" + totalRestored);
    }

    @Override
    public void onRestoreSuspended(TopicPartition partition, String store, long totalRestored) {
        write("restoreSuspended", where(partition, store) + ",\"records\":" + totalRestored);
    }

    @Override
    public void onUpdateStart(TopicPartition partition, String store, long startingOffset) {
        write("standbyStart", where(partition, store) + ",\"start\":" + startingOffset);
    }

    @Override
    public void onBatchLoaded(TopicPartition partition, String store, TaskId task, long batchEndOffset, long batchSize,
                              long currentEndOffset) {
        // a standby loads for as long as it lives: one line a period per partition at most
        long now = System.currentTimeMillis();
        synchronized (standbyWritten) {
            Long last = standbyWritten.get(partition);
            if (last != null && now - last < period.toMillis()) {
                return;
            }
            standbyWritten.put(partition, now);
        }
        write("standbyBatch", where(partition, store) + ",\"task\":" + quoted(task.toString()) + ",\"offset\":"
                + batchEndOffset + ",\"records\":" + batchSize + ",\"end\":" + currentEndOffset);
    }

    @Override
    public void onUpdateSuspended(TopicPartition partition, String store, long storeOffset, long currentEndOffset,
                                  SuspendReason reason) {
        write("standbySuspended", where(partition, store) + ",\"offset\":" + storeOffset + ",\"end\":"
                + currentEndOffset + ",\"reason\":" + quoted(reason.name()));
    }

    @Override
    public void onChange(KafkaStreams.State to, KafkaStreams.State from) {
        write("state", ",\"from\":" + quoted(from.name()) + ",\"to\":" + quoted(to.name()));
        if (to == KafkaStreams.State.REBALANCING && from == KafkaStreams.State.CREATED) {
            sampler.scheduleAtFixedRate(this::snapshot, period.toMillis(), period.toMillis(), TimeUnit.MILLISECONDS);
        } else if (to == KafkaStreams.State.PENDING_SHUTDOWN || to == KafkaStreams.State.PENDING_ERROR) {
            snapshot();
            sampler.shutdown();
        } else if (to == KafkaStreams.State.NOT_RUNNING || to == KafkaStreams.State.ERROR) {
            file.close();
        }
    }

    private void snapshot() {
        try {
            write("snapshot", Snapshot.of(streams).fields());
        } catch (RuntimeException e) {
            // a snapshot taken while the threads shut down may meet their metrics half removed: the next one will do
        }
    }
}
