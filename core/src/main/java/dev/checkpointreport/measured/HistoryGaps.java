package dev.checkpointreport.measured;

import dev.checkpointreport.scrape.Cadence;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * What a merged history lacks, from its checkpoint ids alone, so that every reader that fills
 * {@link Measurements#checkpoints()} gets it. Flink numbers every checkpoint and savepoint of a job from one counter,
 * so an id between two seen ones that no file shows is a checkpoint no scrape saw: it left Flink's history (the last
 * {@code web.checkpoints.history}) between two scrapes, or was lost when the JobManager failed over, or is a trigger
 * that failed after it took its id. Ids before the first seen are no gap: a job restored from a savepoint starts
 * past the savepoint's id. A Spark query has no gaps: its progress log is written by the query itself, every batch,
 * and a batch that commits no state (no input, say) is no checkpoint, so a batch id missing from the history is no
 * checkpoint unseen.
 *
 * @param gaps the runs of ids no file shows, by id
 * @param onlyInProgress the checkpoints in progress in every scrape that shows them ({@link Measurements#inProgress()})
 * @param flinkFailed Flink's own count of failed checkpoints: in the newest scrape, or the rise of Prometheus's
 *     {@code numberOfFailedCheckpoints} over the range; {@code null} without it (no such Prometheus file) and from
 *     another engine
 * @param historyFailed the failed checkpoints in the merged history
 * @param cadence how often to scrape, the scrape goal's {@link Cadence} from the configured interval and the
 *     JobManager's settings (Flink's defaults without them); {@code null} without the configuration's interval,
 *     and for Prometheus's samples, which no REST cadence helps
 * @param jobManagerFile the {@code jobmanager-config.txt} the cadence read; {@code null} when it took the defaults
 * @param source where the history comes from: from Prometheus's samples a checkpoint goes unseen when another
 *     completes before the next sample, and the advice is Prometheus's
 * @param partial the warnings of Prometheus's answers that say they are partial (a store did not answer, its
 *     samples left out); empty from another source
 */
