package dev.checkpointreport.output.json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.checkpointreport.measured.Crossing;
import dev.checkpointreport.measured.DailyFigures;
import dev.checkpointreport.measured.MeasuredTrend;
import dev.checkpointreport.measured.TheilSen;
import dev.checkpointreport.measured.Trend;
import java.time.LocalDate;

/**
 * The {@code measured.trend} object of report.json: the daily figures, each trend's steps and Theil–Sen slope per
 * day with its 90 % interval, and each crossing's day with its range. Days are UTC dates, {@code YYYY-MM-DD}.
 */
final class TrendJson {

    private TrendJson() {
    }

    static ObjectNode tree(MeasuredTrend trend) {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        node.put("minDays", Trend.MIN_DAYS);
        node.put("maxDays", Trend.MAX_DAYS);
        ArrayNode daily = node.putArray("daily");
        for (DailyFigures.Day day : trend.daily().days()) {
            daily.addObject().put("day", day.date().toString()).put("checkpoints", day.checkpoints())
                    .put("failed", day.failed()).put("failures", day.failures()).put("p50", day.p50())
                    .put("p90", day.p90()).put("maxDuration", day.maxDuration()).put("maxState", day.maxState())
                    .put("maxKeys", day.maxKeys());
        }
        node.set("duration", trend(trend.duration()));
        node.set("state", trend(trend.state()));
        node.set("keys", trend(trend.keys()));
        ArrayNode crossings = node.putArray("crossings");
        for (Crossing crossing : trend.crossings()) {
            crossings.addObject().put("target", crossing.target().id())
                    .put("threshold", crossing.threshold().doubleValue()).put("day", day(crossing.day()))
                    .put("early", day(crossing.early())).put("late", day(crossing.late()))
                    .put("best", crossing.best() == null ? null : crossing.best().toString())
                    .put("sentence", crossing.sentence());
        }
        return node;
    }

    private static ObjectNode trend(Trend trend) {
        if (trend == null) {
            return null;
        }
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        node.put("days", trend.days());
        node.put("last", trend.last().toString());
        ArrayNode steps = node.putArray("steps");
        for (Trend.Step step : trend.steps()) {
            steps.addObject().put("day", step.day().toString()).put("before", step.before().doubleValue())
                    .put("after", step.after().doubleValue()).put("p", step.p());
        }
        node.put("fitFrom", trend.fitFrom().toString());
        node.put("fitDays", trend.fitDays());
        node.put("tooFewDays", trend.fit() == null);
        TheilSen fit = trend.fit();
        node.put("slopePerDay", fit == null ? null : fit.line().slope().doubleValue());
        node.put("lowerPerDay", fit == null ? null : fit.low().slope().doubleValue());
        node.put("upperPerDay", fit == null ? null : fit.high().slope().doubleValue());
        node.put("atLast", fit == null ? null : fit.line().at(trend.last().toEpochDay()).doubleValue());
        node.put("kendallS", fit == null ? null : fit.kendallS());
        node.put("upward", trend.upward());
        return node;
    }

    private static String day(LocalDate day) {
        return day == null ? null : day.toString();
    }
}
