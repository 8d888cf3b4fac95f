package dev.checkpointreport.output.view;

import static dev.checkpointreport.output.view.MeasuredTables.fact;

import dev.checkpointreport.measured.Checkpoint;
import dev.checkpointreport.measured.HistoryGaps;
import dev.checkpointreport.measured.Measurements;
import dev.checkpointreport.output.view.Page.Row;
import dev.checkpointreport.output.view.Page.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * What the merged history does not show, beside the overview: the checkpoints no scrape saw (the gaps in the ids,
 * with how often to scrape instead), those seen only in progress, and Flink's failed count beside the failed
 * checkpoints the history lists, and Prometheus's answers that say they are partial. A history that shows all of
 * them has no such table.
 */
final class MeasuredGapsTable {
    /** Gaps the page names; report.json lists them all. */
    static final int NAMED = 5;

    private MeasuredGapsTable() {
    }

    /** The table, or {@code null} when the history lacks nothing. */
    static Table of(Measurements measured) {
        HistoryGaps gaps = measured.gaps();
        boolean sampled = measured.source().sampled();
        String seenBy = measured.source().seenBy();
        List<Row> rows = new ArrayList<>();
        if (!gaps.gaps().isEmpty()) {
            List<String> named = new ArrayList<>();
            for (HistoryGaps.Gap gap : gaps.gaps()) {
                named.add("#" + gap.ids().replace(" to ", " to #") + " (" + gap.missing() + ", between "
                        + MeasuredTimes.full(gap.from()) + " and " + MeasuredTimes.full(gap.to())
                        + (gap.hole() ? ", in a hole of the samples)" : ")"));
            }
            String advice = gaps.advice();
            rows.add(fact(gaps.holes() > 0 ? "checkpoints missing" : "checkpoints no " + seenBy + " saw",
                    Numbers.count(gaps.missing()) + " in " + gaps.gaps().size()
                    + (gaps.gaps().size() == 1 ? " gap" : " gaps") + " of the ids: " + Numbers.and(named, NAMED)
                    + (gaps.gaps().size() > NAMED ? " (report.json lists them all)" : "")
                    + (gaps.holes() > 0 ? ". " + Character.toUpperCase(advice.charAt(0)) + advice.substring(1)
                    : (sampled ? ". They completed (or failed) between two samples, where only the last is seen, or "
                    + "in a JobManager failover" : ". They left Flink's history between two scrapes (or in a "
                    + "JobManager failover)") + "; to see every one, " + advice) + "."));
        }
        if (!gaps.partial().isEmpty()) {
            rows.add(fact("answered in part", "Prometheus answered " + gaps.partialSaid() + ": the samples of a store "
                    + "that did not answer are missing from every figure above and below; query again once every store "
                    + "answers"));
        }
        if (!gaps.onlyInProgress().isEmpty()) {
            List<String> named = new ArrayList<>();
            for (Checkpoint checkpoint : gaps.onlyInProgress()) {
                named.add("#" + checkpoint.id() + " (triggered " + MeasuredTimes.full(checkpoint.trigger()) + ")");
            }
            rows.add(fact("seen only in progress", Numbers.and(named, NAMED) + ": in progress in every scrape that "
                    + "shows " + (named.size() == 1 ? "it" : "them") + ", so no duration or size is counted; a later "
                    + "scrape would show how " + (named.size() == 1 ? "it" : "they") + " ended"));
        }
        Long unlisted = gaps.failedUnlisted();
        // Prometheus's metrics list no failed checkpoint: the overview's "checkpoints failed" says its count
        if (unlisted != null && unlisted != 0 && !sampled) {
            rows.add(fact("failed, not in the history", unlisted > 0
                    ? "Flink counts " + gaps.flinkFailed() + " failed, the merged history lists " + gaps.historyFailed()
                    + (gaps.historyFailed() == 0 ? (unlisted == 1 ? ": it is a trigger that failed before it got"
                    : ": they are triggers that failed before they got") : unlisted == 1 ? ": the other is a trigger "
                    + "that failed before it got" : ": the other " + unlisted + " are triggers that failed before they "
                    + "got") + " an id (Flink refuses a "
                    + "trigger while a task is not running, as in a restart, and counts it failed without listing "
                    + "it)" + (gaps.gaps().isEmpty() ? "" : ", or failed checkpoints among those no scrape saw")
                    : "Flink counts " + gaps.flinkFailed() + " failed, fewer than the " + gaps.historyFailed()
                    + " the merged history lists: Flink counts since its JobManager started, and the history is "
                    + "older"));
        }
        if (rows.isEmpty()) {
            return null;
        }
        return new Table("measured-gaps", "What the " + seenBy + "s did not see",
                sampled ? "A checkpoint is seen only where the id grows from one sample to the next; what no sample "
                + "saw is missing from every figure above and below." : "Flink keeps only its last checkpoints; "
                + "what no scrape saw is missing from every figure above and below.", "measured", List.of("value"),
                rows, "", List.of());
    }

}
