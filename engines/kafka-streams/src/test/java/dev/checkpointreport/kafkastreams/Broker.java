package dev.checkpointreport.kafkastreams;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.common.Uuid;

/**
 * A single-node KRaft broker and controller ({@code kafka.Kafka}) in a child JVM on 127.0.0.1, its storage
 * formatted by {@code kafka.tools.StorageTool} first; ready when an admin client sees the cluster. Its group and
 * cleaner timings are short, so that a killed app's partitions move within seconds and a compacted changelog is
 * cleaned during the test.
 */
final class Broker implements AutoCloseable {
    private final ChildJvm jvm;
    final String bootstrap;

    private Broker(ChildJvm jvm, String bootstrap) {
        this.jvm = jvm;
        this.bootstrap = bootstrap;
    }

    static Broker start(Path folder) throws Exception {
        int port = freePort();
        int controller = freePort();
        Path config = folder.resolve("server.properties");
        Properties server = new Properties();
        server.putAll(Map.ofEntries(Map.entry("process.roles", "broker,controller"), Map.entry("node.id", "1"),
                Map.entry("controller.quorum.voters", "1@127.0.0.1:" + controller),
                Map.entry("listeners", "PLAINTEXT://127.0.0.1:" + port + ",CONTROLLER://127.0.0.1:" + controller),
                Map.entry("advertised.listeners", "PLAINTEXT://127.0.0.1:" + port),
                Map.entry("controller.listener.names", "CONTROLLER"),
                Map.entry("listener.security.protocol.map", "PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT"),
                Map.entry("log.dirs", folder.resolve("kafka-logs").toAbsolutePath().toString()),
                Map.entry("offsets.topic.replication.factor", "1"), Map.entry("offsets.topic.num.partitions", "1"),
                Map.entry("transaction.state.log.replication.factor", "1"),
                Map.entry("transaction.state.log.min.isr", "1"), Map.entry("group.initial.rebalance.delay.ms", "0"),
                Map.entry("group.min.session.timeout.ms", "1000"), Map.entry("log.cleaner.backoff.ms", "500"),
                Map.entry("auto.create.topics.enable", "false")));
        try (var out = Files.newBufferedWriter(config)) {
            server.store(out, "the test's broker");
        }
        String path = config.toAbsolutePath().toString();
        try (ChildJvm format = ChildJvm.start(folder, "format", "256m", kafka.tools.StorageTool.class, "format",
                "-t", Uuid.randomUuid().toString(), "-c", path)) {
            if (format.await(60) != 0) {
                throw new IllegalStateException("the broker's storage was not formatted: see format.out");
            }
        }
        ChildJvm jvm = ChildJvm.start(folder, "broker", "512m", kafka.Kafka.class, path);
        Broker broker = new Broker(jvm, "127.0.0.1:" + port);
        try {
            broker.awaitReady();
        } catch (Exception e) {
            broker.close();
            throw e;
        }
        return broker;
    }

    private void awaitReady() throws InterruptedException, ExecutionException, TimeoutException {
        try (Admin admin = admin()) {
            admin.describeCluster().nodes().get(60, TimeUnit.SECONDS);
        }
    }

    /** The broker JVM's peak resident memory so far, in KB. */
    long peakResidentKb() throws IOException {
        return jvm.peakResidentKb();
    }

    Admin admin() {
        return Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap));
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    @Override
    public void close() throws InterruptedException {
        if (jvm.alive()) {
            jvm.stop(30);
        }
    }
}
