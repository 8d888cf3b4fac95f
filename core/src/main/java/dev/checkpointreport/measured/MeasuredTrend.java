package dev.checkpointreport.measured;

import dev.checkpointreport.model.Fractions;
import dev.checkpointreport.model.CostTable;
import dev.checkpointreport.model.Decision;
import dev.checkpointreport.model.Interval;
import dev.checkpointreport.model.IntervalCost;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * Weeks of a history judged as a trend: its daily figures ({@link DailyFigures}), the trend of the daily p90
 * duration, of the daily largest state and, where the source counts them, of the most keys ({@link Trend}), and
 * the days those trends reach the thresholds the decision is made in ({@link Crossing}).
 *
 * @param duration the trend of the daily p90 end-to-end duration; {@code null} with no completed checkpoint
 * @param state the trend of the daily largest state
 * @param keys the trend of the daily most keys; {@code null} when the source does not count them
 * @param crossings each threshold known, in the order of {@link Crossing.Target}, for a trend with a fit
 */
public record MeasuredTrend(DailyFigures daily, Trend duration, Trend state, Trend keys, List<Crossing> crossings) {

    public MeasuredTrend {
        crossings = List.copyOf(crossings);
    }

    /**
     * What the forecast is judged against; each {@code null} when the scenario does not give it.
     *
     * @param interval the checkpoint interval in milliseconds: the job's own, else the decided one's length
     * @param timeout the checkpoint timeout in milliseconds, from Flink's {@code /checkpoints/config}
     * @param budget {@code state.budget}, in bytes
     * @param cardinality the keys the scenario assumes ({@code checkpoint.stateRows})
     * @param costs the lesson's costs, to find the state at which the decision stops being the cheapest
     * @param decision the decision those costs are judged by
     */
    public record Thresholds(BigFraction interval, Long timeout, Long budget, Long cardinality, CostTable costs,
                             Decision decision) {
    }

    /** The trend of {@code measured} and its crossings of {@code thresholds}. */
    public static MeasuredTrend of(Measurements measured, Thresholds thresholds) {
        DailyFigures daily = DailyFigures.of(measured);
        int days = daily.days().size();
        Series p90 = new Series(days);
        Series maxState = new Series(days);
        Series maxKeys = new Series(days);
        for (DailyFigures.Day day : daily.days()) {
            p90.add(day, day.p90());
            maxState.add(day, day.maxState());
            maxKeys.add(day, day.maxKeys());
        }
        Trend duration = p90.trend();
        Trend state = maxState.trend();
        Trend keys = maxKeys.trend();
        List<Crossing> crossings = new ArrayList<>();
        if (fitted(duration)) {
            if (thresholds.interval() != null) {
                crossings.add(Crossing.of(Crossing.Target.INTERVAL, thresholds.interval(), duration, null, null));
            }
            if (thresholds.timeout() != null) {
                crossings.add(Crossing.of(Crossing.Target.TIMEOUT, BigFraction.of(thresholds.timeout()), duration,
                        null, null));
            }
        }
        if (fitted(state)) {
            if (thresholds.budget() != null) {
                crossings.add(Crossing.of(Crossing.Target.BUDGET, BigFraction.of(thresholds.budget()), state, null,
                        null));
            }
            Shift shift = thresholds.decision() == null ? null : shift(thresholds.costs(), thresholds.decision());
            BigFraction now = state.fit().line().at(state.last().toEpochDay());
            if (shift != null && now.signum() > 0) {
                crossings.add(Crossing.of(Crossing.Target.MODEL, now.multiply(shift.factor()), state,
                        thresholds.decision().interval(), shift.best()));
            }
        }
        if (fitted(keys) && thresholds.cardinality() != null) {
            crossings.add(Crossing.of(Crossing.Target.KEYS, BigFraction.of(thresholds.cardinality()), keys, null,
                    null));
        }
        return new MeasuredTrend(daily, duration, state, keys, crossings);
    }

    private static boolean fitted(Trend trend) {
        return trend != null && trend.fit() != null;
    }

    /** One daily figure's values, on the days that have it. */
    private static final class Series {
        private final List<LocalDate> dates = new ArrayList<>();
        private final long[] values;

        Series(int days) {
            values = new long[days];
        }

        void add(DailyFigures.Day day, Long value) {
            if (value != null) {
                values[dates.size()] = value;
                dates.add(day.date());
            }
        }

        Trend trend() {
            return Trend.of(dates, Arrays.copyOf(values, dates.size()));
        }
    }

    /**
     * The factor of a checkpoint's certain cost past which the decided interval stops being the cheapest, and the
     * interval cheapest just past it.
     */
    record Shift(BigFraction factor, Interval best) {
    }

    /**
     * Each interval's cost by the decision's criterion is {@code A + f·certainCost} at a factor f of the certain
     * cost (the state a checkpoint writes); the decided interval stays the cheapest (a tie holds) up to the least
     * factor at which a cheaper-to-checkpoint interval overtakes it. {@code null} when it is not the cheapest at
     * factor 1, or no growth of the state makes another cheaper.
     */
    static Shift shift(CostTable costs, Decision decision) {
        IntervalCost decided = costs.row(decision.interval());
        BigFraction base = rest(decision, decided);
        BigFraction factor = null;
        for (IntervalCost row : costs.rows()) {
            if (row.certainCost() < decided.certainCost()) {
                BigFraction at = rest(decision, row).subtract(base)
                        .divide(decided.certainCost() - row.certainCost());
                factor = factor == null || Fractions.compare(at, factor) < 0 ? at : factor;
            }
        }
        if (factor == null || !among(cheapest(costs, decision, BigFraction.ONE), decided)) {
            return null;
        }
        BigFraction next = null;
        for (IntervalCost row : costs.rows()) {
            if (row.certainCost() < decided.certainCost()) {
                BigFraction at = rest(decision, row).subtract(base)
                        .divide(decided.certainCost() - row.certainCost());
                if (Fractions.compare(at, factor) > 0
                        && (next == null || Fractions.compare(at, next) < 0)) {
                    next = at;
                }
            }
        }
        BigFraction past = next == null ? factor.add(1) : factor.add(next).divide(2);
        return new Shift(factor, cheapest(costs, decision, past).get(0).interval());
    }

    /** Whether {@code row} is one of {@code rows}: the table's own rows, so the same objects. */
    private static boolean among(List<IntervalCost> rows, IntervalCost row) {
        for (IntervalCost each : rows) {
            if (each == row) {
                return true;
            }
        }
        return false;
    }

    /** A row's cost without its certain cost. */
    private static BigFraction rest(Decision decision, IntervalCost row) {
        return decision.costOf(row).subtract(row.certainCost());
    }

    /** The cheapest rows at factor {@code f}, in the table's order. */
    private static List<IntervalCost> cheapest(CostTable costs, Decision decision, BigFraction f) {
        BigFraction least = null;
        List<IntervalCost> cheapest = new ArrayList<>();
        for (IntervalCost row : costs.rows()) {
            BigFraction cost = rest(decision, row).add(f.multiply(row.certainCost()));
            int order = least == null ? -1 : Fractions.compare(cost, least);
            if (order < 0) {
                least = cost;
                cheapest.clear();
            }
            if (order <= 0) {
                cheapest.add(row);
            }
        }
        return cheapest;
    }
}
