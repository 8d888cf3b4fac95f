package dev.checkpointreport.timing;

import dev.checkpointreport.model.Fractions;
import dev.checkpointreport.model.Interval;
import java.util.List;
import java.util.Optional;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * The decided interval's worst recovery against the recovery objective, in exact fractions, and the worker
 * that never catches up, if one does not: the figures the run makes the gate's recovery {@code Check} of.
 *
 * @param objective seconds, or {@code null} when only the catch-up is judged
 * @param worst the decided interval's worst recovery; its catch-up is {@code null} when it never ends
 * @param cheapestMeeting when the decided interval misses the objective, the cheapest interval by expected
 *     rows whose worst recovery meets it; {@code null} when none does or the objective is met
 * @param overload the worker that falls behind; empty when every worker drains its backlog
 */
public record DecidedRecovery(Interval decided, BigFraction objective, RecoveryTime<BigFraction> worst,
                               int worstPeriod, Interval cheapestMeeting, Optional<Overload> overload) {

    public boolean catchesUp() {
        return overload.isEmpty();
    }

    public boolean met() {
        return catchesUp() && (objective == null || Fractions.compare(worst.total(), objective) <= 0);
    }

    /** One line a reader can act on. */
    public String message(List<String> periods) {
        String head = "Checkpoint interval " + decided.quoted();
        if (overload.isPresent()) {
            return head + " can never recover: " + overload.get().rates() + ", so the backlog after a failure never"
                    + " drains. Raise timing.capacity above "
                    + FixedPoint.of(overload.get().capacityNeeded(), 3) + ".";
        }
        String time = Durations.format(worst.total().doubleValue()) + " (detection "
                + Durations.format(worst.detection().doubleValue()) + ", restore "
                + Durations.format(worst.restore().doubleValue()) + ", replay "
                + Durations.format(worst.replay().doubleValue()) + ", catch-up "
                + Durations.format(worst.catchUp().doubleValue()) + ")";
        String after = "its worst recovery, after a failure in " + periods.get(worstPeriod) + ", takes " + time;
        if (objective == null) {
            return head + " recovers from every failure, with no recovery objective set: " + after + ".";
        }
        if (met()) {
            return head + " meets the recovery objective of " + Durations.format(objective.doubleValue()) + ": "
                    + after + ".";
        }
        String instead = cheapestMeeting == null ? " No configured interval meets it."
                : " The cheapest interval that meets it is " + cheapestMeeting.quoted() + ".";
        return head + " misses the recovery objective of " + Durations.format(objective.doubleValue()) + ": "
                + after + "." + instead;
    }
}
