package dev.checkpointreport.output;

import java.util.List;

/**
 * A course's history across builds, as its {@code history.json} holds it: each build, oldest first, with a point
 * per scenario. The earlier builds come from the history the goal's {@code history} names; the last is this one.
 * Every figure is as the plugin wrote it, an interval spelled as {@code report.json} spells it ({@code "none"} here,
 * where JSON has {@code null}), so that every output reads the same words.
 *
 * @param builds oldest first
 */
public record BuildHistory(List<Build> builds) {
    /** No build yet: a course written without the goal's {@code history}, or the first one. */
    public static final BuildHistory NONE = new BuildHistory(List.of());

    public BuildHistory {
        builds = List.copyOf(builds);
    }

    /**
     * One build.
     *
     * @param date the build's instant, UTC, ISO 8601 ({@code 2026-12-03T18:41:14Z})
     * @param commit the commit built ({@code GITHUB_SHA}), or {@code null} when the build did not say
     * @param branch the branch built ({@code GITHUB_HEAD_REF} of a pull request, else {@code GITHUB_REF_NAME}), or
     *     {@code null}
     * @param scenarios a point per scenario, in the course's order
     */
    public record Build(String date, String commit, String branch, List<Point> scenarios) {
        public Build {
            scenarios = List.copyOf(scenarios);
        }

        /** The point of the scenario named {@code name} (its folder in the course), or {@code null}. */
        public Point point(String name) {
            return scenarios.stream().filter(p -> p.name().equals(name)).findFirst().orElse(null);
        }
    }

    /**
     * A scenario in one build.
     *
     * @param name its folder in the course
     * @param decided the decided interval ({@code "6"}, {@code "none"}), or {@code null} without a decision
     * @param probability the declared failure probability, or {@code null} (the worst case, no decision)
     * @param best the best interval at the declared probability (by the decision's criterion), or {@code null}
     * @param breakEvens where the best interval changes, in order of probability
     * @param passed whether the scenario passed its gates
     * @param failing the kinds of its failing checks ({@code decision}, {@code recovery}...), in the gate's order
     * @param p90 the measured p90 checkpoint duration in milliseconds, or {@code null} without a measured history
     * @param days the measured daily figures, oldest first; empty without them, and in a thinned build
     */
    public record Point(String name, String decided, Double probability, String best, List<BreakEven> breakEvens,
                        boolean passed, List<String> failing, Long p90, List<Day> days) {
        public Point {
            breakEvens = List.copyOf(breakEvens);
            failing = List.copyOf(failing);
            days = List.copyOf(days);
        }

        /** The point with its newest {@code most} daily figures only: none, as an older build keeps it. */
        public Point withNewestDays(int most) {
            return days.size() <= most ? this : new Point(name, decided, probability, best, breakEvens, passed,
                    failing, p90, days.subList(days.size() - most, days.size()));
        }
    }

    /**
     * A failure probability where the best interval changes.
     *
     * @param probability exact, as {@code report.json}'s {@code probabilityExact} ({@code 11/18})
     * @param below the best interval just below it
     * @param above the best interval above it
     */
    public record BreakEven(String probability, String below, String above) {
    }

    /**
     * One UTC day of a measured history.
     *
     * @param date {@code YYYY-MM-DD}
     * @param figures each figure by its name, as {@code measured.DailyFigures.Day} names them ({@code checkpoints},
     *     {@code failed}, {@code failures}, {@code p50}, {@code p90}, {@code maxDuration}, {@code maxState},
     *     {@code maxKeys}; durations in milliseconds, sizes in bytes), a figure the source does not give left out
     */
    public record Day(String date, List<Figure> figures) {
        public Day {
            figures = List.copyOf(figures);
        }
    }

    /** A named figure of a day. */
    public record Figure(String name, double value) {
    }

    /** The last build, or {@code null} when there is none. */
    public Build last() {
        return builds.isEmpty() ? null : builds.get(builds.size() - 1);
    }
}
