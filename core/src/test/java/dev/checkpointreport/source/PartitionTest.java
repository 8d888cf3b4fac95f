package dev.checkpointreport.source;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The lesson's {@code trace_id}: FNV-1a 32-bit over {@code ord(c)} of every code point of the key. */
class PartitionTest {

    /** The lesson's Python, step by step: {@code h = ((h ^ ord(c)) * 16777619) & 0xFFFFFFFF} from 2166136261. */
    private static long python(int... codePoints) {
        long h = 2166136261L;
        for (int c : codePoints) {
            h = ((h ^ c) * 16777619L) & 0xFFFFFFFFL;
        }
        return h;
    }

    @Test
    void anAsciiKeyHashesAsTheLessonsTraceId() {
        assertThat(Partition.traceId("m-1")).isEqualTo(python('m', '-', '1'));
        assertThat(Partition.traceId("")).isEqualTo(2166136261L);
        assertThat(Partition.traceId("a")).isEqualTo(0xe40c292cL);
    }

    @Test
    void aCharacterOutsideTheBasicPlaneIsOneCodePointAsPythonsOrdTakesIt() {
        String key = "k\uD83D\uDE00é";

        assertThat(Partition.traceId(key)).isEqualTo(python('k', 0x1F600, 0xE9))
                .isNotEqualTo(python('k', 0xD83D, 0xDE00, 0xE9));
        assertThat(Partition.workerOf(key, 7)).isEqualTo((int) (python('k', 0x1F600, 0xE9) % 7));
    }

    @Test
    void flinksDefaultMaxParallelismIsOneAndAHalfTimesRoundedUpToAPowerOfTwoWithin128And32768() {
        assertThat(Partition.flinkDefaultMaxParallelism(1)).isEqualTo(128);
        assertThat(Partition.flinkDefaultMaxParallelism(85)).isEqualTo(128);
        assertThat(Partition.flinkDefaultMaxParallelism(86)).isEqualTo(256);
        assertThat(Partition.flinkDefaultMaxParallelism(1000)).isEqualTo(2048);
        assertThat(Partition.flinkDefaultMaxParallelism(30000)).isEqualTo(32768);
    }

    @Test
    void flinksRuleSpreadsKeyGroupsOverTheWorkersInRanges() {
        Partition flink = Partition.flink(3, 128);
        for (int i = 0; i < 2000; i++) {
            String key = "k" + i;
            int group = Partition.keyGroupOf(key, 128);
            assertThat(group).isBetween(0, 127);
            assertThat(flink.workerOf(key)).isEqualTo(group * 3 / 128);
        }
    }
}
