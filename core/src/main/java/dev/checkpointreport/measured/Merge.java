package dev.checkpointreport.measured;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Merges the scrapes of one job, saved over weeks: a checkpoint by its id (a finished one wins over the same one
 * in progress; every file must give it one trigger time, and two finished ones one status, or the files come from
 * two runs), a restore by its checkpoint and
 * time, a failure by its time and exception. Every job id a file gives must be the same.
 *
 * <p>The checkpoint configuration and the JobManager's settings are those of the newest scrape, by what the files
 * say rather than by their names: each is dated by the newest {@code /checkpoints} response in its own folder
 * (the scrape goal saves one folder per scrape), and the latest date wins. One in a folder without a
 * {@code /checkpoints} response is older than any dated one; among equals, the last in path order wins.
 */
final class Merge {
    private final TreeMap<Long, Checkpoint> checkpoints = new TreeMap<>();
    private final TreeMap<Long, Checkpoint> inProgress = new TreeMap<>();
    private final Set<Restore> restores = new LinkedHashSet<>();
    private final Set<JobFailure> failures = new LinkedHashSet<>();
    private final List<SubtaskState> subtasks = new ArrayList<>();
    private final Map<String, String> operators = new HashMap<>();
    private final List<String> files = new ArrayList<>();
    private JobId jobId;
    private ParsedResponse newest;
    private String newestWritten;
    private final List<Dated<CheckpointSettings>> settings = new ArrayList<>();
    private final List<Dated<Map<String, String>>> jobManager = new ArrayList<>();
    private final Map<String, Long> folderSeen = new HashMap<>();
    private boolean exceptionsSaved;
    private long bytes;

    private Merge() {
    }

    static Measurements of(List<SavedResponse> saved) throws MeasuredException {
        Merge merge = new Merge();
        for (SavedResponse file : saved) {
            merge.add(file);
        }
        return merge.measurements(saved);
    }

    private void add(SavedResponse file) throws MeasuredException {
        JsonValue root = ResponseFile.read(file.real(), file.shown());
        bytes += file.real().toFile().length();
        if (bytes > Bounds.MAX_TOTAL_BYTES) {
            throw new MeasuredException(file.shown(), "$", "the files matched so far hold more than "
                    + Bounds.MAX_TOTAL_BYTES + " bytes together; keep fewer scrapes, or merge old ones");
        }
        ResponseShape shape = ResponseShape.of(root);
        if (shape == ResponseShape.JOBMANAGER_CONFIG) {
            files.add(file.written());
            jobManager.add(new Dated<>(OtherResponses.jobManagerConfig(root), file.written()));
            return;
        }
        ParsedResponse parsed = switch (shape) {
            case CHECKPOINTS -> CheckpointsResponse.read(root);
            case CONFIG -> OtherResponses.config(root);
            case SUBTASKS -> OtherResponses.subtasks(root, file.written());
            case EXCEPTIONS -> OtherResponses.exceptions(root);
            case JOB -> OtherResponses.job(root);
            case JOBMANAGER_CONFIG -> throw new IllegalStateException("read above");
        };
        files.add(file.written());
        for (JobId id : parsed.jobIds()) {
            sameJob(id);
        }
        for (Checkpoint checkpoint : parsed.checkpoints()) {
            merge(checkpoint);
        }
        if (parsed.shape() == ResponseShape.CHECKPOINTS) {
            folderSeen.merge(Dated.folder(file.written()), parsed.lastSeen(), Math::max);
            if (newest == null || parsed.lastSeen() >= newest.lastSeen()) {
                newest = parsed;
                newestWritten = file.written();
            }
        }
        if (parsed.restore() != null) {
            restores.add(parsed.restore());
        }
        if (parsed.shape() == ResponseShape.EXCEPTIONS) {
            exceptionsSaved = true;
            failures.addAll(parsed.failures());
        }
        if (parsed.subtasks() != null) {
            subtasks.add(parsed.subtasks());
        }
        if (parsed.settings() != null) {
            settings.add(new Dated<>(parsed.settings(), file.written()));
        }
        operators.putAll(parsed.operators());
    }

    private void sameJob(JobId id) throws MeasuredException {
        if (jobId == null) {
            jobId = id;
            return;
        }
        if (!jobId.id().equals(id.id())) {
            throw new MeasuredException(id.file(), id.where(), "names the job " + id.id() + ", but " + jobId.file() + " (" + jobId.where() + ") names the job "
                    + jobId.id() + "; the files of one scenario must come from one job");
        }
    }

