package dev.checkpointreport.source;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.model.RowCounts;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** {@link MeterStream#count} without readings equals the lesson's three stages run over every reading. */
class StagedStreamTest {

    /** The lesson's way: generate each subscriber's readings and count what survives the three stages. */
    private static RowCounts staged(long seed, int subscribers, int periods, int workers) {
        RowCounts.Builder counts = RowCounts.builder(periods, workers);
        MeterReadings source = new MeterReadings(seed, periods);
        for (int i = 0; i < subscribers; i++) {
            int worker = Partition.workerOf(MeterReadings.subscriberKey(i), workers);
            counts.addKey(worker);
            for (MeterReading row : Pipeline.rows(source.readingsOf(i))) {
                counts.addRow(worker, row.period());
            }
        }
        return counts.build();
    }

    /** Every count of a {@link RowCounts}, in one list, so two are compared whole. */
    private static List<Long> everyCount(RowCounts counts) {
        List<Long> all = new ArrayList<>(List.of((long) counts.periods(), (long) counts.workers()));
        for (int p = 0; p < counts.periods(); p++) {
            all.add(counts.wholeJob().upTo(p));
            for (int w = 0; w < counts.workers(); w++) {
                all.add(counts.worker(w).upTo(p));
            }
        }
        for (int w = 0; w < counts.workers(); w++) {
            all.add(counts.keysOf(w));
        }
        return all;
    }

    @ParameterizedTest
    @CsvSource({"20260218, 200, 12, 4", "20260218, 1, 1, 1", "0, 0, 5, 3", "-7, 999, 2, 64", "42, 1001, 40, 7",
            "9223372036854775807, 300, 120, 32", "-9223372036854775808, 17, 1200, 5"})
    void countingWithoutReadingsEqualsTheStagedPipeline(long seed, int subscribers, int periods, int workers) {
        assertThat(everyCount(MeterStream.count(seed, subscribers, periods, workers)))
                .isEqualTo(everyCount(staged(seed, subscribers, periods, workers)));
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void equalAtRandomSeedsAndSizes(long draw) {
        SplittableRandom random = new SplittableRandom(draw);
        for (int trial = 0; trial < 10; trial++) {
            long seed = random.nextLong();
            int subscribers = random.nextInt(0, 700);
            int periods = random.nextInt(1, 60);
            int workers = random.nextInt(1, 65);
            assertThat(everyCount(MeterStream.count(seed, subscribers, periods, workers)))
                    .as("seed %d, %d subscribers, %d periods, %d workers", seed, subscribers, periods, workers)
                    .isEqualTo(everyCount(staged(seed, subscribers, periods, workers)));
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 8, 9, 98, 99, 998, 999, 1000, 9_998, 9_999, 123_455, 999_999})
    void subscriberKeysAreTheLessonsFormatWrittenOverTheLastKey(int i) {
        assertThat(MeterStream.subscriberKey(new StringBuilder("A0000000"), i).toString())
                .isEqualTo(MeterReadings.subscriberKey(i))
                .isEqualTo(String.format("A%03d", i + 1));
    }
}
