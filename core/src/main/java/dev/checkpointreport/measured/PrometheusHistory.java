package dev.checkpointreport.measured;

import dev.checkpointreport.scrape.PrometheusMetric;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * A job's history made from saved {@code query_range} answers ({@link PrometheusAnswer}), one file per metric
 * query; several files of one metric (two ranges, or the series of two JobManagers) merge by sample time.
 *
 * <ul>
 *   <li>Each time {@code lastCompletedCheckpointId} grows past every id before it, from one sample to the next, a
 *       checkpoint completed with that id; its duration and sizes are the other gauges' values at that same sample,
 *       and its time is the sample's (or, when that sample read a gauge before the checkpoint completed, the next
 *       one's: {@link #at}). When several completed between two samples, only the last is seen. The first sample's
 *       checkpoint completed before the range and is not counted.</li>
 *   <li>Each rise of {@code numRestarts} is a failure of the job (a rise by 2, two failures), timed at the sample
 *       before the rise: the last time the job was seen running, so that the failure comes before the restore it
 *       caused; {@code numberOfFailedCheckpoints} and {@code numberOfCompletedCheckpoints} are counted the same way.
 *       A counter that falls, or a checkpoint id back to none ({@code -1}), is a JobManager started again: a
 *       counter's new value is then its rise, as Prometheus's {@code increase()} counts it, and the job's restart
 *       under the new JobManager is one failure more, timed at the sample before.</li>
 *   <li>Each new value of {@code lastCheckpointRestoreTimestamp} after a checkpoint was seen is a restore, at the
 *       time Flink gives, from the latest checkpoint seen at that time.</li>
 * </ul>
 */
final class PrometheusHistory {
    private static final String SAME_RANGE = "query every metric over the same range and step";
    /** Warnings kept: one per file of a day's queries, each quoted short; the page names the first. */
    private static final int MAX_WARNINGS = 100;

    private final Map<PrometheusMetric, MergedSeries> points = new EnumMap<>(PrometheusMetric.class);
    private final Map<PrometheusMetric, Long> largest = new EnumMap<>(PrometheusMetric.class);
    private final List<String> files = new ArrayList<>();
    private final List<PrometheusSeries.Warning> warnings = new ArrayList<>();
    private PrometheusAnswer job;
    private long bytes;

    private PrometheusHistory() {
    }

    static Measurements read(List<SavedResponse> saved) throws MeasuredException {
        PrometheusHistory history = new PrometheusHistory();
        for (SavedResponse file : saved) {
            history.add(file);
        }
        return history.measurements(saved);
    }

    private void add(SavedResponse file) throws MeasuredException {
        PrometheusAnswer answer = PrometheusStream.read(ResponseFile.bytes(file.real(), file.shown()), file.shown());
        JsonValue root = answer == null ? ResponseFile.read(file.real(), file.shown()) : null;
        bytes += file.real().toFile().length();
        if (bytes > Bounds.MAX_TOTAL_BYTES) {
            throw new MeasuredException(file.shown(), "$", "the files matched so far hold more than "
                    + Bounds.MAX_TOTAL_BYTES + " bytes together; query a shorter range, or a longer step");
        }
        if (answer == null) {
            answer = PrometheusAnswer.read(root);
        }
        if (job == null) {
            job = answer;
        } else if (!job.jobId().equals(answer.jobId())) {
            throw new MeasuredException(answer.file(), answer.jobPath(), "names the job " + JsonValue.shown(
                    answer.jobId()) + ", but " + job.file() + " (" + job.jobPath() + ") names the job "
                    + JsonValue.shown(job.jobId()) + "; the files of one scenario must come from one job");
        }
        files.add(file.written());
        for (String warning : answer.warnings()) {
            if (warnings.size() < MAX_WARNINGS) {
                warnings.add(new PrometheusSeries.Warning(file.written(), warning));
            }
        }
        PrometheusMetric metric = answer.metric();
        for (PrometheusAnswer.Series series : answer.series()) {
            if (!metric.jobLevel()) {
                for (int i = 0; i < series.size(); i++) {
                    largest.merge(metric, series.values()[i], Math::max);
                }
            } else if (series.size() > 0) {
                points.computeIfAbsent(metric, MergedSeries::new).merge(answer.file(), series,
                        metric == PrometheusMetric.LAST_COMPLETED_ID ? Bounds.MAX_CHECKPOINTS * 10 : Integer.MAX_VALUE);
            }
        }
        if (!metric.jobLevel()) {
            largest.putIfAbsent(metric, 0L);
        }
    }