public record HistoryGaps(List<Gap> gaps, List<Checkpoint> onlyInProgress, Long flinkFailed, long historyFailed,
                          Cadence cadence, String jobManagerFile, HistorySource source,
                          List<PrometheusSeries.Warning> partial) {
    /** The gaps the log line names; report.json and the page name them all. */
    static final int NAMED = 3;

    /**
     * Checkpoints {@code afterId + 1} to {@code beforeId − 1}, which no file shows.
     *
     * @param from the trigger of checkpoint {@code afterId}, the last seen before the gap
     * @param to the trigger of checkpoint {@code beforeId}, the first seen after it
     * @param hole whether the gap lies in a hole of Prometheus's samples: no sample between the one before
     *     {@code to} and {@code to} ({@link PrometheusSeries#holes()}), so the sampling is not what missed it
     */
    public record Gap(long afterId, long beforeId, long from, long to, boolean hole) {
        /** A gap no hole of the samples explains. */
        public Gap(long afterId, long beforeId, long from, long to) {
            this(afterId, beforeId, from, to, false);
        }

        /** How many checkpoints the gap holds. */
        public long missing() {
            return beforeId - afterId - 1;
        }

        /** {@code 13 to 20}, or {@code 13} for a gap of one. */
        public String ids() {
            return missing() == 1 ? Long.toString(afterId + 1) : (afterId + 1) + " to " + (beforeId - 1);
        }
    }

    public HistoryGaps {
        gaps = List.copyOf(gaps);
        onlyInProgress = List.copyOf(onlyInProgress);
        partial = List.copyOf(partial);
    }

    static HistoryGaps of(Measurements measured) {
        List<Gap> gaps = new ArrayList<>();
        HistorySource source = measured.source();
        if (source.numbered()) {
            Set<Long> afterHole = new HashSet<>();
            for (PrometheusSeries.Hole hole : measured.facts().holes()) {
                afterHole.add(hole.to());
            }
            Checkpoint before = null;
            for (Checkpoint checkpoint : byId(measured)) {
                if (before != null && checkpoint.id() > before.id() + 1) {
                    gaps.add(new Gap(before.id(), checkpoint.id(), before.trigger(), checkpoint.trigger(),
                            afterHole.contains(checkpoint.trigger())));
                }
                before = checkpoint;
            }
        }
        SourceFacts facts = measured.facts();
        Map<String, String> jobManager = facts.jobManager();
        Cadence cadence = measured.settings() == null || !source.scraped() ? null
                : Cadence.of(Duration.ofMillis(measured.settings().interval()), jobManager == null ? Map.of() : jobManager);
        return new HistoryGaps(gaps, measured.inProgress(), facts.failedCheckpoints(), measured.failed().size(),
                cadence, jobManager == null ? null : facts.jobManagerFile(), source, facts.warnings());
    }

    /**
     * Each id seen once, in order: a completed or failed checkpoint (the last of an id), else one in progress (the
     * first). A history read in id order is that already, and is not copied into a map: weeks of Prometheus samples
     * are tens of thousands of checkpoints, and the gaps are asked for by the page, {@code report.json} and the log.
     */
    private static Collection<Checkpoint> byId(Measurements measured) {
        List<Checkpoint> checkpoints = measured.checkpoints();
        boolean increasing = measured.inProgress().isEmpty();
        for (int i = 1; increasing && i < checkpoints.size(); i++) {
            increasing = checkpoints.get(i).id() > checkpoints.get(i - 1).id();
        }
        if (increasing) {
            return checkpoints;
        }
        TreeMap<Long, Checkpoint> seen = new TreeMap<>();
        for (Checkpoint checkpoint : checkpoints) {
            seen.put(checkpoint.id(), checkpoint);
        }
        for (Checkpoint checkpoint : measured.inProgress()) {
            seen.putIfAbsent(checkpoint.id(), checkpoint);
        }
        return seen.values();
    }

    /** The checkpoints no file shows, over every gap. */
    public long missing() {
        long missing = 0;
        for (Gap gap : gaps) {
            missing += gap.missing();
        }
        return missing;
    }

    /** The gaps in holes of Prometheus's samples. */
    public long holes() {
        return gaps.stream().filter(Gap::hole).count();
    }

    /**
     * What the holes of the samples are, where a gap lies in one, and what to do: what a partial answer left out,
     * to query again; else spans Prometheus kept no sample of. {@code null} when no gap lies in a hole.
     */
    public String holeAdvice() {
        if (holes() == 0) {
            return null;
        }
        return partial.isEmpty() ? "a hole is a span with no sample at all, which no step or scrape interval fills: "
                + "Prometheus did not scrape the job then, or kept none of its samples"
                : "a hole is what a partial answer left out, not a sampling gap: Prometheus answered "
                + partialSaid() + "; query again once every store answers";
    }

    /** Prometheus's first warning and how many more: {@code 'partial response: …' (prometheus/x.json)}. */
    public String partialSaid() {
        return partial.isEmpty() ? null : partial.get(0).shown() + (partial.size() == 1 ? ""
                : " and " + (partial.size() - 1) + " more warning" + (partial.size() == 2 ? "" : "s"));
    }

    /**
     * Flink's failed checkpoints that the merged history does not list: triggers that failed before they got an id
     * (Flink refuses a trigger while a task is not running, as in a restart, and counts it failed without listing
     * it), or failed checkpoints that left the history unseen; from Prometheus, whose metrics list no failed
     * checkpoint, every failed checkpoint the counter counts. {@code null} without Flink's count (from another
     * engine, or without Prometheus's {@code numberOfFailedCheckpoints} file). Below 0 when the history is older
     * than the JobManager, whose counts start with it.
     */
    public Long failedUnlisted() {
        return flinkFailed == null ? null : flinkFailed - historyFailed;
    }

    /**
     * How often to scrape, and where the figures come from; what to save to know it without an interval. For
     * Prometheus's samples: how often Prometheus and the query must sample.
     */
    public String advice() {
        if (source.sampled()) {
            String sampling = "let Prometheus scrape Flink's reporter more often than the job checkpoints, and ask at "
                    + "a step no longer than that (checkpoint.scrape.step)";
            return holes() == 0 ? sampling : holes() == gaps.size() ? holeAdvice()
                    : holeAdvice() + "; for the others, " + sampling;
        }
        if (cadence == null) {
            return "save …/checkpoints/config (the scrape goal's checkpoints-config.json) to learn how often to scrape";
        }
        return cadence.advice() + (jobManagerFile == null
                ? " (Flink's defaults: no jobmanager-config.txt matched)" : " (" + jobManagerFile + ")");
    }

    /**
     * The log's one line for a history with gaps, with the first {@value #NAMED} named, or for Prometheus's partial
     * answers; {@code null} without either.
     */
    public String warning() {
        if (gaps.isEmpty()) {
            return partial.isEmpty() ? null : "Prometheus answered in part: " + partialSaid() + "; the samples it left "
                    + "out are missing from every figure; query again once every store answers.";
        }
        StringBuilder line = new StringBuilder().append(missing()).append(missing() == 1 ? " checkpoint" : " checkpoints")
                .append(holes() == 0 ? " no " + source.seenBy() + " saw" : " missing").append(", in ").append(gaps.size())
                .append(gaps.size() == 1 ? " gap" : " gaps").append(" of the merged ids: ");
        for (int i = 0; i < Math.min(NAMED, gaps.size()); i++) {
            Gap gap = gaps.get(i);
            line.append(i == 0 ? "" : ", ").append(gap.ids()).append(" (").append(gap.missing()).append(", between ")
                    .append(Instant.ofEpochMilli(gap.from())).append(" and ").append(Instant.ofEpochMilli(gap.to()))
                    .append(gap.hole() ? ", in a hole of the samples)" : ")");
        }
        if (gaps.size() > NAMED) {
            line.append(" and ").append(gaps.size() - NAMED).append(" more, in report.json");
        }
        return line.append("; ").append(advice()).append('.').toString();
    }
}
