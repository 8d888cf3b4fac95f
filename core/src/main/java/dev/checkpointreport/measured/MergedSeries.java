package dev.checkpointreport.measured;

import dev.checkpointreport.scrape.PrometheusMetric;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One metric's samples from every file of a history, merged by time, each with the file and series it came from
 * and its place there, for a message: side by side in arrays, since weeks of one-minute samples are hundreds of
 * thousands, and a sorted map of an object for each costs some 100 bytes a sample. A sample is found by its time
 * with a binary search.
 */
final class MergedSeries {
    private final PrometheusMetric metric;
    /** The series merged so far. */
    private final List<Origin> origins = new ArrayList<>();
    private long[] times;
    private long[] values;
    /**
     * Each sample's series in {@link #origins} and its index there; {@code null} while every sample is the first
     * series' own, at its own index, as with one file a metric.
     */
    private int[] origin;
    private int[] index;
    private int size;

    /** A series merged: the file it came from and its JSON path there. */
    private record Origin(String file, String series) {
    }

    MergedSeries(PrometheusMetric metric) {
        this.metric = metric;
    }

    /**
     * Merges one series' samples, in their order, after those merged before: a time already held keeps its first
     * sample, and must hold the same value. {@code maxSize} bounds the times held. The first series' arrays become
     * this one's, not copied: the series is not read after.
     */
    void merge(String file, PrometheusAnswer.Series series, int maxSize) throws MeasuredException {
        int added = 0;
        int held = 0;
        for (int k = 0; k < series.size(); k++) {
            long time = series.times()[k];
            while (held < size && times[held] < time) {
                held++;
            }
            if (held < size && times[held] == time) {
                if (values[held] != series.values()[k]) {
                    throw new MeasuredException(file, path(series.path(), k), metric.exported() + " is "
                            + series.values()[k] + " at " + Instant.ofEpochMilli(time) + ", but " + place(held)
                            + " says " + values[held] + "; the files of one scenario must come from one run of one job");
                }
            } else if (size + ++added > maxSize) {
                throw new MeasuredException(file, path(series.path(), k), "more than " + maxSize + " samples of "
                        + metric.exported() + "; query a shorter range, or a longer step");
            }
        }
        if (added == 0) {
            return;
        }
        origins.add(new Origin(file, series.path()));
        if (size == 0) {
            times = series.times();
            values = series.values();
            size = series.size();
        } else {
            insert(series, added);
        }
    }

    /** Inserts the series' samples at times not held yet, merging from the end so that each moves once. */
    private void insert(PrometheusAnswer.Series series, int added) {
        int grown = size + added;
        if (grown > times.length) {
            int capacity = Math.max(grown, times.length + times.length / 2);
            times = Arrays.copyOf(times, capacity);
            values = Arrays.copyOf(values, capacity);
        }
        if (origin == null) {
            origin = new int[times.length];
            index = new int[times.length];
            Arrays.setAll(index, i -> i);
        } else if (origin.length < times.length) {
            origin = Arrays.copyOf(origin, times.length);
            index = Arrays.copyOf(index, times.length);
        }
        int from = origins.size() - 1;
        int held = size - 1;
        int write = grown - 1;
        for (int k = series.size() - 1; k >= 0; k--) {
            long time = series.times()[k];
            while (held >= 0 && times[held] > time) {
                move(held--, write--);
            }
            if (held >= 0 && times[held] == time) {
                move(held--, write--);
                continue;
            }
            times[write] = time;
            values[write] = series.values()[k];
            origin[write] = from;
            index[write--] = k;
        }
        size = grown;
    }

    private void move(int from, int to) {
        times[to] = times[from];
        values[to] = values[from];
        origin[to] = origin[from];
        index[to] = index[from];
    }

    int size() {
        return size;
    }

    long time(int i) {
        return times[i];
    }

    long value(int i) {
        return values[i];
    }

    /** The place of the sample at {@code time}, or a negative number without one ({@link Arrays#binarySearch}). */
    int find(long time) {
        return Arrays.binarySearch(times, 0, size, time);
    }

    /** The place of the last sample before {@code time}, or {@code -1}. */
    int before(long time) {
        int found = find(time);
        return (found >= 0 ? found : -found - 1) - 1;
    }

    /** The file sample {@code i} came from. */
    String file(int i) {
        return origins.get(origin == null ? 0 : origin[i]).file();
    }

    /** Sample {@code i}'s JSON path in its file. */
    String path(int i) {
        return origin == null ? path(origins.get(0).series(), i) : path(origins.get(origin[i]).series(), index[i]);
    }

    /** The file and JSON path of sample {@code i}, as a message names it. */
    String place(int i) {
        return file(i) + " (" + path(i) + ")";
    }

    private static String path(String series, int index) {
        return series + "[" + index + "]";
    }
}
