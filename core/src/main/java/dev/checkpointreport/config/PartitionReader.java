package dev.checkpointreport.config;

import dev.checkpointreport.source.Partition;
import java.util.Optional;

/**
 * Reads {@code source.partitioner} and {@code source.maxParallelism}: how an events file's keys are placed on the
 * workers, the lesson's FNV-1a hash ({@code fnv1a}, the default) or Flink's key groups ({@code flink}).
 */
final class PartitionReader {
    private PartitionReader() {
    }

    static Partition read(ConfigMapping source, int workers) throws ConfigException {
        Optional<ConfigNode> partitioner = source.optional("partitioner");
        Optional<ConfigNode> maxParallelism = source.optional("maxParallelism");
        boolean flink = false;
        if (partitioner.isPresent()) {
            String name = partitioner.get().asText("fnv1a or flink");
            if (!name.equals(Defaults.PARTITIONER) && !name.equals("flink")) {
                throw partitioner.get().expected("fnv1a (the lesson's hash) or flink (Flink's key groups)");
            }
            flink = name.equals("flink");
            if (source.optional("partition").isPresent()) {
                throw partitioner.get().error("give partition or partitioner, not both: a partition column names "
                        + "the worker itself");
            }
        }
        if (!flink) {
            if (maxParallelism.isPresent()) {
                throw maxParallelism.get().error("applies to partitioner: flink only");
            }
            return Partition.lesson(workers);
        }
        if (maxParallelism.isEmpty()) {
            return Partition.flink(workers, Partition.flinkDefaultMaxParallelism(workers));
        }
        int groups = (int) maxParallelism.get().asWholeNumber("a whole number of key groups from " + workers + " (the "
                + "workers) to " + Partition.FLINK_HIGHEST_MAX_PARALLELISM, workers,
                Partition.FLINK_HIGHEST_MAX_PARALLELISM);
        return Partition.flink(workers, groups);
    }
}
