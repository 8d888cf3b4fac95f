package dev.checkpointreport.timing;

import dev.checkpointreport.model.Fractions;
import dev.checkpointreport.model.Interval;
import dev.checkpointreport.model.RowCounts;
import dev.checkpointreport.model.RowsByPeriod;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.apache.commons.numbers.core.NativeOperators;
import org.apache.commons.numbers.field.FP64;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * Turns the lesson's recomputed rows into seconds, per worker, in one kind of arithmetic: doubles for
 * the tables, exact fractions where the gate decides. The formulas are written once, here.
 *
 * <p>Arrival rate {@code λ = rows of periods 2..n / (n − 1) / periodLength}, and {@code λ_w} likewise
 * from worker w's rows; processing rate {@code μ = capacity × λ / workers}. A failure at f with
 * interval k restores the checkpoint at {@code last = (f // k) × k} ({@code restore = bytes / readRate},
 * nothing when last is 0 or there is no checkpoint), replays the recomputed rows at μ, and then drains
 * the backlog: {@code catchUp = λ_w × outage / (μ − λ_w)}, never when {@code μ ≤ λ_w}.
 */
public final class RecoveryClock<T extends NativeOperators<T> & Comparable<? super T>> {
    private final RowCounts counts;
    private final StateSize state;
    private final Function<BigFraction, T> number;
    private final T detection;
    private final T periodLength;
    private final T readRate;
    private final T writeRate;
    private final T changedShare;
    private final T processing;
    private final List<T> arrivals = new ArrayList<>();
    private final boolean[] drains;

    public RecoveryClock(RowCounts counts, TimingSpec spec, Function<BigFraction, T> number) {
        this.counts = counts;
        this.state = new StateSize(counts, spec.state());
        this.number = number;
        this.detection = number.apply(Fractions.of(spec.detection()));
        this.periodLength = number.apply(Fractions.of(spec.periodLength()));
        this.readRate = number.apply(Fractions.of(spec.readRate()));
        this.writeRate = number.apply(Fractions.of(spec.writeRate()));
        this.changedShare = spec.state().incremental() ? number.apply(Fractions.of(spec.state().changedFraction())) : null;
        BigFraction seconds = Fractions.of(spec.periodLength()).multiply(counts.periods() - 1);
        BigFraction arrival = BigFraction.of(rowsAfterFirstPeriod(counts.wholeJob())).divide(seconds);
        this.processing = number.apply(Fractions.of(spec.capacity()).multiply(arrival).divide(counts.workers()));
        for (int w = 0; w < counts.workers(); w++) {
            arrivals.add(number.apply(BigFraction.of(rowsAfterFirstPeriod(counts.worker(w))).divide(seconds)));
        }
        drains = new boolean[counts.workers()];
        for (int w = 0; w < counts.workers(); w++) {
            drains[w] = processing.compareTo(arrivals.get(w)) > 0;
        }
    }

    /** A clock in exact fractions, as the gate and the claims read it. */
    public static RecoveryClock<BigFraction> exact(RowCounts counts, TimingSpec spec) {
        return new RecoveryClock<>(counts, spec, Exact.EXACT);
    }

    /** A clock in doubles, for display. */
    static RecoveryClock<FP64> inDoubles(RowCounts counts, TimingSpec spec) {
        return new RecoveryClock<>(counts, spec, InDoubles.IN_DOUBLES);
    }

    /** The identity as a named class, which a cold start loads for less than it spins a lambda. */
    private enum Exact implements Function<BigFraction, BigFraction> {
        EXACT;

        @Override
        public BigFraction apply(BigFraction f) {
            return f;
        }
    }

    /** {@link TimingModel#toDouble} as a named class, for the same reason. */
    private enum InDoubles implements Function<BigFraction, FP64> {
        IN_DOUBLES;

        @Override
        public FP64 apply(BigFraction f) {
            return TimingModel.toDouble(f);
        }
    }

    /** Rows of periods 2..n, over which the lesson averages. */
    private static long rowsAfterFirstPeriod(RowsByPeriod rows) {
        return rows.upTo(rows.periods() - 1) - rows.upTo(0);
    }

    /** μ: rows per second one worker can process. */
    public T processingRate() {
        return processing;
    }

    /** λ_w: rows per second that reach worker w. */
    public T arrivalRate(int worker) {
        return arrivals.get(worker);
    }

    /** Whether worker w can ever drain a backlog: {@code μ > λ_w}. */
    public boolean drains(int worker) {
        return drains[worker];
    }

    /** The slowest worker's recovery from a failure at period f; a tie goes to the lowest worker. */
    public RecoveryTime<T> recovery(Interval interval, int failure) {
        RecoveryTime<T> slowest = null;
        for (int w = 0; w < counts.workers(); w++) {
            RecoveryTime<T> time = recovery(interval, failure, w);
            if (slowest == null || slower(time, slowest)) {
                slowest = time;
            }
        }
        return slowest;
    }

    /** A recovery that never ends is the slowest; of two, the one whose backlog grows faster. */
    private boolean slower(RecoveryTime<T> a, RecoveryTime<T> b) {
        if (!b.catchesUp()) {
            return !a.catchesUp() && arrivals.get(a.worker()).compareTo(arrivals.get(b.worker())) > 0;
        }
        return !a.catchesUp() || a.total().compareTo(b.total()) > 0;
    }

    RecoveryTime<T> recovery(Interval interval, int failure, int worker) {
        T restore = restore(interval, failure, worker);
        long rows = counts.worker(worker).recomputed(interval, failure);
        T replay = number.apply(BigFraction.of(rows)).divide(processing);
        T outage = detection.add(restore).add(replay);
        T catchUp = drains(worker) ? arrivals.get(worker).multiply(outage).divide(processing.subtract(arrivals.get(worker)))
                : null;
        return new RecoveryTime<>(worker, detection, restore, replay, catchUp);
    }

    /** Reading back the checkpoint a failure at f restarts from; nothing when there is none before it. */
    T restore(Interval interval, int failure, int worker) {
        int last = interval.isNone() ? 0 : interval.lastCheckpointBefore(failure);
        return last == 0 ? zero() : number.apply(BigFraction.of(state.bytes(worker, last))).divide(readRate);
    }

    /**
     * The longest snapshot of the interval's checkpoints at periods k, 2k, …, over every worker; 0 with none.
     * A snapshot's time grows with its bytes, so the largest state is written once, through the formula.
     */
    public T longestSnapshot(Interval interval) {
        long largest = 0;
        if (!interval.isNone()) {
            for (int t = interval.periods(); t < counts.periods(); t += interval.periods()) {
                for (int w = 0; w < counts.workers(); w++) {
                    largest = Math.max(largest, state.bytes(w, t));
                }
            }
        }
        T written = number.apply(BigFraction.of(largest)).divide(writeRate);
        return changedShare == null ? written : written.multiply(changedShare);
    }

    /**
     * The longest snapshot's share of the interval's length in time, {@code longest / (k × periodLength)}; not
     * for none. From 1 on, each snapshot lasts as long as the interval or longer and overlaps the next.
     */
    public T snapshotShare(Interval interval) {
        return longestSnapshot(interval).divide(periodLength.multiply(interval.periods()));
    }

    /** Whether the interval's snapshots overlap: its {@link #snapshotShare} is at least 1; never with none. */
    public boolean snapshotsOverlap(Interval interval) {
        return !interval.isNone() && snapshotShare(interval).compareTo(periodLength.one()) >= 0;
    }

    public StateSize state() {
        return state;
    }

    private T zero() {
        return detection.zero();
    }
}
