package dev.checkpointreport.output.view;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.checkpointreport.measured.Crossing;
import dev.checkpointreport.measured.DailyFigures;
import dev.checkpointreport.measured.HistorySource;
import dev.checkpointreport.measured.MeasuredTrend;
import dev.checkpointreport.measured.TheilSen;
import dev.checkpointreport.measured.Trend;
import dev.checkpointreport.output.json.JsonText;
import dev.checkpointreport.output.view.Page.Cell;
import dev.checkpointreport.output.view.Page.Row;
import dev.checkpointreport.output.view.Page.Table;
import dev.checkpointreport.timing.Sizes;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The measured history by the day: one sentence per trend and per crossing, the daily charts' data (each day's
 * figure, the trend's line and its 90 % band carried on to the crossings, the steps and the crossings marked) and
 * the daily figures' table. The charts draw a day a point, so weeks of one-minute checkpoints stay a few hundred
 * points, of the last {@link Trend#MAX_DAYS} days at most; the table lists the last {@link #SHOWN_DAYS} days.
 *
 * @param sentences what the trend and the forecast say, each one sentence
 * @param daily the daily figures
 * @param chartData the charts' data as JSON, safe to embed in a {@code <script>} element
 * @param charted whether a trend was fitted, so that the daily charts have a line to draw: a history of fewer
 *     than {@link Trend#MIN_DAYS} days has its sentence and its table only
 * @param duration what the duration chart draws, as the page names the source's duration
 *     ({@link HistorySource#duration()}): {@code end-to-end duration}, a Spark batch's {@code state commit}
 */
public record TrendSection(List<String> sentences, Table daily, String chartData, boolean charted, String duration) {
    /** The days the table lists: the last four months. */
    static final int SHOWN_DAYS = 120;
    /** How far past the history's last day the charts carry the line: a year at most. */
    static final int AHEAD_DAYS = 366;

    public TrendSection {
        sentences = List.copyOf(sentences);
    }

    /** The section of {@code trend}, its table in {@code source}'s words: a Spark query's batches and restarts. */
    static TrendSection of(MeasuredTrend trend, HistorySource source) {
        List<String> sentences = new ArrayList<>();
        sentence(sentences, trend.duration(), "p90 snapshot duration", Trend.Unit.MILLIS);
        sentence(sentences, trend.state(), "largest state", Trend.Unit.BYTES);
        sentence(sentences, trend.keys(), "largest operator's entry count", Trend.Unit.COUNT);
        for (Crossing crossing : trend.crossings()) {
            sentences.add(crossing.sentence());
        }
        boolean charted = trend.duration() != null && trend.duration().fit() != null
                || trend.state() != null && trend.state().fit() != null;
        return new TrendSection(sentences, table(trend.daily(), source), charted ? chartData(trend) : "{}", charted,
                source.duration());
    }

    private static void sentence(List<String> sentences, Trend trend, String figure, Trend.Unit unit) {
        if (trend == null) {
            return;
        }
        if (!trend.steps().isEmpty()) {
            Trend.Step step = trend.steps().get(trend.steps().size() - 1);
            sentences.add("The daily " + figure + " stepped from " + Trend.amount(step.before().doubleValue(), unit)
                    + " to " + Trend.amount(step.after().doubleValue(), unit) + " on " + step.day()
                    + " (Pettitt's test, p = " + Numbers.significant(step.p(), 2) + ")" + (trend.steps().size() == 1
                    ? "" : ", the last of " + trend.steps().size() + " steps") + "; the trend is fitted from that day on.");
        }
        if (trend.fit() == null) {
            sentences.add("Too few days to judge the trend of the daily " + figure + ": " + trend.fitDays() + " day"
                    + (trend.fitDays() == 1 ? "" : "s") + " from " + trend.fitFrom() + ", " + Trend.MIN_DAYS
                    + " needed.");
            return;
        }
        sentences.add(trend.sentence(figure, unit));
    }

    private static Table table(DailyFigures daily, HistorySource source) {
        List<DailyFigures.Day> days = daily.days();
        List<DailyFigures.Day> shown = days.subList(Math.max(0, days.size() - SHOWN_DAYS), days.size());
        boolean keys = days.stream().anyMatch(day -> day.maxKeys() != null);
        List<Row> rows = new ArrayList<>();
        for (DailyFigures.Day day : shown) {
            List<Cell> cells = new ArrayList<>(List.of(Cell.number(Integer.toString(day.checkpoints())),
                    Cell.number(Integer.toString(day.failed())),
                    Cell.number(day.failures() == null ? "—" : Integer.toString(day.failures())),
                    Cell.number(millis(day.p50())), Cell.number(millis(day.p90())), Cell.number(millis(day.maxDuration())),
                    Cell.number(day.maxState() == null ? "—" : Sizes.format(day.maxState()))));
            if (keys) {
                cells.add(Cell.number(day.maxKeys() == null ? "—" : Long.toString(day.maxKeys())));
            }
            rows.add(new Row(day.date().toString(), "", cells));
        }
        String many = source.many();
        String failures = source.failure() + "s";
        List<String> headers = new ArrayList<>(List.of(many, "failed", failures, "p50", "p90", "max",
                "largest state"));
        if (keys) {
            headers.add("most keys");
        }
        Table table = new Table("measured-daily", Character.toUpperCase(many.charAt(0)) + many.substring(1)
                + " by day (UTC)", days.size() + " day" + (days.size() == 1 ? "" : "s") + " with " + many + " or "
                + failures + ".", "day", headers, rows, "Durations are each day's nearest-rank percentiles of its "
                + "completed " + many + ".", List.of());
        return MeasuredTables.excerpted(table, shown.size(), days.size(), "days");
    }

    private static String millis(Long value) {
        return value == null ? "—" : MeasuredTimes.millis(value);
    }

    /**
     * One chart per figure, a day a point from the first day to the last crossing drawn: the figure, the line and
     * its band from the first day fitted on, the thresholds as level lines, the steps and crossings as marks.
     */
    private static String chartData(MeasuredTrend trend) {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        List<DailyFigures.Day> days = trend.daily().days();
        if (days.isEmpty()) {
            return JsonText.forScript(root);
        }
        LocalDate last = days.get(days.size() - 1).date();
        // the days the trend judges at most, so that a history whose times lie years apart stays a chart's width
        LocalDate first = days.get(0).date().isBefore(last.minusDays(Trend.MAX_DAYS - 1))
                ? last.minusDays(Trend.MAX_DAYS - 1) : days.get(0).date();
        LocalDate end = last;
        for (Crossing crossing : trend.crossings()) {
            LocalDate drawn = crossing.late() != null ? crossing.late() : crossing.day();
            if (drawn != null && drawn.isAfter(end)) {
                end = drawn.isAfter(last.plusDays(AHEAD_DAYS)) ? last.plusDays(AHEAD_DAYS) : drawn;
            }
        }
        ArrayNode labels = root.putArray("labels");
        for (LocalDate day = first; !day.isAfter(end); day = day.plusDays(1)) {
            labels.add(day.toString());
        }
        root.set("duration", chart(trend, trend.duration(), DailyFigures.Day::p90, first, end, true));
        root.set("state", chart(trend, trend.state(), DailyFigures.Day::maxState, first, end, false));
        return JsonText.forScript(root);
    }

    private static ObjectNode chart(MeasuredTrend trend, Trend fitted, Function<DailyFigures.Day, Long> figure,
                                    LocalDate first, LocalDate end, boolean duration) {
        ObjectNode chart = JsonNodeFactory.instance.objectNode();
        int count = (int) (end.toEpochDay() - first.toEpochDay()) + 1;
        Long[] values = new Long[count];
        for (DailyFigures.Day day : trend.daily().days()) {
            if (!day.date().isBefore(first)) {
                values[(int) (day.date().toEpochDay() - first.toEpochDay())] = figure.apply(day);
            }
        }
        ArrayNode figures = chart.putArray("values");
        for (Long value : values) {
            if (value == null) {
                figures.addNull();
            } else {
                figures.add(value);
            }
        }
        TheilSen fit = fitted == null ? null : fitted.fit();
        if (fit != null) {
            long from = fitted.fitFrom().toEpochDay();
            ArrayNode line = chart.putArray("line");
            ArrayNode low = chart.putArray("low");
            ArrayNode high = chart.putArray("high");
            for (int i = 0; i < count; i++) {
                long day = first.toEpochDay() + i;
                if (day < from) {
                    line.addNull();
                    low.addNull();
                    high.addNull();
                } else {
                    line.add(fit.line().at(day).doubleValue());
                    low.add(Math.min(fit.low().at(day).doubleValue(), fit.high().at(day).doubleValue()));
                    high.add(Math.max(fit.low().at(day).doubleValue(), fit.high().at(day).doubleValue()));
                }
            }
        }
        ArrayNode levels = chart.putArray("levels");
        ArrayNode marks = chart.putArray("marks");
        if (fitted != null) {
            for (Trend.Step step : fitted.steps()) {
                // a step in the trend's first days may fall before the chart's: a year before the last day at most
                if (step.day().isBefore(first)) {
                    continue;
                }
                marks.addObject().put("p", step.day().toEpochDay() - first.toEpochDay()).put("kind", "step")
                        .put("label", "step " + step.day()).put("short", "step");
            }
        }
        for (Crossing crossing : trend.crossings()) {
            if (crossing.target().duration() != duration || crossing.target() == Crossing.Target.KEYS) {
                continue;
            }
            String what = crossing.target() == Crossing.Target.MODEL ? "decision changes" : crossing.target().id();
            levels.addObject().put("value", crossing.threshold().doubleValue()).put("label", what);
            if (crossing.day() != null && !crossing.day().isAfter(end) && !crossing.day().isBefore(first)) {
                marks.addObject().put("p", crossing.day().toEpochDay() - first.toEpochDay()).put("kind", "crossing")
                        .put("label", what + " " + crossing.day()).put("short", what);
            }
        }
        chart.put("unit", duration ? "milliseconds" : "bytes");
        return chart;
    }
}
