package dev.checkpointreport.flink;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.MemorySize;
import org.apache.flink.configuration.NettyShuffleEnvironmentOptions;
import org.apache.flink.configuration.TaskManagerOptions;
import org.apache.flink.streaming.api.environment.LocalStreamEnvironment;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;

/**
 * The Flink the job starts in its own JVM when it is run with {@code java} rather than {@code flink run}: one task
 * manager with a slot per core, given the memory this job needs rather than a local Flink's defaults. Those reserve
 * 64 MiB of network buffers and, for reading a batch shuffle, 64 MiB more, both allocated off the heap as the job
 * starts, while this job shuffles only each key's first sightings: a few MiB. A cluster's own settings are the
 * team's, and untouched.
 */
final class LocalCluster {
    /** The buffers a sort-merge shuffle's result partition holds at least (Flink's default is 512, 16 MiB). */
    private static final int SHUFFLE_BUFFERS = 32;

    private LocalCluster() {
    }

    /** The cluster's environment under {@code flink run}; else a local one of the machine's cores, set up here. */
    static StreamExecutionEnvironment environment() {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
        return env instanceof LocalStreamEnvironment ? environment(env.getParallelism()) : env;
    }

    /** A local Flink of {@code parallelism} slots, set up as {@link #settings} says. */
    static StreamExecutionEnvironment environment(int parallelism) {
        return StreamExecutionEnvironment.createLocalEnvironment(parallelism, settings(parallelism));
    }

    /**
     * Network memory for {@code parallelism} readers: each reader's two result partitions of {@link #SHUFFLE_BUFFERS}
     * buffers of 32 KiB (to the last stage and to the client), the last stage's one and its input gates, with room to
     * spare; and as much again, at least 4 MiB, for reading the shuffle.
     */
    static Configuration settings(int parallelism) {
        MemorySize network = MemorySize.ofMebiBytes(2 + 3L * parallelism);
        Configuration settings = new Configuration();
        settings.set(TaskManagerOptions.NETWORK_MEMORY_MIN, network);
        settings.set(TaskManagerOptions.NETWORK_MEMORY_MAX, network);
        settings.set(NettyShuffleEnvironmentOptions.NETWORK_SORT_SHUFFLE_MIN_BUFFERS, SHUFFLE_BUFFERS);
        settings.set(TaskManagerOptions.NETWORK_BATCH_SHUFFLE_READ_MEMORY,
                MemorySize.ofMebiBytes(Math.min(64, Math.max(4, 2L * parallelism))));
        return settings;
    }
}
