package dev.checkpointreport.kafkastreams;

import static dev.checkpointreport.kafkastreams.LogFile.quoted;

import java.util.Map;
import java.util.TreeMap;
import org.apache.kafka.common.Metric;
import org.apache.kafka.common.MetricName;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.streams.KafkaStreams;
import org.apache.kafka.streams.TaskMetadata;
import org.apache.kafka.streams.ThreadMetadata;

/**
 * One period's figures of the app, at most {@link #MAX_ENTRIES} stores and partitions: its stream threads' commits
 * ({@code commit-total} summed, {@code commit-latency-max}), each RocksDB store's {@code total-sst-files-size}, and
 * each active task's input partitions with the offset last committed ({@code TaskMetadata.committedOffsets()},
 * {@code -1} before the first), the end offset Kafka Streams last saw ({@code endOffsets()}) and the main consumer's
 * {@code records-lag}. The consumer's position is end less lag: what the app has fetched, which is ahead of what it
 * has processed by at most its buffer ({@code buffered.records.per.partition}). The metrics that mislead
 * ({@code restore-rate}, {@code estimate-num-keys}, {@code size-all-mem-tables}) are left out.
 */
record Snapshot(long commits, double commitLatencyMax, Map<String, Long> sst, Map<String, String> partitions,
                int dropped) {
    /** Stores, and apart partitions, a snapshot holds at most; the rest are counted in {@code dropped}. */
    static final int MAX_ENTRIES = 1_000;

    static Snapshot of(KafkaStreams streams) {
        long commits = 0;
        double latency = Double.NaN;
        Map<String, Long> sst = new TreeMap<>();
        Map<String, Double> lags = new TreeMap<>();
        int dropped = 0;
        for (Map.Entry<MetricName, ? extends Metric> each : streams.metrics().entrySet()) {
            MetricName name = each.getKey();
            Object value = each.getValue().metricValue();
            if (!(value instanceof Number number)) {
                continue;
            }
            Map<String, String> tags = name.tags();
            if (name.group().equals("stream-thread-metrics") && name.name().equals("commit-total")) {
                commits += number.longValue();
            } else if (name.group().equals("stream-thread-metrics") && name.name().equals("commit-latency-max")
                    && !Double.isNaN(number.doubleValue())) {
                latency = Double.isNaN(latency) ? number.doubleValue() : Math.max(latency, number.doubleValue());
            } else if (name.group().equals("stream-state-metrics") && name.name().equals("total-sst-files-size")) {
                String store = quoted(tags.getOrDefault("task-id", "")) + "," + quoted(tags.getOrDefault(
                        "rocksdb-state-id", ""));
                if (sst.size() < MAX_ENTRIES || sst.containsKey(store)) {
                    sst.merge(store, number.longValue(), Long::sum);
                } else {
                    dropped++;
                }
            } else if (name.group().equals("consumer-fetch-manager-metrics") && name.name().equals("records-lag")
                    && tags.containsKey("partition") && !Double.isNaN(number.doubleValue())) {
                lags.put(tags.get("client-id") + "\n" + tags.get("topic") + "\n" + tags.get("partition"),
                        number.doubleValue());
            }
        }
        Map<String, String> partitions = new TreeMap<>();
        for (ThreadMetadata thread : streams.metadataForLocalThreads()) {
            for (TaskMetadata task : thread.activeTasks()) {
                for (TopicPartition input : task.topicPartitions()) {
                    if (partitions.size() >= MAX_ENTRIES) {
                        dropped++;
                        continue;
                    }
                    Double lag = lags.get(thread.consumerClientId() + "\n" + input.topic() + "\n" + input.partition());
                    partitions.put(input.topic() + "\n" + input.partition(), "{\"topic\":" + quoted(input.topic())
                            + ",\"partition\":" + input.partition() + ",\"task\":" + quoted(task.taskId().toString())
                            + ",\"committed\":" + task.committedOffsets().getOrDefault(input, -1L) + ",\"end\":"
                            + task.endOffsets().getOrDefault(input, -1L)
                            + (lag == null ? "" : ",\"lag\":" + lag.longValue()) + "}");
                }
            }
        }
        return new Snapshot(commits, latency, sst, partitions, dropped);
    }

    /** The snapshot as the fields of its line. */
    String fields() {
        StringBuilder json = new StringBuilder(",\"commits\":").append(commits);
        if (!Double.isNaN(commitLatencyMax)) {
            json.append(",\"commitLatencyMax\":").append(Math.round(commitLatencyMax));
        }
        json.append(",\"stores\":[");
        String comma = "";
        for (Map.Entry<String, Long> store : sst.entrySet()) {
            String[] taskAndStore = store.getKey().split(",", 2);
            json.append(comma).append("{\"task\":").append(taskAndStore[0]).append(",\"store\":")
                    .append(taskAndStore[1]).append(",\"sst\":").append(store.getValue()).append('}');
            comma = ",";
        }
        json.append("],\"partitions\":[").append(String.join(",", partitions.values())).append(']');
        if (dropped > 0) {
            json.append(",\"dropped\":").append(dropped);
        }
        return json.toString();
    }
}
