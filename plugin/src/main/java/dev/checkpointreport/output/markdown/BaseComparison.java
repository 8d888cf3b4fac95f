package dev.checkpointreport.output.markdown;

import dev.checkpointreport.output.BuildHistory;
import dev.checkpointreport.output.BuildHistory.Build;
import dev.checkpointreport.output.BuildHistory.Point;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * This build against the last build of its base in the course's history, as Codecov compares a change with its
 * base: per scenario what moved, improvements included ("this change moves the break-even from 11/18 to 7/12").
 * The base is a pull request's base branch; without one, the build before this one.
 *
 * @param heading what this build is compared with: the branch, the commit and the date of that build
 * @param lines a line per scenario of this build, in the course's order, one the base does not hold said to be new
 */
record BaseComparison(String heading, List<String> lines) {

    /** The comparison of {@code history}'s last build with the last earlier build of {@code base}; null without one. */
    static BaseComparison of(BuildHistory history, String base) {
        List<Build> builds = history.builds();
        if (builds.size() < 2) {
            return null;
        }
        Build now = builds.get(builds.size() - 1);
        Build then = null;
        for (int i = builds.size() - 2; i >= 0 && then == null; i--) {
            if (base == null || base.equals(builds.get(i).branch())) {
                then = builds.get(i);
            }
        }
        if (then == null) {
            return null;
        }
        List<String> lines = new ArrayList<>();
        for (Point point : now.scenarios()) {
            Point before = then.point(point.name());
            // a scenario left out would read as one that did not run: one the base lacks is said to be new
            lines.add(point.name() + ": " + (before == null ? "new in this change: the base has no point for it."
                    : changes(before, point)));
        }
        String of = then.branch() == null ? "the last build" : "the last build of " + then.branch();
        String commit = then.commit() == null ? "" : then.commit().substring(0, 7) + ", ";
        return new BaseComparison("Against " + of + " (" + commit + then.date() + ")", lines);
    }

    private static String changes(Point before, Point now) {
        List<String> moves = new ArrayList<>();
        List<String> was = before.breakEvens().stream().map(BuildHistory.BreakEven::probability).toList();
        List<String> is = now.breakEvens().stream().map(BuildHistory.BreakEven::probability).toList();
        if (!was.equals(is)) {
            moves.add((was.size() == 1 && is.size() == 1 ? "the break-even from " : "the break-evens from ")
                    + listed(was) + " to " + listed(is));
        }
        if (!Objects.equals(before.decided(), now.decided())) {
            moves.add("the decided interval from " + named(before.decided()) + " to " + named(now.decided()));
        }
        if (!Objects.equals(before.probability(), now.probability())) {
            // the decision is the interval at a probability: a probability that moved is a decision that moved
            moves.add("the declared probability from " + probability(before.probability()) + " to "
                    + probability(now.probability()));
        }
        if (!Objects.equals(before.best(), now.best())) {
            moves.add("the best interval at the declared probability from " + named(before.best()) + " to "
                    + named(now.best()));
        }
        if (!Objects.equals(before.p90(), now.p90())) {
            moves.add("the measured p90 duration from " + millis(before.p90()) + " to " + millis(now.p90()));
        }
        String verdict;
        if (now.passed()) {
            verdict = before.passed() ? "" : "; it now passes its gates";
        } else if (before.passed()) {
            verdict = "; it now fails its gates (" + String.join(", ", now.failing()) + ")";
        } else {
            // failing still, but other gates: "no change" would hide that a different check now fails
            verdict = before.failing().equals(now.failing()) ? "" : "; it now fails its gates (" + String.join(", ",
                    now.failing()) + "), where it failed (" + String.join(", ", before.failing()) + ")";
        }
        if (moves.isEmpty()) {
            return (verdict.isEmpty() ? "no change" : "no figure moved" + verdict) + ".";
        }
        return "this change moves " + String.join(" and ", moves) + verdict + ".";
    }

    private static String listed(List<String> fractions) {
        return fractions.isEmpty() ? "none" : String.join(", ", fractions);
    }

    private static String named(String interval) {
        return interval == null ? "no decision" : interval.equals("none") ? "no checkpoint" : interval;
    }

    private static String probability(Double probability) {
        return probability == null ? "the worst case" : BigDecimal.valueOf(probability).stripTrailingZeros()
                .toPlainString();
    }

    private static String millis(Long p90) {
        return p90 == null ? "none" : p90 + " ms";
    }
}
