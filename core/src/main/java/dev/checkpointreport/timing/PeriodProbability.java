package dev.checkpointreport.timing;

import dev.checkpointreport.model.CostTable;
import dev.checkpointreport.model.Fractions;
import dev.checkpointreport.model.Interval;
import java.math.BigDecimal;
import org.apfloat.Apfloat;
import org.apfloat.ApfloatContext;
import org.apfloat.FixedPrecisionApfloatHelper;

/**
 * The per-period failure probability a mean time between failures implies, {@code 1 − e^{−T/M}} for a period of
 * {@code T} seconds, and the cheapest interval at it. The probability is irrational, so the cheapest interval is
 * decided on an approximation: a double, whose error is a few units in its last place, when the cheapest interval
 * is the same at both ends of that error's span (the cheapest line of a cost table holds one span of
 * probabilities, so it is then the cheapest between them too); apfloat's 40 significant digits when a break-even
 * falls inside it.
 *
 * @param probability the approximation the interval was decided on
 * @param best the cheapest interval there, the first listed of a tie
 */
record PeriodProbability(BigDecimal probability, Interval best) {
    /** A double's relative error for {@code 1 − e^{−T/M}}: the quotient's and expm1's, each at most one ulp. */
    private static final double SPAN = 1e-14;
    private static final int DIGITS = 40;

    /** The probability of a period of {@code periodLength} seconds at {@code mtbf} seconds, and the best there. */
    static PeriodProbability of(BigDecimal periodLength, BigDecimal mtbf, CostTable costs) {
        double near = -Math.expm1(-(periodLength.doubleValue() / mtbf.doubleValue()));
        Interval below = costs.firstAt(Fractions.of(new BigDecimal(near * (1 - SPAN)))).interval();
        Interval above = costs.firstAt(Fractions.of(new BigDecimal(near * (1 + SPAN)))).interval();
        if (below.equals(above)) {
            return new PeriodProbability(new BigDecimal(near), below);
        }
        BigDecimal digits = Digits.of(periodLength, mtbf);
        return new PeriodProbability(digits, costs.firstAt(Fractions.of(digits)).interval());
    }

    /**
     * {@code 1 − e^{−T/M}} to 40 significant digits, from apfloat; a class of its own so that apfloat is loaded
     * only when a probability needs its digits.
     */
    static final class Digits {
        static {
            // apfloat deletes its temporary files in a shutdown hook, which would run after Maven has closed the
            // plugin's class loader and fail there; numbers of a few dozen digits never reach a file
            ApfloatContext.getGlobalContext().setCleanupAtExit(false);
        }

        private Digits() {
        }

        static BigDecimal of(BigDecimal periodLength, BigDecimal mtbf) {
            FixedPrecisionApfloatHelper math = helper(periodLength, mtbf);
            Apfloat ratio = math.divide(math.valueOf(new Apfloat(periodLength)), math.valueOf(new Apfloat(mtbf)));
            Apfloat p = math.subtract(math.valueOf(new Apfloat(1)), math.exp(math.negate(ratio)));
            return new BigDecimal(p.toString(true));
        }

        /** Digits enough for {@code 1 − e^{−a/b}}, whose leading digits cancel as much as {@code a/b} is small. */
        private static FixedPrecisionApfloatHelper helper(BigDecimal a, BigDecimal b) {
            int magnitude = (a.precision() - a.scale()) - (b.precision() - b.scale());
            return new FixedPrecisionApfloatHelper(DIGITS + Math.max(0, -magnitude));
        }
    }
}
