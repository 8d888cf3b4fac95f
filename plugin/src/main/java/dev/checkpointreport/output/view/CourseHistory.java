package dev.checkpointreport.output.view;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.checkpointreport.output.BuildHistory;
import dev.checkpointreport.output.BuildHistory.Build;
import dev.checkpointreport.output.BuildHistory.Point;
import dev.checkpointreport.output.CourseScenario;
import dev.checkpointreport.output.json.JsonText;
import java.util.ArrayList;
import java.util.List;

/**
 * The course index's section Across builds: per scenario of this build, its decided interval and its measured p90
 * duration in each build of the course's history that holds it, as a chart and its table. Drawn only when the
 * history holds two builds or more; every label is worded here, and the script only draws them.
 *
 * @param lead one sentence: how many builds, from when to when
 * @param charts a chart per scenario, in the course's order
 * @param data every chart's figures for the page's script, JSON safe inside a {@code <script>} element
 */
public record CourseHistory(String lead, List<Chart> charts, String data) {

    public CourseHistory {
        charts = List.copyOf(charts);
    }

    /**
     * A scenario's chart.
     *
     * @param id unique on the page: the canvas's, its caption's {@code id-caption}
     * @param title the scenario's title
     * @param rows a row per build that holds the scenario, oldest first
     */
    public record Chart(String id, String title, List<Row> rows) {
        public Chart {
            rows = List.copyOf(rows);
        }
    }

    /**
     * A build of a scenario, worded.
     *
     * @param build the build's date and, when known, its commit's first seven digits
     * @param decision the decided interval ({@code 6}, {@code no checkpoint}, {@code —} without a decision)
     * @param p90 the measured p90 duration ({@code 332 ms}), or {@code —}
     * @param verdict {@code pass} or {@code fail}
     */
    public record Row(String build, String decision, String p90, String verdict) {
    }

    /** The section of {@code history} for this build's {@code scenarios}; {@code null} before a second build. */
    public static CourseHistory of(BuildHistory history, List<CourseScenario> scenarios) {
        if (history.builds().size() < 2) {
            return null;
        }
        List<Chart> charts = new ArrayList<>();
        ArrayNode data = JsonNodeFactory.instance.arrayNode();
        for (int i = 0; i < scenarios.size(); i++) {
            CourseScenario scenario = scenarios.get(i);
            List<Row> rows = new ArrayList<>();
            ObjectNode chart = data.addObject().put("id", "history-" + (i + 1));
            ArrayNode labels = chart.putArray("labels");
            ArrayNode intervals = chart.putArray("intervals");
            ArrayNode p90 = chart.putArray("p90");
            for (Build build : history.builds()) {
                Point point = build.point(scenario.name());
                if (point == null) {
                    continue;
                }
                String when = build.date().substring(0, 10) + (build.commit() == null ? ""
                        : " " + build.commit().substring(0, 7));
                labels.add(when);
                // no checkpoint is drawn at 0 on the interval axis, which labels it so
                if (point.decided() == null) {
                    intervals.addNull();
                } else {
                    intervals.add(point.decided().equals("none") ? 0 : Integer.parseInt(point.decided()));
                }
                p90.add(point.p90());
                String decided = point.decided() == null ? "—"
                        : point.decided().equals("none") ? "no checkpoint" : point.decided();
                rows.add(new Row(when, decided, point.p90() == null ? "—" : point.p90() + " ms",
                        point.passed() ? "pass" : "fail"));
            }
            charts.add(new Chart("history-" + (i + 1), scenario.result().config().title(), rows));
        }
        List<Build> builds = history.builds();
        String lead = builds.size() + " builds of this course, from " + builds.get(0).date().substring(0, 10)
                + " to " + history.last().date().substring(0, 10) + ": each scenario's decided interval and measured"
                + " p90 checkpoint duration in each.";
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        root.set("history", data);
        return new CourseHistory(lead, charts, JsonText.forScript(root));
    }
}
