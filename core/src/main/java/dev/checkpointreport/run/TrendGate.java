package dev.checkpointreport.run;

import dev.checkpointreport.config.MeasuredSpec;
import dev.checkpointreport.measured.Crossing;
import dev.checkpointreport.measured.MeasuredTrend;
import dev.checkpointreport.measured.Trend;
import dev.checkpointreport.model.Fractions;
import dev.checkpointreport.run.Check.Kind;
import dev.checkpointreport.timing.Durations;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * The trend gate. {@code objective.crossingWithin}: a measured check that fails for each forecast crossing whose
 * early bound falls within that span of the history's last day, in whole days, exactly; one that passes
 * otherwise, naming the nearest crossing, or saying plainly that there are too few days to judge.
 * {@code objective.failOnUpwardTrend}: one that fails for the daily p90 duration and for the daily largest state
 * when it rises at 90 % (the lower slope of Sen's interval above zero), exactly; one that passes otherwise.
 */
final class TrendGate {
    private static final int SECONDS_A_DAY = 86_400;

    private TrendGate() {
    }

    static List<Check> checks(MeasuredTrend trend, MeasuredSpec spec, String shown) {
        String place = shown + ":" + spec.crossingWithinLine() + ": ";
        BigFraction days = Fractions.of(spec.crossingWithin()).divide(SECONDS_A_DAY);
        String span = "objective.crossingWithin (" + Durations.format(spec.crossingWithin().doubleValue()) + ")";
        List<Check> checks = new ArrayList<>();
        Crossing nearest = null;
        for (Crossing crossing : trend.crossings()) {
            if (crossing.within(days)) {
                String sentence = crossing.sentence();
                checks.add(new Check(Kind.MEASURED, false, place, sentence.substring(0, sentence.length() - 1)
                        + ": " + when(crossing, span)));
            } else if (crossing.early() != null && (nearest == null || crossing.early().isBefore(nearest.early()))) {
                nearest = crossing;
            }
        }
        if (checks.isEmpty()) {
            checks.add(new Check(Kind.MEASURED, true, place, passed(trend, nearest, span)));
        }
        return checks;
    }

    /** Why a crossing fails the gate, and when to act: before its early bound, or now when that has passed. */
    private static String when(Crossing crossing, String span) {
        LocalDate last = crossing.last();
        if (crossing.early().isAfter(last)) {
            return "its early bound falls within " + span + " of the history's last day, " + last + "; "
                    + crossing.target().remedy() + " before then.";
        }
        boolean reached = crossing.day() != null && !crossing.day().isAfter(last);
        return (reached ? "reached" : "its early bound reached") + " by the history's last day, " + last
                + ", so within " + span + "; " + crossing.target().remedy() + " now.";
    }

    static List<Check> upward(MeasuredTrend trend, MeasuredSpec spec, String shown) {
        String place = shown + ":" + spec.failOnUpwardTrendLine() + ": ";
        String key = "objective.failOnUpwardTrend";
        List<Check> checks = new ArrayList<>();
        List<Rising> figures = List.of(
                new Rising(trend.duration(), "p90 snapshot duration", Trend.Unit.MILLIS,
                        "find what slows the snapshots or shrink the state"),
                new Rising(trend.state(), "largest state", Trend.Unit.BYTES, "bound the state (a state TTL, fewer keys)"));
        for (Rising figure : figures) {
            Trend rising = figure.trend();
            if (rising != null && rising.upward()) {
                // the page's sentence, its period made the place where the gate's verdict follows
                String sentence = rising.sentence(figure.figure(), figure.unit());
                checks.add(new Check(Kind.MEASURED, false, place, sentence.substring(0, sentence.length() - 1) + ": "
                        + key + " fails the build on a trend upward at 90 %; " + figure.remedy() + "."));
            }
        }
        if (!checks.isEmpty()) {
            return checks;
        }
        List<Rising> unfitted = new ArrayList<>();
        for (Rising figure : figures) {
            if (figure.trend() == null || figure.trend().fit() == null) {
                unfitted.add(figure);
            }
        }
        if (unfitted.size() == figures.size()) {
            Trend judged = trend.duration();
            int days = judged == null ? 0 : judged.fitDays();
            return List.of(new Check(Kind.MEASURED, true, place, "Too few days to judge the trend: " + days + " day"
                    + (days == 1 ? "" : "s") + " with checkpoints, " + Trend.MIN_DAYS + " needed; " + key
                    + " is not judged."));
        }
        if (unfitted.size() == 1) {
            // one figure's days after its step are too few to fit: the other was judged all the same
            Rising few = unfitted.get(0);
            Rising judged = figures.get(figures.indexOf(few) == 0 ? 1 : 0);
            List<Trend.Step> steps = few.trend().steps();
            return List.of(new Check(Kind.MEASURED, true, place, "The daily " + judged.figure() + " does not rise at "
                    + "90 % (the lower bound of its Theil–Sen slope is at or below zero); the daily " + few.figure()
                    + " has too few days to judge: " + few.trend().fitDays() + " day"
                    + (few.trend().fitDays() == 1 ? "" : "s") + " after the step on "
                    + steps.get(steps.size() - 1).day() + ", " + Trend.MIN_DAYS + " needed: " + key + " holds."));
        }
        return List.of(new Check(Kind.MEASURED, true, place, "Neither the daily p90 snapshot duration nor the daily "
                + "largest state rises at 90 % (the lower bound of each Theil–Sen slope is at or below zero): " + key
                + " holds."));
    }

    /** A figure the upward gate judges, its trend, as its line names it, and what a user does when it rises. */
    private record Rising(Trend trend, String figure, Trend.Unit unit, String remedy) {
    }

    private static String passed(MeasuredTrend trend, Crossing nearest, String span) {
        Trend duration = trend.duration();
        // the state's crossings are judged even when the duration's days after a step are too few to fit
        if (nearest == null && trend.crossings().isEmpty() && (duration == null || duration.fit() == null)) {
            int days = duration == null ? 0 : duration.fitDays();
            return "Too few days to judge the trend: " + days + " day" + (days == 1 ? "" : "s") + " with checkpoints"
                    + (duration != null && !duration.steps().isEmpty() ? " (after the step on "
                    + duration.steps().get(duration.steps().size() - 1).day() + ")" : "") + ", " + Trend.MIN_DAYS
                    + " needed; " + span + " is not judged.";
        }
        if (nearest == null) {
            return "No forecast crossing falls within " + span + ": none is forecast.";
        }
        return "No forecast crossing falls within " + span + " of the history's last day, " + nearest.last()
                + "; the nearest: " + Character.toLowerCase(nearest.sentence().charAt(0)) + nearest.sentence().substring(1);
    }
}
