package dev.checkpointreport.flink;

import java.net.URI;
import java.nio.file.Path;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.runtime.minicluster.MiniCluster;
import org.apache.flink.runtime.minicluster.MiniClusterConfiguration;

/**
 * An embedded Flink cluster for a test: one task manager with {@code slots} slots, every address and the REST
 * API on 127.0.0.1 at a free port, checkpoints in {@code checkpoints}, and a fixed-delay restart of 200 ms.
 * Close it to stop it.
 */
public final class LocalFlink implements AutoCloseable {
    private final MiniCluster cluster;
    private final URI rest;

    private LocalFlink(MiniCluster cluster) throws Exception {
        this.cluster = cluster;
        cluster.start();
        this.rest = cluster.getRestAddress().get();
    }

    public static LocalFlink start(int slots, Path checkpoints, int restarts) throws Exception {
        return start(slots, checkpoints, restarts, java.util.Map.of());
    }

    /** As {@link #start(int, Path, int)}, with more of the cluster's configuration. */
    public static LocalFlink start(int slots, Path checkpoints, int restarts, java.util.Map<String, String> more)
            throws Exception {
        Configuration conf = new Configuration();
        more.forEach(conf::setString);
        conf.setString("rest.address", "127.0.0.1");
        conf.setString("rest.bind-address", "127.0.0.1");
        conf.setString("rest.port", "0");
        conf.setString("execution.checkpointing.storage", "filesystem");
        conf.setString("execution.checkpointing.dir", checkpoints.toUri().toString());
        conf.setString("restart-strategy.type", "fixed-delay");
        conf.setString("restart-strategy.fixed-delay.attempts", Integer.toString(restarts));
        conf.setString("restart-strategy.fixed-delay.delay", "200 ms");
        conf.setString("taskmanager.memory.network.min", "16m");
        conf.setString("taskmanager.memory.network.max", "16m");
        return new LocalFlink(new MiniCluster(new MiniClusterConfiguration.Builder()
                .setConfiguration(conf)
                .setNumTaskManagers(1)
                .setNumSlotsPerTaskManager(slots)
                .setCommonBindAddress("127.0.0.1")
                .build()));
    }

    public MiniCluster cluster() {
        return cluster;
    }

    /** The REST API's address, such as {@code http://127.0.0.1:40123}. */
    public URI rest() {
        return rest;
    }

    @Override
    public void close() throws Exception {
        cluster.close();
    }
}
