package dev.checkpointreport.measured;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.model.CostTable;
import dev.checkpointreport.model.Decision;
import dev.checkpointreport.model.Interval;
import dev.checkpointreport.model.IntervalCost;
import java.util.List;
import org.apache.commons.numbers.fraction.BigFraction;
import org.junit.jupiter.api.Test;

/**
 * The factor of a checkpoint's certain cost past which the lesson's decision (interval 6 at p = 0.75) stops being
 * the cheapest, against a reference that rebuilds the cost table at each factor and asks it for its first
 * cheapest; and the keys' crossing of the cardinality the scenario assumes.
 */
class DecisionShiftTest {

    /** The first cheapest at factor {@code f}, by the table's own rule, on a table whose certain costs are scaled. */
    private static Interval cheapestAt(CostTable costs, Decision decision, BigFraction f) {
        IntervalCost best = null;
        BigFraction least = null;
        for (IntervalCost row : costs.rows()) {
            BigFraction cost = decision.costOf(row).subtract(row.certainCost()).add(f.multiply(row.certainCost()));
            if (least == null || cost.subtract(least).signum() < 0) {
                least = cost;
                best = row;
            }
        }
        return best.interval();
    }

    @Test
    void theDecisionHoldsUpToItsFactorAndTheNextBestTakesOverJustPast() {
        Analysis lesson = Lesson.analysis();
        Decision decision = Lesson.config().decision();
        MeasuredTrend.Shift shift = MeasuredTrend.shift(lesson.costs(), decision);

        BigFraction hair = BigFraction.of(1, 1_000_000);
        IntervalCost decided = lesson.costs().row(decision.interval());
        BigFraction atFactor = decision.costOf(decided).subtract(decided.certainCost())
                .add(shift.factor().multiply(decided.certainCost()));
        BigFraction pastCost = null;
        for (IntervalCost row : lesson.costs().rows()) {
            BigFraction cost = decision.costOf(row).subtract(row.certainCost())
                    .add(shift.factor().multiply(row.certainCost()));
            pastCost = pastCost == null || cost.subtract(pastCost).signum() < 0 ? cost : pastCost;
        }
        // at the factor the decided interval ties the cheapest; a hair past, another is cheaper
        assertThat(atFactor.subtract(pastCost).signum()).isZero();
        assertThat(cheapestAt(lesson.costs(), decision, shift.factor().subtract(hair))).isEqualTo(decision.interval());
        assertThat(cheapestAt(lesson.costs(), decision, shift.factor().add(hair))).isEqualTo(shift.best());
        assertThat(shift.best()).isNotEqualTo(decision.interval());
        assertThat(shift.factor().subtract(BigFraction.ONE).signum()).isPositive();
    }

    @Test
    void theKeysAreForecastAgainstTheAssumedCardinality() {
        long t0 = 1_790_812_800_000L;
        List<Checkpoint> batches = new java.util.ArrayList<>();
        for (int day = 0; day < 10; day++) {
            batches.add(new Checkpoint(day, Checkpoint.Status.COMPLETED, false, t0 + day * 86_400_000L, null, 100L,
                    1_000L, 1_000L, null, null, "spark/progress.jsonl", "$", 100L + 10L * day, 1L, "run"));
        }
        Measurements spark = new Measurements(null, batches, List.of(), List.of(), List.of(), true, List.of(), null,
                List.of("spark/progress.jsonl"), new SparkQuery(null, List.of("run"), 10, 0, 0, 86_400_000L, 1,
                "commitTimeMs", "memoryUsedBytes", null, false, List.of()));

        MeasuredTrend trend = MeasuredTrend.of(spark, new MeasuredTrend.Thresholds(null, null, null, 300L, null, null));

        assertThat(trend.crossings()).hasSize(1);
        assertThat(trend.crossings().get(0).target()).isEqualTo(Crossing.Target.KEYS);
        // 100 keys rising 10 a day reach 300 on day 20
        assertThat(trend.crossings().get(0).sentence()).isEqualTo("The largest operator's entry count reaches the "
                + "cardinality the scenario assumes of 300 keys on 2026-10-21 (90 %: 2026-10-21 to 2026-10-21).");
    }
}
