package dev.checkpointreport.output.view;

import dev.checkpointreport.measured.Checkpoint;
import dev.checkpointreport.measured.HistorySource;
import dev.checkpointreport.measured.MeasuredAnalysis;
import dev.checkpointreport.measured.Observed;
import dev.checkpointreport.measured.SameJob;
import dev.checkpointreport.output.CourseScenario;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What the other scenarios of a course that measure the same job (the same job id) saw, for the section Measured:
 * two sources of one job see different checkpoints, and each page says what the other saw and where it is.
 */
final class SameJobNote {
    /** Checkpoints a sentence names; the count says the rest. */
    private static final int NAMED = 3;

    private SameJobNote() {
    }

    /** The note of {@code scenario}'s page, or {@code null} when no other scenario measures its job. */
    static String of(CourseScenario scenario, List<CourseScenario> course, Path basedir) {
        MeasuredAnalysis here = scenario.result().measured();
        if (here == null) {
            return null;
        }
        List<String> sentences = new ArrayList<>();
        for (CourseScenario other : course) {
            SameJob same = other == scenario || other.result().measured() == null ? null
                    : SameJob.of(here, other.result().measured());
            if (same != null) {
                sentences.add(sentence(here, same, other, basedir));
            }
        }
        return sentences.isEmpty() ? null : String.join(" ", sentences);
    }

    private static String sentence(MeasuredAnalysis here, SameJob same, CourseScenario other, Path basedir) {
        Observed at = Observed.at(here.statistics().duration(), here.percentile());
        String p = here.percentile().id();
        StringBuilder text = new StringBuilder("The same job (" + here.measurements().jobId() + ") is measured in "
                + other.shownFile(basedir) + ", whose page is ../" + other.name() + "/, from "
                + history(same.other().measurements().source()));
        if (same.otherAt() != null && at != null) {
            text.append(": its ").append(p).append(" is ").append(MeasuredTimes.millis(same.otherAt().value()))
                    .append(" (#").append(same.otherAt().checkpoint().id()).append("), against ")
                    .append(MeasuredTimes.millis(at.value())).append(" (#").append(at.checkpoint().id())
                    .append(") here");
        }
        text.append(". ").append(unseen("That history never shows", same.unseenByOther(), "of this one"))
                .append(" ").append(unseen("This history never shows", same.unseenHere(), "of that one"));
        return text.toString().strip();
    }

    private static String unseen(String opening, List<Checkpoint> checkpoints, String whose) {
        if (checkpoints.isEmpty()) {
            return "";
        }
        List<String> named = new ArrayList<>();
        for (Checkpoint checkpoint : checkpoints.subList(0, Math.min(NAMED, checkpoints.size()))) {
            named.add("#" + checkpoint.id() + (checkpoint.duration() == null ? ""
                    : " (" + MeasuredTimes.millis(checkpoint.duration()) + ")"));
        }
        return opening + " " + checkpoints.size() + " completed " + (checkpoints.size() == 1 ? "checkpoint "
                : "checkpoints ") + whose + (checkpoints.size() > NAMED ? ", the slowest " : ": ")
                + String.join(", ", named) + ".";
    }

    private static String history(HistorySource source) {
        return switch (source) {
            case FLINK_REST -> "Flink's REST responses";
            case PROMETHEUS -> "Prometheus's samples of Flink's reporter";
            case SPARK -> "the query's progress log";
            case KAFKA_STREAMS -> "the app's listener log";
        };
    }
}
