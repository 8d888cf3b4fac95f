package dev.checkpointreport.kafkastreams;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.common.utils.Bytes;
import org.apache.kafka.streams.KafkaStreams;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.kstream.Consumed;
import org.apache.kafka.streams.kstream.KGroupedStream;
import org.apache.kafka.streams.kstream.Materialized;
import org.apache.kafka.streams.kstream.Produced;
import org.apache.kafka.streams.state.KeyValueStore;
import org.apache.kafka.streams.state.RocksDBConfigSetter;
import org.rocksdb.Options;

/**
 * The app the test kills: a keyed count of the input into two RocksDB stores, {@code counts} with the default
 * changelog and {@code compacted} with one its broker cleans within seconds, each count written to the output. Its
 * memtables are 64 KB ({@link SmallMemtables}), so RocksDB flushes, and a kept state dir restores from a flushed
 * offset rather than from 0. The record cache is off, so every input record updates both changelogs.
 * {@code main(bootstrap, stateDir, log)}; SIGTERM closes it.
 */
public final class CountApp {
    static final String APP = "checkpoint-count";
    static final String INPUT = "events";
    static final String OUTPUT = "counts";
    static final int PARTITIONS = 4;
    static final int COMMIT_INTERVAL_MS = 300;
    /** A snapshot every 250 ms: the test kills the app within one of seeing it commit. */
    static final Duration SNAPSHOTS = Duration.ofMillis(250);

    private CountApp() {
    }

    public static void main(String[] args) throws InterruptedException {
        Properties props = new Properties();
        props.putAll(Map.of(StreamsConfig.APPLICATION_ID_CONFIG, APP, StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, args[0],
                StreamsConfig.STATE_DIR_CONFIG, args[1], StreamsConfig.COMMIT_INTERVAL_MS_CONFIG, COMMIT_INTERVAL_MS,
                StreamsConfig.STATESTORE_CACHE_MAX_BYTES_CONFIG, 0,
                StreamsConfig.ROCKSDB_CONFIG_SETTER_CLASS_CONFIG, SmallMemtables.class,
                StreamsConfig.consumerPrefix("session.timeout.ms"), 2000,
                StreamsConfig.consumerPrefix("heartbeat.interval.ms"), 300,
                StreamsConfig.REPLICATION_FACTOR_CONFIG, 1));
        StreamsBuilder builder = new StreamsBuilder();
        KGroupedStream<String, String> events = builder.stream(INPUT, Consumed.with(Serdes.String(), Serdes.String()))
                .groupByKey();
        events.count(Materialized.<String, Long, KeyValueStore<Bytes, byte[]>>as("counts"))
                .toStream().to(OUTPUT, Produced.with(Serdes.String(), Serdes.Long()));
        events.count(Materialized.<String, Long, KeyValueStore<Bytes, byte[]>>as("compacted").withLoggingEnabled(
                Map.of("min.cleanable.dirty.ratio", "0.01", "segment.ms", "500", "delete.retention.ms", "100")));
        KafkaStreams streams = new KafkaStreams(builder.build(), props);
        StreamsLog.register(streams, Path.of(args[2]), SNAPSHOTS);
        CountDownLatch closed = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            streams.close();
            closed.countDown();
        }));
        streams.start();
        closed.await();
    }

    /** 64 KB memtables, so RocksDB flushes every few hundred updates and the store's offset survives a kill. */
    public static final class SmallMemtables implements RocksDBConfigSetter {
        @Override
        public void setConfig(String storeName, Options options, Map<String, Object> configs) {
            options.setWriteBufferSize(64 * 1024);
        }

        @Override
        public void close(String storeName, Options options) {
        }
    }
}
