package dev.checkpointreport.timing;

import dev.checkpointreport.model.Fractions;
import dev.checkpointreport.model.Interval;
import dev.checkpointreport.model.RowCounts;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.numbers.field.FP64;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * The worst recovery of one interval (the decided one, or the one the report watches) at 80 %, 100 % and
 * 120 % of the configured {@code timing.capacity}, and whether it meets the recovery objective there.
 *
 * @param interval the interval whose worst recovery is swept
 */
public record CapacitySensitivity(Interval interval, List<AtCapacity> capacities) {
    /** The factors of the band: ±20 %. */
    public static final List<BigDecimal> FACTORS = List.of(new BigDecimal("0.8"), BigDecimal.ONE, new BigDecimal("1.2"));

    public CapacitySensitivity {
        capacities = List.copyOf(capacities);
    }

    /**
     * The worst recovery at one capacity.
     *
     * @param worst in doubles, for display; its total is {@code null} when the job never catches up
     * @param meetsObjective whether every failure's recovery stays within the objective, compared exactly;
     *        {@code null} without an objective
     */
    public record AtCapacity(BigDecimal factor, BigDecimal capacity, RecoveryTime<FP64> worst, int worstPeriod,
                             Boolean meetsObjective) {
    }

    static CapacitySensitivity of(RowCounts counts, TimingSpec spec, Interval interval) {
        List<AtCapacity> capacities = new ArrayList<>();
        for (BigDecimal factor : FACTORS) {
            BigDecimal capacity = spec.capacity().multiply(factor);
            TimingSpec scaled = new TimingSpec(spec.periodLength(), capacity, spec.detection(), spec.state(),
                    spec.readRate(), spec.writeRate(), spec.objective(), spec.mtbf());
            RecoveryClock<FP64> clock = RecoveryClock.inDoubles(counts, scaled);
            WorstRecoveryTime<FP64> worst = WorstRecoveryTime.of(clock, interval, counts.periods());
            Boolean meets = null;
            if (spec.objective() != null) {
                RecoveryClock<BigFraction> exact = RecoveryClock.exact(counts, scaled);
                meets = WorstRecoveryTime.within(exact, interval, counts.periods(), Fractions.of(spec.objective()));
            }
            capacities.add(new AtCapacity(factor, capacity, worst.time(), worst.period(), meets));
        }
        return new CapacitySensitivity(interval, capacities);
    }
}
