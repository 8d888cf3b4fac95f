package dev.checkpointreport.kafkastreams;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A real Kafka Streams app ({@link CountApp}) against a real broker ({@link Broker}), each in its own JVM, run once
 * for the class: it counts {@link #FIRST} events, is killed while it counts more, restarts on its kept state dir, is
 * killed again, and restarts on a wiped one, which it runs until it has caught up and is stopped. Each step waits on
 * the app's {@link StreamsLog} ({@code target/kafka-streams/streams.jsonl}). The course's Kafka Streams scenario
 * holds one such capture; {@code -Dmeasured.save=true} replaces it with this run's.
 */
@Tag("kafka")
class KafkaStreamsAppTest {
    static final Path COURSE = Path.of("..", "..", "example-project", "scenarios");
    static final Path FRESH = Path.of("target", "kafka-streams");
    static final Path LOG = FRESH.resolve("streams.jsonl");
    static final int KEYS = 3_000;
    static final int FIRST = 12_000;
    static final int MORE = 30_000;
    static final int TAIL = 1_000;
    static final int BOUND = 90;

    static long runMillis;
    static long total;
    static int leftLibraries;

    @BeforeAll
    static void runTheApp() throws Exception {
        long started = System.nanoTime();
        delete(FRESH);
        Files.createDirectories(FRESH);
        Path state = FRESH.resolve("state");
        Random random = new Random(42);
        try (Broker broker = Broker.start(FRESH); LogWatch watch = new LogWatch(LOG)) {
            try (Admin admin = broker.admin()) {
                admin.createTopics(List.of(new NewTopic(CountApp.INPUT, CountApp.PARTITIONS, (short) 1),
                        new NewTopic(CountApp.OUTPUT, CountApp.PARTITIONS, (short) 1))).all().get();
            }
            try (Producer<String, String> producer = producer(broker)) {
                long sent = produce(producer, random, FIRST);
                try (ChildJvm app = app(state, "app-1", broker)) {
                    sent = runAndKill(app, watch, producer, random, sent);
                }
                try (ChildJvm app = app(state, "app-2", broker)) {
                    sent = runAndKill(app, watch, producer, random, sent);
                }
                delete(state);
                try (ChildJvm app = app(state, "app-3", broker)) {
                    sent = catchUp(app, watch, producer, random, sent);
                    // 143: SIGTERM's own exit status, once the shutdown hook has closed the app
                    assertThat(app.stop(BOUND)).isEqualTo(143);
                }
                total = sent;
            }
        } finally {
            leftLibraries = removeRocksDbLibraries();
        }
        runMillis = (System.nanoTime() - started) / 1_000_000;
        Files.writeString(FRESH.resolve("run-time.txt"), runMillis + " ms\n");
    }

    /**
     * Waits until the app runs, sends {@link #TAIL} events, which give every partition a commit of this process,
     * and waits until it has committed all; the events sent so far.
     */
    private static long catchUp(ChildJvm app, LogWatch watch, Producer<String, String> producer, Random random,
                                long sent) throws Exception {
        watch.await(app, BOUND, "the app running", line -> line.path("to").asText().equals("RUNNING"));
        long all = sent + produce(producer, random, TAIL);
        watch.await(app, BOUND, "the app caught up", caughtUp(all));
        return all;
    }

    /** Catches up, sends {@link #MORE} and kills the app as soon as it has committed part of them. */
    private static long runAndKill(ChildJvm app, LogWatch watch, Producer<String, String> producer, Random random,
                                   long sent) throws Exception {
        long before = catchUp(app, watch, producer, random, sent);
        long all = before + produce(producer, random, MORE);
        watch.await(app, BOUND, "the app counting", counted(before));
        app.kill();
        return all;
    }

    private static ChildJvm app(Path state, String name, Broker broker) throws IOException {
        return ChildJvm.start(FRESH, name, "256m", CountApp.class, broker.bootstrap, state.toAbsolutePath().toString(),
                LOG.toAbsolutePath().toString());
    }

    private static Producer<String, String> producer(Broker broker) {
        return new KafkaProducer<>(Map.of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrap,
                ProducerConfig.ACKS_CONFIG, "all"), new StringSerializer(), new StringSerializer());
    }

    /** {@code count} events of {@link #KEYS} keys, the first taking 30 %; sent and acknowledged. */
    private static long produce(Producer<String, String> producer, Random random, int count) {
        for (int i = 0; i < count; i++) {
            int key = random.nextInt(10) < 3 ? 0 : random.nextInt(KEYS);
            producer.send(new ProducerRecord<>(CountApp.INPUT, "k" + key, "e"));
        }
        producer.flush();
        return count;
    }

    private static long committed(JsonNode line) {
        long sum = 0;
        for (JsonNode partition : line.path("partitions")) {
            sum += Math.max(0, partition.path("committed").asLong());
        }
        return sum;
    }

    /** A snapshot whose every input partition has committed all {@code sent} events. */
    private static java.util.function.Predicate<JsonNode> caughtUp(long sent) {
        return line -> line.path("event").asText().equals("snapshot")
                && line.path("partitions").size() == CountApp.PARTITIONS && committed(line) == sent;
    }

    /** A snapshot whose committed offsets have gone past {@code before}: the app is counting what came after. */
    private static java.util.function.Predicate<JsonNode> counted(long before) {
        return line -> line.path("event").asText().equals("snapshot") && committed(line) > before;
    }

    private static int removeRocksDbLibraries() throws IOException {
        int removed = 0;
        if (Files.exists(FRESH)) {
            try (Stream<Path> all = Files.walk(FRESH)) {
                for (Path path : all.filter(p -> p.getFileName().toString().startsWith("librocksdbjni")).toList()) {
                    Files.delete(path);
                    removed++;
                }
            }
        }
        return removed;
    }

    static void delete(Path folder) throws IOException {
        if (Files.exists(folder)) {
            try (Stream<Path> all = Files.walk(folder)) {
                for (Path path : all.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(path);
                }
            }
        }
    }

    @Test
    void eachKilledJvmLeftItsRocksDbLibraryAndTheTestRemovedIt() {
        // the stopped JVM removes its own on exit
        assertThat(leftLibraries).isEqualTo(2);
    }

    @Test
    void theKeptStateDirRestoresFromFlushedOffsetsAndTheWipedOneFromZero() throws IOException {
        List<List<JsonNode>> processes = processes(LOG);
        assertThat(processes).hasSize(3);
        List<JsonNode> kept = restoreStarts(processes.get(1));
        List<JsonNode> wiped = restoreStarts(processes.get(2));
        assertThat(kept).hasSize(2 * CountApp.PARTITIONS).anyMatch(line -> line.path("start").asLong() > 0);
        assertThat(wiped).hasSize(2 * CountApp.PARTITIONS).allMatch(line -> line.path("start").asLong() == 0);
        // the changelog holds every update; a wiped dir replays the uncompacted one whole, the compacted one less
        assertThat(wiped).allMatch(line -> line.path("end").asLong() > 0);
        long counts = records(processes.get(2), "counts");
        long compacted = records(processes.get(2), "compacted");
        assertThat(counts).isEqualTo(wiped.stream().filter(line -> line.path("store").asText().equals("counts"))
                .mapToLong(line -> line.path("end").asLong()).sum());
        assertThat(compacted).isLessThan(counts);
    }

    private static long records(List<JsonNode> lines, String store) {
        return lines.stream().filter(line -> line.path("event").asText().equals("restoreEnd")
                && line.path("store").asText().equals(store)).mapToLong(line -> line.path("records").asLong()).sum();
    }

    private static List<JsonNode> restoreStarts(List<JsonNode> lines) {
        return lines.stream().filter(line -> line.path("event").asText().equals("restoreStart")).toList();
    }

    /** The log's lines, by the process that wrote them, in the order written. */
    static List<List<JsonNode>> processes(Path log) throws IOException {
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        java.util.Map<String, List<JsonNode>> byProcess = new java.util.LinkedHashMap<>();
        for (String line : Files.readAllLines(log)) {
            JsonNode node = json.readTree(line);
            byProcess.computeIfAbsent(node.path("process").asText(), p -> new java.util.ArrayList<>()).add(node);
        }
        return List.copyOf(byProcess.values());
    }
}
