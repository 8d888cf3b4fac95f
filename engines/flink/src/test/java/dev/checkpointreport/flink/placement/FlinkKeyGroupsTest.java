package dev.checkpointreport.flink.placement;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.source.Partition;
import java.util.Random;
import org.apache.flink.runtime.state.KeyGroupRangeAssignment;
import org.junit.jupiter.api.Test;

/** The core's {@code source.partitioner: flink} against Flink's own {@code KeyGroupRangeAssignment}. */
class FlinkKeyGroupsTest {
    private static final int KEYS = 200_000;

    @Test
    void theDefaultMaxParallelismIsFlinksForEveryParallelism() {
        for (int parallelism = 1; parallelism <= Partition.FLINK_HIGHEST_MAX_PARALLELISM; parallelism++) {
            assertThat(Partition.flinkDefaultMaxParallelism(parallelism)).as("parallelism %d", parallelism)
                    .isEqualTo(KeyGroupRangeAssignment.computeDefaultMaxParallelism(parallelism));
        }
    }

    @Test
    void randomKeysGoToTheSubtaskFlinkGivesThem() {
        Random random = new Random(20261201);
        int differentFromTheLesson = 0;
        for (int i = 0; i < KEYS; i++) {
            String key = randomKey(random);
            int parallelism = 1 + random.nextInt(64);
            int maxParallelism = random.nextBoolean() ? KeyGroupRangeAssignment.computeDefaultMaxParallelism(parallelism)
                    : parallelism + random.nextInt(Partition.FLINK_HIGHEST_MAX_PARALLELISM - parallelism + 1);
            int flinks = KeyGroupRangeAssignment.assignKeyToParallelOperator(key, maxParallelism, parallelism);

            assertThat(Partition.flink(parallelism, maxParallelism).workerOf(key))
                    .as("key %s at parallelism %d of %d", key.codePoints().boxed().toList(), parallelism, maxParallelism)
                    .isEqualTo(flinks);
            assertThat(Partition.keyGroupOf(key, maxParallelism))
                    .isEqualTo(KeyGroupRangeAssignment.assignToKeyGroup(key, maxParallelism));
            if (parallelism > 1 && Partition.workerOf(key, parallelism) != flinks) {
                differentFromTheLesson++;
            }
        }
        assertThat(differentFromTheLesson).as("the lesson's FNV-1a places most keys elsewhere")
                .isGreaterThan(KEYS / 2);
    }

    /** Up to 12 code points: ASCII, Latin, CJK, and outside the Basic Multilingual Plane (surrogate pairs). */
    private static String randomKey(Random random) {
        StringBuilder key = new StringBuilder();
        int length = random.nextInt(13);
        for (int i = 0; i < length; i++) {
            int kind = random.nextInt(4);
            int codePoint = switch (kind) {
                case 0 -> 0x20 + random.nextInt(0x5F);
                case 1 -> 0xA0 + random.nextInt(0x200);
                case 2 -> 0x4E00 + random.nextInt(0x5000);
                default -> 0x10000 + random.nextInt(0x100000 - 0x10000);
            };
            key.appendCodePoint(codePoint);
        }
        return key.toString();
    }
}
