package dev.checkpointreport.measured;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.checkpointreport.scrape.PrometheusMetric;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * A metric's series merged by time, against a sorted map of each time's first sample: series in any order, of any
 * length, overlapping or not, as label churn and several files make them.
 */
class MergedSeriesTest {
    private static final PrometheusMetric METRIC = PrometheusMetric.LAST_DURATION;

    /** What the merge must give for a time: the value and the place of its first sample. */
    private record First(long value, String place) {
    }

    @Test
    void seriesInAnyOrderMergeToEachTimesFirstSample() throws MeasuredException {
        Random random = new Random(43);
        for (int round = 0; round < 300; round++) {
            MergedSeries merged = new MergedSeries(METRIC);
            TreeMap<Long, First> expected = new TreeMap<>();
            int files = 1 + random.nextInt(4);
            for (int f = 0; f < files; f++) {
                List<PrometheusAnswer.Series> series = new ArrayList<>();
                int count = random.nextInt(random.nextBoolean() ? 4 : 200);
                for (int s = 0; s < count; s++) {
                    series.add(series(random, "$.data.result[" + s + "].values"));
                }
                // the labels' order, not time's: a series a restart, or two JobManagers' overlapping
                Collections.shuffle(series, random);
                for (PrometheusAnswer.Series each : series) {
                    for (int k = 0; k < each.size(); k++) {
                        expected.putIfAbsent(each.times()[k], new First(each.values()[k],
                                "file" + f + ".json (" + each.path() + "[" + k + "])"));
                    }
                    merged.merge("file" + f + ".json", each, Integer.MAX_VALUE);
                }
            }
            assertThat(merged.size()).isEqualTo(expected.size());
            int i = 0;
            for (Map.Entry<Long, First> time : expected.entrySet()) {
                assertThat(merged.time(i)).isEqualTo(time.getKey());
                assertThat(merged.value(i)).isEqualTo(time.getValue().value());
                assertThat(merged.place(i)).isEqualTo(time.getValue().place());
                assertThat(merged.find(time.getKey())).isEqualTo(i);
                i++;
            }
        }
    }

    @Test
    void aTimeHeldWithAnotherValueIsRefusedNamingBothSamples() throws MeasuredException {
        MergedSeries merged = new MergedSeries(METRIC);
        merged.merge("a.json", new PrometheusAnswer.Series("$.data.result[0].values",
                new long[] {1_000, 2_000, 3_000}, new long[] {10, 20, 30}, 3), Integer.MAX_VALUE);
        merged.merge("b.json", new PrometheusAnswer.Series("$.data.result[0].values",
                new long[] {500, 600}, new long[] {5, 6}, 2), Integer.MAX_VALUE);

        assertThatThrownBy(() -> merged.merge("c.json", new PrometheusAnswer.Series("$.data.result[1].values",
                new long[] {600, 2_000, 2_500}, new long[] {6, 21, 25}, 3), Integer.MAX_VALUE))
                .isInstanceOf(MeasuredException.class)
                .hasMessage("c.json: $.data.result[1].values[1]: flink_jobmanager_job_lastCheckpointDuration is 21 at "
                        + "1970-01-01T00:00:02Z, but a.json ($.data.result[0].values[1]) says 20; the files of one "
                        + "scenario must come from one run of one job");
    }

    @Test
    void theTimesHeldAreBoundedAtTheSampleOnePast() throws MeasuredException {
        MergedSeries merged = new MergedSeries(METRIC);
        merged.merge("a.json", new PrometheusAnswer.Series("$.data.result[0].values",
                new long[] {1_000, 2_000}, new long[] {1, 2}, 2), 4);

        assertThatThrownBy(() -> merged.merge("b.json", new PrometheusAnswer.Series("$.data.result[0].values",
                new long[] {500, 1_000, 1_500, 2_500}, new long[] {0, 1, 1, 2}, 4), 4))
                .hasMessage("b.json: $.data.result[0].values[3]: more than 4 samples of "
                        + "flink_jobmanager_job_lastCheckpointDuration; query a shorter range, or a longer step");
    }

    /** A series of a few times in increasing order, each time's value its own (so that any two agree). */
    private static PrometheusAnswer.Series series(Random random, String path) {
        int size = 1 + random.nextInt(random.nextBoolean() ? 3 : 40);
        long[] times = new long[size];
        long[] values = new long[size];
        long time = random.nextInt(5_000);
        for (int k = 0; k < size; k++) {
            time += 1 + random.nextInt(random.nextBoolean() ? 3 : 300);
            times[k] = time * 1_000;
            values[k] = time % 977;
        }
        return new PrometheusAnswer.Series(path, times, values, size);
    }
}
