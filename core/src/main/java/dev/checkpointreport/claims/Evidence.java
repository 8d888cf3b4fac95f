package dev.checkpointreport.claims;

import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.model.Interval;
import dev.checkpointreport.model.IntervalCost;
import dev.checkpointreport.model.RowCounts;
import dev.checkpointreport.timing.RecoveryClock;
import dev.checkpointreport.timing.RecoveryTime;
import dev.checkpointreport.timing.TimingSpec;
import dev.checkpointreport.timing.WorstRecoveryTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * What the claims are checked against: the lesson's tables of one run and, with timing, the recovery in
 * exact seconds. An interval's longest recovery is computed once, however many claims name it.
 */
public final class Evidence {
    private final List<String> periods;
    private final RowCounts counts;
    private final Analysis analysis;
    private final TimingSpec timing;
    private final Map<Interval, RecoveryTime<BigFraction>> longest = new HashMap<>();
    private RecoveryClock<BigFraction> clock;

    /** @param timing {@code null} when the scenario has no {@code timing} section */
    public Evidence(List<String> periods, RowCounts counts, Analysis analysis, TimingSpec timing) {
        this.periods = List.copyOf(periods);
        this.counts = counts;
        this.analysis = analysis;
        this.timing = timing;
    }

    Analysis analysis() {
        return analysis;
    }

    IntervalCost costs(Interval interval) {
        return analysis.costs().row(interval);
    }

    /** The label of the 0-based period index. */
    String period(int index) {
        return periods.get(index);
    }

    /** The interval's longest recovery after any failure, exactly; its catch-up is {@code null} when it never ends. */
    RecoveryTime<BigFraction> longestRecovery(Interval interval) {
        if (clock == null) {
            clock = RecoveryClock.exact(counts, timing);
        }
        RecoveryTime<BigFraction> time = longest.get(interval);
        if (time == null) {
            time = WorstRecoveryTime.longest(clock, interval, counts.periods());
            longest.put(interval, time);
        }
        return time;
    }
}
