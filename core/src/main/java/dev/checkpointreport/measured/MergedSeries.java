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
 *
 * <p>The samples are held in runs, each in time order and no time in two, each run more than twice the size of
 * the next: a series merged is a run of its own, and the last two runs merge while the earlier is not twice the
 * later. Each sample is merged into a larger run only a few times, whatever the order of the series: a job whose
 * labels change at every restart gives a series a restart, tens of thousands in one file, in the labels' order,
 * not time's, and moving every sample held to make room for each of them took time growing with their square.
 * The runs become one before a sample is read.
 */
final class MergedSeries {
    private final PrometheusMetric metric;
    /** The series merged so far. */
    private final List<Origin> origins = new ArrayList<>();
    private final List<Run> runs = new ArrayList<>();
    /** The runs as one, merged the first time a sample is read; {@code null} until then. */
    private Run all;
    private int size;

    /** A series merged: the file it came from and its JSON path there. */
    private record Origin(String file, String series) {
    }

    /**
     * Samples in time order, with each one's series in {@link #origins} and its index there: {@code origin} is
     * {@code null} while every sample is series {@code from}'s, and {@code index} while each is at its own index, as
     * in a series taken without a copy.
     */
    private record Run(long[] times, long[] values, int[] origin, int[] index, int from, int size) {
        int origin(int i) {
            return origin == null ? from : origin[i];
        }

        int index(int i) {
            return index == null ? i : index[i];
        }

        /** The first place at or after {@code from} whose time is not before {@code time}: a run's times differ. */
        int atOrAfter(int from, long time) {
            int found = Arrays.binarySearch(times, from, size, time);
            return found >= 0 ? found : -found - 1;
        }
    }

    MergedSeries(PrometheusMetric metric) {
        this.metric = metric;
    }

    /**
     * Merges one series' samples, in their order (increasing time), after those merged before: a time already held
     * keeps its first sample, and must hold the same value. {@code maxSize} bounds the times held. A series whose
     * every time is new becomes a run as it is, its arrays not copied: the series is not read after.
     */
    void merge(String file, PrometheusAnswer.Series series, int maxSize) throws MeasuredException {
        all = null;
        int from = origins.size();
        if (runs.isEmpty() && series.size() > 0) {
            // the first series: every time is new, and its arrays are the run, without the loop below, which a
            // cold JVM runs interpreted over 90 days of samples a metric (3 to 5 ms of a 200 ms read)
            if (series.size() > maxSize) {
                throw tooMany(file, series, maxSize, maxSize);
            }
            origins.add(new Origin(file, series.path()));
            runs.add(new Run(series.times(), series.values(), null, null, from, series.size()));
            size = series.size();
            return;
        }
        // the places in each run reached so far: the series' times only grow
        int[] reached = new int[runs.size()];
        long[] times = null;
        long[] values = null;
        int[] index = null;
        int added = 0;
        for (int k = 0; k < series.size(); k++) {
            long time = series.times()[k];
            if (held(series, k, reached, file)) {
                if (times == null) {
                    // a time held already: the series' new samples are copied out, with their indexes
                    times = new long[series.size() - 1];
                    values = new long[times.length];
                    index = new int[times.length];
                    for (int i = 0; i < added; i++) {
                        times[i] = series.times()[i];
                        values[i] = series.values()[i];
                        index[i] = i;
                    }
                }
                continue;
            }
            if (size + ++added > maxSize) {
                throw tooMany(file, series, k, maxSize);
            }
            if (times != null) {
                times[added - 1] = time;
                values[added - 1] = series.values()[k];
                index[added - 1] = k;
            }
        }
        if (added == 0) {
            return;
        }
        origins.add(new Origin(file, series.path()));
        runs.add(times == null ? new Run(series.times(), series.values(), null, null, from, added)
                : new Run(times, values, null, index, from, added));
        size += added;
        while (runs.size() >= 2 && runs.get(runs.size() - 2).size() <= 2 * runs.get(runs.size() - 1).size()) {
            mergeLastTwo();
        }
    }

    private void mergeLastTwo() {
        Run later = runs.remove(runs.size() - 1);
        runs.set(runs.size() - 1, merged(runs.get(runs.size() - 1), later));
    }

    /** The refusal of sample {@code k} of {@code series}, one past the {@code maxSize} times held. */
    private MeasuredException tooMany(String file, PrometheusAnswer.Series series, int k, int maxSize) {
        return new MeasuredException(file, path(series.path(), k), "more than " + maxSize + " samples of "
                + metric.exported() + "; query a shorter range, or a longer step");
    }

    /**
     * Whether sample {@code k} of {@code series} is at a time held already, with the same value; each run's place
     * reached is moved up to its time.
     */
    private boolean held(PrometheusAnswer.Series series, int k, int[] reached, String file) throws MeasuredException {
        long time = series.times()[k];
        for (int r = 0; r < reached.length; r++) {
            Run run = runs.get(r);
            int at = run.atOrAfter(reached[r], time);
            reached[r] = at;
            if (at < run.size() && run.times()[at] == time) {
                if (run.values()[at] != series.values()[k]) {
                    throw new MeasuredException(file, path(series.path(), k), metric.exported() + " is "
                            + series.values()[k] + " at " + Instant.ofEpochMilli(time) + ", but "
                            + place(run.origin(at), run.index(at)) + " says " + run.values()[at] + "; the files of one "
                            + "scenario must come from one run of one job");
                }
                return true;
            }
        }
        return false;
    }

    /** Two runs as one, in time order: no time is in both. */
    private static Run merged(Run a, Run b) {
        int size = a.size() + b.size();
        long[] times = new long[size];
        long[] values = new long[size];
        int[] origin = new int[size];
        int[] index = new int[size];
        int i = 0;
        int j = 0;
        for (int w = 0; w < size; w++) {
            Run from = j >= b.size() || i < a.size() && a.times()[i] < b.times()[j] ? a : b;
            int at = from == a ? i++ : j++;
            times[w] = from.times()[at];
            values[w] = from.values()[at];
            origin[w] = from.origin(at);
            index[w] = from.index(at);
        }
        return new Run(times, values, origin, index, 0, size);
    }

    private Run all() {
        if (all == null) {
            while (runs.size() > 1) {
                mergeLastTwo();
            }
            all = runs.get(0);
        }
        return all;
    }

    int size() {
        return size;
    }

    long time(int i) {
        return (all == null ? all() : all).times()[i];
    }

    long value(int i) {
        return (all == null ? all() : all).values()[i];
    }

    /** The place of the sample at {@code time}, or a negative number without one ({@link Arrays#binarySearch}). */
    int find(long time) {
        return Arrays.binarySearch(all().times(), 0, size, time);
    }

    /** The place of the last sample before {@code time}, or {@code -1}. */
    int before(long time) {
        int found = find(time);
        return (found >= 0 ? found : -found - 1) - 1;
    }

    /** The file sample {@code i} came from. */
    String file(int i) {
        return origins.get(all().origin(i)).file();
    }

    /** Sample {@code i}'s JSON path in its file. */
    String path(int i) {
        return path(origins.get(all().origin(i)).series(), all().index(i));
    }

    /** The file and JSON path of sample {@code i}, as a message names it. */
    String place(int i) {
        return place(all().origin(i), all().index(i));
    }

    private String place(int origin, int index) {
        return origins.get(origin).file() + " (" + path(origins.get(origin).series(), index) + ")";
    }

    private static String path(String series, int index) {
        return series + "[" + index + "]";
    }
}