    private Measurements measurements(List<SavedResponse> saved) throws MeasuredException {
        MergedSeries ids = required(saved, PrometheusMetric.LAST_COMPLETED_ID, "the checkpoints' key");
        MergedSeries durations = required(saved, PrometheusMetric.LAST_DURATION, "each checkpoint's duration");
        MergedSeries fullSizes = required(saved, PrometheusMetric.LAST_FULL_SIZE, "each checkpoint's state size");
        MergedSeries sizes = points.get(PrometheusMetric.LAST_SIZE);
        TreeSet<Long> resets = new TreeSet<>();
        List<Checkpoint> checkpoints = new ArrayList<>();
        // the time each new id was first seen, and that id, in time order, for the restores
        long[] seenTimes = new long[ids.size()];
        long[] seenIds = new long[ids.size()];
        int seen = 0;
        long newest = -1;
        long before = -1;
        for (int p = 0; p < ids.size(); p++) {
            boolean baseline = p == 0;
            long id = ids.value(p);
            long time = ids.time(p);
            if (id < 0 && before >= 0) {
                resets.add(time);
            }
            before = id;
            if (id < 0 || id == newest) {
                continue;
            }
            if (id < newest) {
                throw new MeasuredException(ids.file(p), ids.path(p), "checkpoint " + id + " comes after "
                        + "checkpoint " + newest + "; a job's checkpoint ids only grow, so the files hold two runs of "
                        + "the job (or two jobs of one name): keep one run's samples");
            }
            newest = id;
            seenTimes[seen] = time;
            seenIds[seen++] = id;
            if (baseline) {
                continue;
            }
            if (checkpoints.size() >= Bounds.MAX_CHECKPOINTS) {
                throw new MeasuredException(ids.file(p), ids.path(p), "checkpoint " + id + " is one more "
                        + "than a scenario's history holds: at most " + Bounds.MAX_CHECKPOINTS + ", each a point of its "
                        + "charts; query a shorter range");
            }
            long duration = at(durations, ids, p, id);
            long state = at(fullSizes, ids, p, id);
            Long checkpointed = sizes == null ? null : at(sizes, ids, p, id);
            checkpoints.add(new Checkpoint(id, Checkpoint.Status.COMPLETED, false, time, null, duration, state,
                    checkpointed, null, null, ids.file(p), ids.path(p), null, null, null));
        }
        if (checkpoints.isEmpty()) {
            throw new MeasuredException(ids.file(ids.size() - 1), "$.data.result", "the checkpoint id never grows between two of "
                    + "the " + ids.size() + " samples" + (newest < 0 ? ", and no checkpoint completed (-1)" : " (it "
                    + "stays " + newest + ")") + ": no checkpoint completed in the range; query a range in which the "
                    + "job checkpointed");
        }
        List<JobFailure> failures = new ArrayList<>();
        Long failed = rises(PrometheusMetric.FAILED, resets, null);
        Long completed = rises(PrometheusMetric.COMPLETED, resets, null);
        Long restarts = rises(PrometheusMetric.RESTARTS, resets, failures);
        if (restarts != null) {
            for (long reset : resets) {
                int running = ids.before(reset);
                failures.add(new JobFailure(running < 0 ? reset : ids.time(running), null));
            }
            failures.sort(Comparator.comparingLong(JobFailure::timestamp));
        }
        List<Restore> restores = restores(Arrays.copyOf(seenTimes, seen), seenIds);
        List<String> metrics = new ArrayList<>();
        for (PrometheusMetric metric : PrometheusMetric.values()) {
            if (points.containsKey(metric) || largest.containsKey(metric)) {
                metrics.add(metric.exported());
            }
        }
        Long step = step(ids);
        PrometheusSeries series = new PrometheusSeries(job.jobName(), ids.time(0), ids.time(ids.size() - 1), ids.size(),
                step, completed, failed, restarts, resets.size(), largest.get(PrometheusMetric.ALIGNMENT),
                largest.get(PrometheusMetric.START_DELAY), metrics, warnings, holes(ids, step));
        return new Measurements(job.jobId(), checkpoints, List.of(), restores, failures, restarts != null, List.of(),
                null, files, series);
    }

    private MergedSeries required(List<SavedResponse> saved, PrometheusMetric metric, String what)
            throws MeasuredException {
        MergedSeries series = points.get(metric);
        if (series == null) {
            throw new MeasuredException(saved.get(0).shown(), "$", "none of the " + saved.size() + " file"
                    + (saved.size() == 1 ? "" : "s") + " matched is an answer of " + metric.exported() + ", " + what
                    + ", which the history needs; save its query_range answer beside the others");
        }
        return series;
    }

