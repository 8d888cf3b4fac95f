package dev.checkpointreport.source;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.model.RowCounts;
import java.util.List;
import org.junit.jupiter.api.Test;

class MeterStreamTest {
    private static final long SEED = 20260218L;

    @Test
    void generatorReproducesTheLessonsMeterReadings() {
        MeterReadings source = new MeterReadings(SEED, 12);

        List<MeterReading> first = source.readingsOf(0);
        assertThat(first.get(0)).isEqualTo(new MeterReading("A001", 0, "merkez", "commercial", 55049L, "m3"));
        assertThat(first.get(11).index()).isEqualTo(55415L);
        assertThat(source.readingsOf(199).get(11))
                .isEqualTo(new MeterReading("A200", 11, "bati", "commercial", 11084L, "m3"));
    }

    @Test
    void traceIdIsTheLessonsFnv1a() {
        assertThat(Partition.traceId("A001")).isEqualTo(3424971079L);
        assertThat(Partition.traceId("A200")).isEqualTo(2844833322L);
    }

    @Test
    void theLessonsStreamHas2200RowsNoneInTheFirstPeriod() {
        RowCounts counts = MeterStream.count(SEED, 200, 12, 4);

        assertThat(counts.totalRows()).isEqualTo(2200);
        assertThat(counts.wholeJob().upTo(0)).isZero();
        for (int p = 1; p < 12; p++) {
            assertThat(counts.wholeJob().upTo(p) - counts.wholeJob().upTo(p - 1)).as("period %d", p).isEqualTo(200);
        }
    }

    @Test
    void fourWorkersOwn49_50_51_50Subscribers() {
        RowCounts counts = MeterStream.count(SEED, 200, 12, 4);

        assertThat(List.of(counts.keysOf(0), counts.keysOf(1), counts.keysOf(2), counts.keysOf(3)))
                .containsExactly(49L, 50L, 51L, 50L);
        assertThat(counts.worker(2).upTo(11)).isEqualTo(51 * 11);
    }

    @Test
    void screenDropsReadingsWithAMissingField() {
        List<MeterReading> readings = List.of(
                new MeterReading("A001", 0, "dogu", "residential", 1L, "m3"),
                new MeterReading("A001", 1, null, "residential", 2L, "m3"),
                new MeterReading("A001", 2, "dogu", null, 3L, "m3"));

        // type is not among the lesson's required fields; region is
        assertThat(Pipeline.screen(readings)).extracting(MeterReading::period).containsExactly(0, 2);
    }

    @Test
    void dedupeKeepsTheFirstReadingOfASubscriberAndPeriod() {
        List<MeterReading> readings = List.of(
                new MeterReading("A001", 0, "dogu", "residential", 1L, "m3"),
                new MeterReading("A001", 0, "dogu", "residential", 9L, "m3"),
                new MeterReading("A001", 1, "dogu", "residential", 2L, "m3"));

        assertThat(Pipeline.dedupe(readings)).extracting(MeterReading::index).containsExactly(1L, 2L);
    }

    @Test
    void consumptionNeedsThePreviousPeriodsReading() {
        List<MeterReading> readings = List.of(
                new MeterReading("A001", 0, "dogu", "residential", 1L, "m3"),
                new MeterReading("A001", 1, "dogu", "residential", 2L, "m3"),
                new MeterReading("A001", 3, "dogu", "residential", 4L, "m3"));

        assertThat(Pipeline.consumption(readings)).extracting(MeterReading::period).containsExactly(1);
    }
}
