package dev.checkpointreport.pipeline;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.timing.Durations;
import dev.checkpointreport.timing.Sizes;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jsoup.Jsoup;

/**
 * A measured history's figures per UTC day, counted by a test from the log lines it wrote, apart from the plugin's
 * code: each checkpoint on the day of the time the test gives it, each failure on its own; nearest-rank
 * percentiles, ⌈p·n⌉-th of the sorted durations. It reads the same days back from a course's {@code report.json},
 * page and {@code history.json}, each as one line a day, so that a test compares them whole.
 */
final class DailyCount {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final Map<LocalDate, List<long[]>> checkpoints = new TreeMap<>();
    private final Map<LocalDate, Integer> failures = new TreeMap<>();
    private final boolean keys;

    /** {@code keys}: whether the source counts state entries. */
    DailyCount(boolean keys) {
        this.keys = keys;
    }

    static LocalDate day(long millis) {
        return Instant.ofEpochMilli(millis).atZone(ZoneOffset.UTC).toLocalDate();
    }

    void checkpoint(long at, long duration, long state, long entries) {
        checkpoints.computeIfAbsent(day(at), d -> new ArrayList<>()).add(new long[] {duration, state, entries});
    }

    void failure(long at) {
        failures.merge(day(at), 1, Integer::sum);
    }

    /** Each day as report.json's {@code measured.trend.daily[]} writes it. */
    List<String> json() {
        List<String> lines = new ArrayList<>();
        for (Figures day : days()) {
            lines.add("{\"day\":\"" + day.date + "\",\"checkpoints\":" + day.count + ",\"failed\":0,\"failures\":"
                    + day.failures + ",\"p50\":" + day.p50 + ",\"p90\":" + day.p90 + ",\"maxDuration\":" + day.max
                    + ",\"maxState\":" + day.state + ",\"maxKeys\":" + (keys ? day.keys : "null") + "}");
        }
        return lines;
    }

    /** Each day as the page's table "Checkpoints by day" shows it. */
    List<String> rows() {
        List<String> lines = new ArrayList<>();
        for (Figures day : days()) {
            lines.add(day.date + " " + day.count + " 0 " + day.failures + " " + Durations.format(day.p50 / 1000.0)
                    + " " + Durations.format(day.p90 / 1000.0) + " " + Durations.format(day.max / 1000.0) + " "
                    + Sizes.format(day.state) + (keys ? " " + day.keys : ""));
        }
        return lines;
    }

    /** Each day as history.json keeps it, a figure the source does not give left out. */
    List<String> kept() {
        List<String> lines = new ArrayList<>();
        for (Figures day : days()) {
            lines.add(day.date + " checkpoints=" + day.count + " failed=0 failures=" + day.failures + " p50="
                    + day.p50 + " p90=" + day.p90 + " maxDuration=" + day.max + " maxState=" + day.state
                    + (keys ? " maxKeys=" + day.keys : ""));
        }
        return lines;
    }

    private record Figures(LocalDate date, int count, int failures, long p50, long p90, long max, long state,
                           long keys) {
    }

    private List<Figures> days() {
        TreeMap<LocalDate, Figures> days = new TreeMap<>();
        for (Map.Entry<LocalDate, List<long[]>> day : checkpoints.entrySet()) {
            List<Long> durations = new ArrayList<>();
            long state = 0;
            long entries = 0;
            for (long[] checkpoint : day.getValue()) {
                durations.add(checkpoint[0]);
                state = Math.max(state, checkpoint[1]);
                entries = Math.max(entries, checkpoint[2]);
            }
            durations.sort(null);
            int n = durations.size();
            days.put(day.getKey(), new Figures(day.getKey(), n, failures.getOrDefault(day.getKey(), 0),
                    durations.get((int) Math.ceil(n * 0.5) - 1), durations.get((int) Math.ceil(n * 0.9) - 1),
                    durations.get(n - 1), state, entries));
        }
        if (!failures.keySet().stream().allMatch(days::containsKey)) {
            throw new IllegalStateException("a test's failure falls on a day without a checkpoint");
        }
        return new ArrayList<>(days.values());
    }

    /** The days of {@code report}'s report.json, each as written. */
    static List<String> json(Path report) throws IOException {
        List<String> lines = new ArrayList<>();
        for (JsonNode day : JSON.readTree(report.resolve("report.json").toFile()).path("measured").path("trend")
                .path("daily")) {
            lines.add(day.toString());
        }
        return lines;
    }

    /** The rows of {@code report}'s page table "Checkpoints by day". */
    static List<String> rows(Path report) throws IOException {
        return Jsoup.parse(report.resolve("index.html").toFile(), "UTF-8").select("#measured-daily tbody tr")
                .eachText();
    }

    /** The caption, the finding, the headings and the key of {@code report}'s table "… by day", one line each. */
    static List<String> heading(Path report) throws IOException {
        var page = Jsoup.parse(report.resolve("index.html").toFile(), "UTF-8");
        return List.of(page.select("#measured-daily caption").text(), page.select("#measured-daily-finding").text(),
                page.select("#measured-daily thead th").eachText().toString(),
                page.select("div.table-scroll:has(#measured-daily) ~ div.key").first().text());
    }

    /** The days {@code history.json}'s build {@code build} keeps for scenario {@code scenario}, each figure whole. */
    static List<String> kept(Path history, int build, int scenario) throws IOException {
        List<String> lines = new ArrayList<>();
        for (JsonNode day : JSON.readTree(history.toFile()).path("builds").get(build).path("scenarios")
                .get(scenario).path("days")) {
            StringBuilder line = new StringBuilder(day.path("date").asText());
            for (Iterator<Map.Entry<String, JsonNode>> it = day.path("figures").fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> figure = it.next();
                double value = figure.getValue().asDouble();
                // a figure is a JSON number, written as a double: a whole one reads back as its long
                line.append(' ').append(figure.getKey()).append('=')
                        .append(value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value));
            }
            lines.add(line.toString());
        }
        return lines;
    }
}
