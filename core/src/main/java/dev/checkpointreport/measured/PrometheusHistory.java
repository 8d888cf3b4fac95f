package dev.checkpointreport.measured;

import dev.checkpointreport.scrape.PrometheusMetric;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
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

    private final Map<PrometheusMetric, TreeMap<Long, Point>> points = new EnumMap<>(PrometheusMetric.class);
    private final Map<PrometheusMetric, Long> largest = new EnumMap<>(PrometheusMetric.class);
    private final List<String> files = new ArrayList<>();
    private final List<PrometheusSeries.Warning> warnings = new ArrayList<>();
    private PrometheusAnswer job;
    private long bytes;

    /**
     * A sample of one metric, the file it came from and its place in that file's series: weeks of one-minute samples
     * hold hundreds of thousands, so its JSON path is made only for a message.
     */
    private record Point(long time, long value, String file, String series, int index) {
        String path() {
            return series + "[" + index + "]";
        }

        String place() {
            return file + " (" + path() + ")";
        }
    }

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
            for (PrometheusAnswer.Sample sample : series.samples()) {
                if (metric.jobLevel()) {
                    merge(metric, new Point(sample.time(), sample.value(), answer.file(), series.path(),
                            sample.index()));
                } else {
                    largest.merge(metric, sample.value(), Math::max);
                }
            }
        }
        if (!metric.jobLevel()) {
            largest.putIfAbsent(metric, 0L);
        }
    }

    private void merge(PrometheusMetric metric, Point point) throws MeasuredException {
        TreeMap<Long, Point> series = points.computeIfAbsent(metric, m -> new TreeMap<>());
        Point known = series.putIfAbsent(point.time(), point);
        if (known != null && known.value() != point.value()) {
            throw new MeasuredException(point.file(), point.path(), metric.exported() + " is "
                    + point.value() + " at " + Instant.ofEpochMilli(point.time()) + ", but " + known.place()
                    + " says " + known.value() + "; the files of one scenario must come from one run of one job");
        }
        if (metric == PrometheusMetric.LAST_COMPLETED_ID && series.size() > Bounds.MAX_CHECKPOINTS * 10) {
            throw new MeasuredException(point.file(), point.path(), "more than " + Bounds.MAX_CHECKPOINTS * 10
                    + " samples of " + metric.exported() + "; query a shorter range, or a longer step");
        }
    }

    private Measurements measurements(List<SavedResponse> saved) throws MeasuredException {
        TreeMap<Long, Point> ids = required(saved, PrometheusMetric.LAST_COMPLETED_ID, "the checkpoints' key");
        TreeMap<Long, Point> durations = required(saved, PrometheusMetric.LAST_DURATION, "each checkpoint's duration");
        TreeMap<Long, Point> fullSizes = required(saved, PrometheusMetric.LAST_FULL_SIZE, "each checkpoint's state size");
        TreeMap<Long, Point> sizes = points.get(PrometheusMetric.LAST_SIZE);
        TreeSet<Long> resets = new TreeSet<>();
        List<Checkpoint> checkpoints = new ArrayList<>();
        TreeMap<Long, Long> seenAt = new TreeMap<>();
        long newest = -1;
        long before = -1;
        boolean first = true;
        for (Point point : ids.values()) {
            boolean baseline = first;
            first = false;
            long id = point.value();
            long time = point.time();
            if (id < 0 && before >= 0) {
                resets.add(time);
            }
            before = id;
            if (id < 0 || id == newest) {
                continue;
            }
            if (id < newest) {
                throw new MeasuredException(point.file(), point.path(), "checkpoint " + id + " comes after "
                        + "checkpoint " + newest + "; a job's checkpoint ids only grow, so the files hold two runs of "
                        + "the job (or two jobs of one name): keep one run's samples");
            }
            newest = id;
            seenAt.put(time, id);
            if (baseline) {
                continue;
            }
            if (checkpoints.size() >= Bounds.MAX_CHECKPOINTS) {
                throw new MeasuredException(point.file(), point.path(), "checkpoint " + id + " is one more "
                        + "than a scenario's history holds: at most " + Bounds.MAX_CHECKPOINTS + ", each a point of its "
                        + "charts; query a shorter range");
            }
            long duration = at(durations, ids, point, id);
            long state = at(fullSizes, ids, point, id);
            Long checkpointed = sizes == null ? null : at(sizes, ids, point, id);
            checkpoints.add(new Checkpoint(id, Checkpoint.Status.COMPLETED, false, time, null, duration, state,
                    checkpointed, null, null, point.file(), point.path(), null, null, null));
        }
        if (checkpoints.isEmpty()) {
            Point last = ids.lastEntry().getValue();
            throw new MeasuredException(last.file(), "$.data.result", "the checkpoint id never grows between two of "
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
                Long running = ids.lowerKey(reset);
                failures.add(new JobFailure(running == null ? reset : running, null));
            }
            failures.sort(Comparator.comparingLong(JobFailure::timestamp));
        }
        List<Restore> restores = restores(seenAt);
        List<String> metrics = new ArrayList<>();
        for (PrometheusMetric metric : PrometheusMetric.values()) {
            if (points.containsKey(metric) || largest.containsKey(metric)) {
                metrics.add(metric.exported());
            }
        }
        Long step = step(ids);
        PrometheusSeries series = new PrometheusSeries(job.jobName(), ids.firstKey(), ids.lastKey(), ids.size(),
                step, completed, failed, restarts, resets.size(), largest.get(PrometheusMetric.ALIGNMENT),
                largest.get(PrometheusMetric.START_DELAY), metrics, warnings, holes(ids, step));
        return new Measurements(job.jobId(), checkpoints, List.of(), restores, failures, restarts != null, List.of(),
                null, files, series);
    }

    private TreeMap<Long, Point> required(List<SavedResponse> saved, PrometheusMetric metric, String what)
            throws MeasuredException {
        TreeMap<Long, Point> series = points.get(metric);
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
    private static long at(TreeMap<Long, Point> gauge, TreeMap<Long, Point> ids, Point shown, long id)
            throws MeasuredException {
        long time = shown.time();
        Long before = ids.lowerKey(time);
        Long after = ids.higherKey(time);
        if (before != null && after != null && ids.get(after).value() == id && gauge.containsKey(time)) {
            Point was = gauge.get(before);
            Point next = gauge.get(after);
            long value = gauge.get(time).value();
            if (was != null && next != null && was.value() == value && next.value() != value && next.value() >= 0) {
                return next.value();
            }
        }
        Point point = gauge.get(time);
        if (point == null) {
            Point any = gauge.firstEntry().getValue();
            throw new MeasuredException(any.file(), "$.data.result", "has no sample at "
                    + Instant.ofEpochMilli(shown.time()) + ", where " + shown.place() + " shows checkpoint "
                    + id + " completed; " + SAME_RANGE);
        }
        if (point.value() < 0) {
            throw new MeasuredException(point.file(), point.path() + "[1]", "expected a whole number of at "
                    + "least 0 at " + Instant.ofEpochMilli(shown.time()) + ", where " + shown.place()
                    + " shows checkpoint " + id + " completed, found " + point.value());
        }
        return point.value();
    }

    /**
     * How far a counter rose over the span, each fall a start again (added to {@code resets}); with
     * {@code failures}, each rise a failure at its sample's time. {@code null} without the counter's file.
     */
    private Long rises(PrometheusMetric metric, TreeSet<Long> resets, List<JobFailure> failures)
            throws MeasuredException {
        TreeMap<Long, Point> counter = points.get(metric);
        if (counter == null) {
            return null;
        }
        long total = 0;
        Long before = null;
        long beforeTime = 0;
        for (Point point : counter.values()) {
            long value = point.value();
            if (before != null) {
                long rise = value >= before ? value - before : value;
                if (value < before) {
                    resets.add(point.time());
                }
                total += rise;
                if (failures != null && rise > 0) {
                    if (failures.size() + rise > Bounds.MAX_CHECKPOINTS) {
                        throw new MeasuredException(point.file(), point.path(), metric.exported() + " rose "
                                + "past " + Bounds.MAX_CHECKPOINTS + " restarts in the range; query a shorter one");
                    }
                    for (long n = 0; n < rise; n++) {
                        failures.add(new JobFailure(beforeTime, null));
                    }
                }
            }
            before = value;
            beforeTime = point.time();
        }
        return total;
    }

    /**
     * Each new restore time after a checkpoint was seen, from the latest checkpoint whose sample came at or before
     * it: one that surely completed before the restore (one that completed just before, unseen yet, is missed).
     */
    private List<Restore> restores(TreeMap<Long, Long> seenAt) throws MeasuredException {
        TreeMap<Long, Point> restored = points.get(PrometheusMetric.LAST_RESTORE);
        List<Restore> restores = new ArrayList<>();
        if (restored == null) {
            return restores;
        }
        Long before = null;
        for (Point point : restored.values()) {
            long value = point.value();
            if (value > Bounds.MAX_TIMESTAMP) {
                throw new MeasuredException(point.file(), point.path() + "[1]", "expected a time in "
                        + "milliseconds since 1970 up to the year 9999, or -1 for none, found " + value);
            }
            Map.Entry<Long, Long> from = value < 0 ? null : seenAt.floorEntry(value);
            if (before != null && value >= 0 && value != before && from != null) {
                restores.add(new Restore(from.getValue(), value, false, null));
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
    private static List<PrometheusSeries.Hole> holes(TreeMap<Long, Point> ids, Long step) {
        List<PrometheusSeries.Hole> holes = new ArrayList<>();
        Map.Entry<Long, Point> before = null;
        for (Map.Entry<Long, Point> sample : ids.entrySet()) {
            if (before != null && sample.getKey() - before.getKey() > step
                    && sample.getValue().value() > before.getValue().value()) {
                holes.add(new PrometheusSeries.Hole(before.getKey(), sample.getKey()));
            }
            before = sample;
        }
        return holes;
    }

    /** The median time between two samples of the checkpoint id; {@code null} with one sample. */
    private static Long step(TreeMap<Long, Point> ids) {
        List<Long> gaps = new ArrayList<>();
        Long before = null;
        for (long time : ids.keySet()) {
            if (before != null) {
                gaps.add(time - before);
            }
            before = time;
        }
        if (gaps.isEmpty()) {
            return null;
        }
        gaps.sort(null);
        return gaps.get(Percentile.P50.rank(gaps.size()) - 1);
    }
}