    private void merge(Checkpoint checkpoint) throws MeasuredException {
        Checkpoint known = checkpoints.containsKey(checkpoint.id()) ? checkpoints.get(checkpoint.id())
                : inProgress.get(checkpoint.id());
        if (known != null) {
            sameRun(checkpoint, known);
        }
        if (!checkpoint.terminal()) {
            if (known == null) {
                inProgress.put(checkpoint.id(), checkpoint);
            }
            return;
        }
        if (known == null || !known.terminal()) {
            if (checkpoints.size() >= Bounds.MAX_CHECKPOINTS) {
                throw new MeasuredException(checkpoint.file(), checkpoint.path(), "checkpoint " + checkpoint.id()
                        + " is one finished checkpoint more than a scenario's merged history holds: at most "
                        + Bounds.MAX_CHECKPOINTS + ", each a point of its charts; keep the scrapes of a shorter span, "
                        + "or split them across scenarios");
            }
            checkpoints.put(checkpoint.id(), checkpoint);
            inProgress.remove(checkpoint.id());
        }
    }

    /**
     * Refuses one id with two triggers, whatever its status in either file (one run of a job triggers each id once),
     * or finished two ways; one in progress in an early scrape and finished in a later one is the same checkpoint.
     */
    private static void sameRun(Checkpoint checkpoint, Checkpoint known) throws MeasuredException {
        String key = known.trigger() != checkpoint.trigger() ? ".trigger_timestamp"
                : known.terminal() && checkpoint.terminal() && known.status() != checkpoint.status() ? ".status" : null;
        if (key != null) {
            throw new MeasuredException(checkpoint.file(), checkpoint.path() + key, "checkpoint " + checkpoint.id()
                    + " is " + described(checkpoint) + ", but " + known.file() + " (" + known.path() + key
                    + ") says it is " + described(known) + "; the files of one scenario must come from one run of one "
                    + "job");
        }
    }

    private static String described(Checkpoint checkpoint) {
        return checkpoint.status().name() + " triggered at " + Instant.ofEpochMilli(checkpoint.trigger());
    }

    private static boolean anyCounted(Iterable<Checkpoint> checkpoints) {
        for (Checkpoint checkpoint : checkpoints) {
            if (checkpoint.counted()) {
                return true;
            }
        }
        return false;
    }

    private Measurements measurements(List<SavedResponse> saved) throws MeasuredException {
        if (newest == null) {
            throw new MeasuredException(saved.get(0).shown(), "$", "none of the " + saved.size() + " file"
                    + (saved.size() == 1 ? "" : "s") + " matched is a /jobs/<id>/checkpoints response (counts, "
                    + "history), which the measured section needs; save one with curl as the README shows");
        }
        if (!anyCounted(checkpoints.values())) {
            throw new MeasuredException(newest.file(), "$.history", "the history holds no completed checkpoint, in "
                    + "this or any other file matched; save the response again once the job has completed one");
        }
        List<Restore> byTime = new ArrayList<>(restores);
        byTime.sort(Comparator.comparingLong(Restore::timestamp).thenComparingLong(Restore::checkpoint));
        List<JobFailure> failed = new ArrayList<>(failures);
        failed.sort(Comparator.comparingLong(JobFailure::timestamp));
        subtasks.replaceAll(state -> state.named(operators));
        subtasks.sort(Comparator.comparingLong(SubtaskState::checkpoint).thenComparing(SubtaskState::vertex));
        Dated<Map<String, String>> settingsOfJobManager = newest(jobManager);
        Dated<CheckpointSettings> configuration = newest(settings);
        return new Measurements(jobId == null ? null : jobId.id(),
                List.copyOf(checkpoints.values()), List.copyOf(inProgress.values()), byTime, failed, exceptionsSaved,
                subtasks, configuration == null ? null : configuration.value(), files,
                new FlinkNewest(newest.counts(), newest.summary(), newestWritten,
                        settingsOfJobManager == null ? null : settingsOfJobManager.value(),
                        settingsOfJobManager == null ? null : settingsOfJobManager.written()));
    }

    /** The newest of {@code all} by its folder's newest {@code /checkpoints}; the last in path order among equals. */
    private <T> Dated<T> newest(List<Dated<T>> all) {
        Dated<T> chosen = null;
        long chosenSeen = Long.MIN_VALUE;
        for (Dated<T> each : all) {
            long seen = folderSeen.getOrDefault(Dated.folder(each.written()), -1L);
            if (chosen == null || seen >= chosenSeen) {
                chosen = each;
                chosenSeen = seen;
            }
        }
        return chosen;
    }

    /** A value read from the file {@code written}, dated by the scrape folder that holds it. */
    private record Dated<T>(T value, String written) {
        static String folder(String written) {
            int slash = Math.max(written.lastIndexOf('/'), written.lastIndexOf('\\'));
            return slash < 0 ? "" : written.substring(0, slash);
        }
    }
}