    /**
     * The value of a gauge at the sample that shows checkpoint {@code id}. Flink's reporter reads each gauge on its
     * own, so a scrape that straddles the checkpoint's completion can pair the new id with the gauge's value of
     * before; when the gauge holds at that sample the value of the sample before, and moves at the next one while
     * the id stays, the next one's value is the checkpoint's.
     */
    private static long at(MergedSeries gauge, MergedSeries ids, int shown, long id) throws MeasuredException {
        long time = ids.time(shown);
        int point = gauge.find(time);
        if (shown > 0 && shown + 1 < ids.size() && ids.value(shown + 1) == id && point >= 0) {
            int was = gauge.find(ids.time(shown - 1));
            int next = gauge.find(ids.time(shown + 1));
            long value = gauge.value(point);
            if (was >= 0 && next >= 0 && gauge.value(was) == value && gauge.value(next) != value
                    && gauge.value(next) >= 0) {
                return gauge.value(next);
            }
        }
        if (point < 0) {
            throw new MeasuredException(gauge.file(0), "$.data.result", "has no sample at "
                    + Instant.ofEpochMilli(time) + ", where " + ids.place(shown) + " shows checkpoint "
                    + id + " completed; " + SAME_RANGE);
        }
        if (gauge.value(point) < 0) {
            throw new MeasuredException(gauge.file(point), gauge.path(point) + "[1]", "expected a whole number of at "
                    + "least 0 at " + Instant.ofEpochMilli(time) + ", where " + ids.place(shown)
                    + " shows checkpoint " + id + " completed, found " + gauge.value(point));
        }
        return gauge.value(point);
    }

    /**
     * How far a counter rose over the span, each fall a start again (added to {@code resets}); with
     * {@code failures}, each rise a failure at its sample's time. {@code null} without the counter's file.
     */
    private Long rises(PrometheusMetric metric, TreeSet<Long> resets, List<JobFailure> failures)
            throws MeasuredException {
        MergedSeries counter = points.get(metric);
        if (counter == null) {
            return null;
        }
        long total = 0;
        for (int p = 1; p < counter.size(); p++) {
            long value = counter.value(p);
            long before = counter.value(p - 1);
            long rise = value >= before ? value - before : value;
            if (value < before) {
                resets.add(counter.time(p));
            }
            total += rise;
            if (failures != null && rise > 0) {
                if (failures.size() + rise > Bounds.MAX_CHECKPOINTS) {
                    throw new MeasuredException(counter.file(p), counter.path(p), metric.exported() + " rose "
                            + "past " + Bounds.MAX_CHECKPOINTS + " restarts in the range; query a shorter one");
                }
                for (long n = 0; n < rise; n++) {
                    failures.add(new JobFailure(counter.time(p - 1), null));
                }
            }
        }
        return total;
    }

    /**
     * Each new restore time after a checkpoint was seen, from the latest checkpoint whose sample came at or before
     * it: one that surely completed before the restore (one that completed just before, unseen yet, is missed).
     */
    private List<Restore> restores(long[] seenTimes, long[] seenIds) throws MeasuredException {
        MergedSeries restored = points.get(PrometheusMetric.LAST_RESTORE);
        List<Restore> restores = new ArrayList<>();
        if (restored == null) {
            return restores;
        }
        Long before = null;
        for (int p = 0; p < restored.size(); p++) {
            long value = restored.value(p);
            if (value > Bounds.MAX_TIMESTAMP) {
                throw new MeasuredException(restored.file(p), restored.path(p) + "[1]", "expected a time in "
                        + "milliseconds since 1970 up to the year 9999, or -1 for none, found " + value);
            }
            int found = Arrays.binarySearch(seenTimes, value);
            int from = value < 0 ? -1 : found >= 0 ? found : -found - 2; // the latest seen at or before it
            if (before != null && value >= 0 && value != before && from >= 0) {
                restores.add(new Restore(seenIds[from], value, false, null));
            }
            before = value;
        }
        return restores;
    }

    /**
     * The spans longer than {@code step} with no sample of the checkpoint id, across which the id grew: a checkpoint
     * that completed there, no sample saw. The step is the median, so a hole is where samples are missing, not
     * where the query asked for fewer.
     */
    private static List<PrometheusSeries.Hole> holes(MergedSeries ids, Long step) {
        List<PrometheusSeries.Hole> holes = new ArrayList<>();
        for (int p = 1; p < ids.size(); p++) {
            if (ids.time(p) - ids.time(p - 1) > step && ids.value(p) > ids.value(p - 1)) {
                holes.add(new PrometheusSeries.Hole(ids.time(p - 1), ids.time(p)));
            }
        }
        return holes;
    }

    /** The median time between two samples of the checkpoint id; {@code null} with one sample. */
    private static Long step(MergedSeries ids) {
        if (ids.size() < 2) {
            return null;
        }
        long[] gaps = new long[ids.size() - 1];
        for (int p = 1; p < ids.size(); p++) {
            gaps[p - 1] = ids.time(p) - ids.time(p - 1);
        }
        Arrays.sort(gaps);
        return gaps[Percentile.P50.rank(gaps.length) - 1];
    }
}
