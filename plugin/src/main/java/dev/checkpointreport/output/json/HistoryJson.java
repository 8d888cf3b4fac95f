package dev.checkpointreport.output.json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.checkpointreport.measured.DailyFigures;
import dev.checkpointreport.measured.MeasuredAnalysis;
import dev.checkpointreport.measured.Observed;
import dev.checkpointreport.measured.Percentile;
import dev.checkpointreport.model.BreakEven;
import dev.checkpointreport.model.DecisionCost;
import dev.checkpointreport.model.Fractions;
import dev.checkpointreport.model.Interval;
import dev.checkpointreport.output.BuildHistory;
import dev.checkpointreport.output.BuildHistory.Build;
import dev.checkpointreport.output.BuildHistory.Day;
import dev.checkpointreport.output.BuildHistory.Figure;
import dev.checkpointreport.output.BuildHistory.Point;
import dev.checkpointreport.output.CourseScenario;
import dev.checkpointreport.run.Check;
import dev.checkpointreport.run.ScenarioResult;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.temporal.IsoFields;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A course's {@code history.json}, format version 1: the course's builds, oldest first, each with a point per
 * scenario (its decision, the best interval at the declared probability, the break-evens, the verdict, the measured
 * p90 duration and daily figures). {@code "format": "checkpoint-report history"} marks it as the plugin's, so that
 * a foreign file is refused ({@link HistoryReader}). Its field names are a public interface, as
 * {@code report.json}'s are; an interval is spelled as there (a number of periods, or {@code "none"}).
 *
 * <p>Bounded by thinning, when an appended build makes them more than {@link #MOST_BUILDS} builds. The newest
 * {@link #WHOLE} are kept as they are; of the older ones, only the last build of each UTC day is kept, then, if
 * that is still too many, the last of each ISO week, then the oldest are dropped. Only the newest {@link #WITH_DAYS}
 * builds keep their daily figures, each point its newest {@link #MOST_DAYS} days (what the reader takes back): a
 * later build's measured history holds the same days again.
 */
public final class HistoryJson {
    public static final String FORMAT = "checkpoint-report history";
    public static final int FORMAT_VERSION = 1;
    /** The most builds a history keeps. */
    public static final int MOST_BUILDS = 200;
    /** The newest builds, kept whatever their dates. */
    public static final int WHOLE = 100;
    /** The newest builds that keep their daily figures. */
    public static final int WITH_DAYS = 10;
    /** The most days a point keeps, the newest. */
    public static final int MOST_DAYS = 400;

    private HistoryJson() {
    }

    /** This build of {@code scenarios}, at {@code date}, of {@code commit} on {@code branch} (either may be null). */
    public static Build build(List<CourseScenario> scenarios, String date, String commit, String branch) {
        List<Point> points = new ArrayList<>();
        for (CourseScenario scenario : scenarios) {
            points.add(point(scenario.name(), scenario.result()));
        }
        return new Build(date, commit, branch, points);
    }

    private static Point point(String name, ScenarioResult result) {
        DecisionCost decision = result.analysis().decisionCost();
        List<BuildHistory.BreakEven> breakEvens = new ArrayList<>();
        for (BreakEven breakEven : BreakEven.of(result.analysis().bestRanges())) {
            breakEvens.add(new BuildHistory.BreakEven(Fractions.exact(breakEven.probability()),
                    label(breakEven.below()), label(breakEven.above())));
        }
        List<String> failing = new ArrayList<>();
        for (Check check : result.verdict().checks()) {
            if (!check.passed()) {
                failing.add(check.kind().id());
            }
        }
        return new Point(name, decision == null ? null : label(decision.decision().interval()),
                decision == null || decision.decision().probability() == null ? null
                        : decision.decision().probability().doubleValue(),
                decision == null ? null : label(decision.best()), breakEvens, result.verdict().passed(), failing,
                p90(result.measured()), days(result.measured()));
    }

    /** The measured p90 checkpoint duration, in milliseconds. */
    private static Long p90(MeasuredAnalysis measured) {
        if (measured == null) {
            return null;
        }
        return measured.statistics().duration().stream().filter(o -> o.percentile() == Percentile.P90)
                .map(Observed::value).findFirst().orElse(null);
    }

    /**
     * The measured history's daily figures, each {@link Day}'s figures named as the daily record of the measured
     * history names them ({@code checkpoints}, {@code failed}, {@code failures}, {@code p50}, {@code p90},
     * {@code maxDuration}, {@code maxState}, {@code maxKeys}): the one place that record is read, empty until the
     * measured history gives it.
     */
    private static List<Day> days(MeasuredAnalysis measured) {
        if (measured == null) {
            return List.of();
        }
        List<Day> days = new ArrayList<>();
        for (DailyFigures.Day day : measured.trend().daily().days()) {
            List<Figure> figures = new ArrayList<>();
            figures.add(new Figure("checkpoints", day.checkpoints()));
            figures.add(new Figure("failed", day.failed()));
            figure(figures, "failures", day.failures());
            figure(figures, "p50", day.p50());
            figure(figures, "p90", day.p90());
            figure(figures, "maxDuration", day.maxDuration());
            figure(figures, "maxState", day.maxState());
            figure(figures, "maxKeys", day.maxKeys());
            days.add(new Day(day.date().toString(), figures));
        }
        return days;
    }

    private static void figure(List<Figure> figures, String name, Number value) {
        if (value != null) {
            figures.add(new Figure(name, value.doubleValue()));
        }
    }

    /** An interval as this history's model spells it: {@code "none"} or its periods. */
    static String label(Interval interval) {
        return interval.isNone() ? "none" : Integer.toString(interval.periods());
    }

    /** {@code history} with {@code build} appended, then thinned to its bounds. */
    public static BuildHistory appended(BuildHistory history, Build build) {
        List<Build> builds = new ArrayList<>(history.builds());
        builds.add(build);
        if (builds.size() > MOST_BUILDS) {
            List<Build> older = builds.subList(0, builds.size() - WHOLE);
            List<Build> newest = builds.subList(builds.size() - WHOLE, builds.size());
            List<Build> kept = lastOfEach(older, date -> date.toString());
            if (kept.size() + WHOLE > MOST_BUILDS) {
                kept = lastOfEach(kept, date -> date.get(IsoFields.WEEK_BASED_YEAR) + "-"
                        + date.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR));
            }
            if (kept.size() + WHOLE > MOST_BUILDS) {
                kept = kept.subList(kept.size() + WHOLE - MOST_BUILDS, kept.size());
            }
            builds = new ArrayList<>(kept);
            builds.addAll(newest);
        }
        for (int i = 0; i < builds.size(); i++) {
            Build old = builds.get(i);
            int most = i < builds.size() - WITH_DAYS ? 0 : MOST_DAYS;
            builds.set(i, new Build(old.date(), old.commit(), old.branch(),
                    old.scenarios().stream().map(point -> point.withNewestDays(most)).toList()));
        }
        return new BuildHistory(builds);
    }

    /** The last build of each span that {@code span} names a build's UTC day by, in order. */
    private static List<Build> lastOfEach(List<Build> builds, Function<LocalDate, String> span) {
        Map<String, Build> last = new LinkedHashMap<>();
        for (Build build : builds) {
            String key = span.apply(LocalDate.parse(build.date().substring(0, 10)));
            last.remove(key);
            last.put(key, build);
        }
        return new ArrayList<>(last.values());
    }

    /** Writes {@code history} to {@code file}. */
    public static void write(BuildHistory history, Path file) throws IOException {
        try (OutputStream out = Files.newOutputStream(file)) {
            JsonText.writeIndented(tree(history), out);
        }
    }

    static ObjectNode tree(BuildHistory history) {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        root.put("format", FORMAT);
        root.put("formatVersion", FORMAT_VERSION);
        ArrayNode builds = root.putArray("builds");
        for (Build build : history.builds()) {
            ObjectNode node = builds.addObject();
            node.put("date", build.date());
            node.put("commit", build.commit());
            node.put("branch", build.branch());
            ArrayNode scenarios = node.putArray("scenarios");
            for (Point point : build.scenarios()) {
                point(scenarios.addObject(), point);
            }
        }
        return root;
    }

    private static void point(ObjectNode node, Point point) {
        node.put("name", point.name());
        if (point.decided() == null) {
            node.putNull("decision");
        } else {
            ObjectNode decision = node.putObject("decision");
            interval(decision, "interval", point.decided());
            decision.put("probability", point.probability());
            interval(decision, "best", point.best());
        }
        ArrayNode breakEvens = node.putArray("breakEvens");
        for (BuildHistory.BreakEven breakEven : point.breakEvens()) {
            ObjectNode at = breakEvens.addObject();
            at.put("probability", breakEven.probability());
            interval(at, "below", breakEven.below());
            interval(at, "above", breakEven.above());
        }
        node.put("passed", point.passed());
        ArrayNode failing = node.putArray("failing");
        point.failing().forEach(failing::add);
        node.put("p90", point.p90());
        ArrayNode days = node.putArray("days");
        for (Day day : point.days()) {
            ObjectNode figures = days.addObject().put("date", day.date()).putObject("figures");
            for (Figure figure : day.figures()) {
                figures.put(figure.name(), figure.value());
            }
        }
    }

    private static void interval(ObjectNode node, String field, String label) {
        if (label.equals("none")) {
            node.put(field, "none");
        } else {
            node.put(field, Integer.parseInt(label));
        }
    }
}
