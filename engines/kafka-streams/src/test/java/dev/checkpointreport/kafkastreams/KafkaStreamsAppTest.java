package dev.checkpointreport.kafkastreams;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.checkpointreport.PipelineRun;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
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
import org.junit.jupiter.api.io.TempDir;

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
    static final String COUNTS = "kafka-streams-app.csv";

    /** The counts file's rows: period, partition, rows, keys. */
    static final List<String> PHASES = new java.util.ArrayList<>();
    static int phases;
    static long runMillis;
    static String memory;
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
                    memory = "app " + app.peakResidentKb() / 1024 + " MB, broker " + broker.peakResidentKb() / 1024
                            + " MB peak resident";
                    // 143: SIGTERM's own exit status, once the shutdown hook has closed the app
                    assertThat(app.stop(BOUND)).isEqualTo(143);
                }
                total = sent;
            }
        } finally {
            leftLibraries = removeRocksDbLibraries();
        }
        runMillis = (System.nanoTime() - started) / 1_000_000;
        Files.writeString(FRESH.resolve("run-time.txt"), runMillis + " ms; " + memory + "\n");
        Files.writeString(FRESH.resolve(COUNTS), "period,worker,rows,keys\n" + String.join("\n", PHASES) + "\n");
        if (Boolean.getBoolean("measured.save")) {
            Path saved = Files.createDirectories(COURSE.resolve("data").resolve("kafka-streams"));
            Files.copy(LOG, saved.resolve("streams.jsonl"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            Files.copy(FRESH.resolve(COUNTS), COURSE.resolve("data").resolve(COUNTS),
                    java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
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

    /**
     * {@code count} events of {@link #KEYS} keys, the first taking 30 %; sent and acknowledged, each phase one period
     * of the counts file with the rows and keys of each partition.
     */
    private static long produce(Producer<String, String> producer, Random random, int count) {
        String period = "s" + ++phases;
        Map<Integer, java.util.Set<String>> keys = new java.util.TreeMap<>();
        Map<Integer, long[]> rows = new java.util.TreeMap<>();
        for (int i = 0; i < count; i++) {
            String key = "k" + (random.nextInt(10) < 3 ? 0 : random.nextInt(KEYS));
            producer.send(new ProducerRecord<>(CountApp.INPUT, key, "e"), (metadata, e) -> {
                synchronized (rows) {
                    keys.computeIfAbsent(metadata.partition(), p -> new java.util.HashSet<>()).add(key);
                    rows.computeIfAbsent(metadata.partition(), p -> new long[1])[0]++;
                }
            });
        }
        producer.flush();
        synchronized (rows) {
            for (Map.Entry<Integer, long[]> partition : rows.entrySet()) {
                PHASES.add(period + "," + partition.getKey() + "," + partition.getValue()[0] + ","
                        + keys.get(partition.getKey()).size());
            }
        }
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

    @Test
    void theReportsMeasuredFiguresAreTheLogsOwn(@TempDir Path course) throws Exception {
        Files.copy(LOG, Files.createDirectories(course.resolve("data").resolve("kafka-streams"))
                .resolve("streams.jsonl"));
        Files.copy(FRESH.resolve(COUNTS), course.resolve("data").resolve(COUNTS));
        Path scenario = Files.copy(COURSE.resolve("kafka-streams.yml"), course.resolve("kafka-streams.yml"));
        JsonNode measured = report(scenario, course.resolve("report")).path("measured");
        ListenerFigures log = new ListenerFigures(LOG);

        assertThat(measured.path("engine").asText()).isEqualTo("kafkaStreams");
        JsonNode app = measured.path("kafkaStreams");
        assertThat(app.path("app").asText()).isEqualTo(CountApp.APP);
        assertThat(app.path("processes")).hasSize(3);
        assertThat(longs(measured.path("checkpoints"), "trigger"))
                .isEqualTo(log.windows.stream().map(ListenerFigures.Window::from).toList());
        assertThat(longs(measured.path("checkpoints"), "latestAck"))
                .isEqualTo(log.windows.stream().map(ListenerFigures.Window::to).toList());
        assertThat(longs(measured.path("checkpoints"), "duration"))
                .isEqualTo(log.windows.stream().map(ListenerFigures.Window::latency).toList());
        assertThat(longs(measured.path("checkpoints"), "stateSize"))
                .isEqualTo(log.windows.stream().map(ListenerFigures.Window::sst).toList());
        assertThat(app.path("restarts")).hasSize(2);
        for (int i = 0; i < 2; i++) {
            ListenerFigures.Restart expected = log.restarts.get(i);
            JsonNode restart = app.path("restarts").get(i);
            assertThat(restart.path("lastLine").asLong()).isEqualTo(expected.lastLine());
            assertThat(restart.path("running").asLong()).isEqualTo(expected.running());
            assertThat(restart.path("toRunning").asLong()).isEqualTo(expected.running() - expected.lastLine());
            assertThat(restart.path("records").asLong()).isEqualTo(expected.records());
            assertThat(restart.path("uncommitted").asLong()).isEqualTo(expected.uncommitted());
            assertThat(restart.path("lagAtRunning").asLong()).isEqualTo(expected.lagAtRunning());
            assertThat(restart.path("drainMillis").isNull() ? null : restart.path("drainMillis").asLong())
                    .isEqualTo(expected.drained());
            List<ListenerFigures.StoreRestore> restores = new java.util.ArrayList<>();
            for (JsonNode r : restart.path("restores")) {
                restores.add(new ListenerFigures.StoreRestore(r.path("store").asText(), r.path("partition").asInt(),
                        r.path("start").asLong(), r.path("end").asLong(), r.path("records").asLong(),
                        r.path("millis").asLong()));
            }
            assertThat(restores).isEqualTo(expected.restores());
            assertThat(restart.path("fromZero").asInt())
                    .isEqualTo((int) expected.restores().stream().filter(r -> r.start() == 0).count());
            JsonNode restore = measured.path("restores").get(i);
            assertThat(restore.path("timestamp").asLong()).isEqualTo(expected.running());
            assertThat(restore.path("failureTimestamp").asLong()).isEqualTo(expected.lastLine());
            assertThat(restore.path("rowsRecomputed").asLong()).isEqualTo(expected.uncommitted());
        }
        // the wiped dir replayed every changelog from 0
        assertThat(app.path("restarts").get(1).path("fromZero").asInt()).isEqualTo(2 * CountApp.PARTITIONS);
        Files.writeString(FRESH.resolve("report.json"), measured.toPrettyString(), StandardCharsets.UTF_8);
    }

    @Test
    void theCoursesCaptureIsALogOfThisApp() throws IOException {
        ListenerFigures committed = new ListenerFigures(COURSE.resolve("data").resolve("kafka-streams")
                .resolve("streams.jsonl"));
        assertThat(committed.processes).hasSameSizeAs(new ListenerFigures(LOG).processes);
        assertThat(committed.restarts).hasSize(2);
        // the capture's wiped restart replayed every store partition from 0
        assertThat(committed.restarts.get(1).restores()).hasSize(2 * CountApp.PARTITIONS)
                .allMatch(restore -> restore.start() == 0);
        assertThat(Files.readAllLines(COURSE.resolve("data").resolve(COUNTS))).hasSize(1 + 6 * CountApp.PARTITIONS);
    }

    private static List<Long> longs(JsonNode array, String field) {
        List<Long> values = new java.util.ArrayList<>();
        array.forEach(item -> values.add(item.path(field).asLong()));
        return values;
    }

    /** The plugin's one write path run on the scenario, as the goal runs it: its report.json. */
    private static JsonNode report(Path scenario, Path output) throws Exception {
        PipelineRun.run(PipelineRun.request(scenario, output).basedir(scenario.getParent().toFile())
                .passedOver("passed over"), line -> { });
        return new com.fasterxml.jackson.databind.ObjectMapper().readTree(output.resolve("report.json").toFile());
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
