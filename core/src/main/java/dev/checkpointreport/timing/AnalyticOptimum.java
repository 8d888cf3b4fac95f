package dev.checkpointreport.timing;

import java.math.BigDecimal;
import org.apfloat.Apfloat;
import org.apfloat.ApfloatContext;
import org.apfloat.FixedPrecisionApfloatHelper;

/**
 * The optimum checkpoint interval in wall time, for a snapshot that takes δ seconds to write and a mean
 * time between failures of M seconds, by three formulas of increasing fidelity:
 * <ul>
 * <li>Young (1974): {@code √(2δM)};</li>
 * <li>Daly (2006, eq. 37, as LLNL SCR's {@code scr_ckpt_interval.py} writes it):
 *     {@code √(2δM)·[1 + ⅓·√(δ/2M) + ⅑·(δ/2M)] − δ} when {@code δ < 2M}, and {@code M} otherwise;</li>
 * <li>the exact minimiser of Daly's wall-time model, {@code M·[1 + W₀(−e^{−(δ/M + 1)})]}, with the principal
 *     branch of the Lambert W function from apfloat, in enough digits that {@code 1 + W₀}, which nears 0 as
 *     {@code δ/M} does, keeps 30 significant ones.</li>
 * </ul>
 *
 * @param snapshot δ, in seconds
 * @param mtbf M, in seconds
 */
public record AnalyticOptimum(double snapshot, double mtbf, double young, double daly, double exact) {
    private static final int DIGITS = 40;

    static {
        // apfloat deletes its temporary files in a shutdown hook, which would run after Maven has closed the
        // plugin's class loader and fail there; numbers of a few dozen digits never reach a file
        ApfloatContext.getGlobalContext().setCleanupAtExit(false);
    }

    /** The three optima of a snapshot of {@code snapshot} seconds (above zero) and an MTBF of {@code mtbf} seconds. */
    public static AnalyticOptimum of(BigDecimal snapshot, BigDecimal mtbf) {
        double delta = snapshot.doubleValue();
        double m = mtbf.doubleValue();
        double young = Math.sqrt(2 * delta * m);
        double half = delta / (2 * m);
        double daly = delta < 2 * m ? young * (1 + Math.sqrt(half) / 3 + half / 9) - delta : m;
        return new AnalyticOptimum(delta, m, young, daly, exact(snapshot, mtbf));
    }

    /** {@code M·[1 + W₀(−e^{−(δ/M + 1)})]}. */
    private static double exact(BigDecimal snapshot, BigDecimal mtbf) {
        FixedPrecisionApfloatHelper math = helper(snapshot, mtbf);
        Apfloat m = math.valueOf(new Apfloat(mtbf));
        Apfloat one = math.valueOf(new Apfloat(1));
        Apfloat ratio = math.divide(math.valueOf(new Apfloat(snapshot)), m);
        Apfloat w = math.w(math.negate(math.exp(math.negate(math.add(ratio, one)))));
        return math.multiply(m, math.add(one, w)).doubleValue();
    }

    /**
     * The per-period failure probability a mean time between failures implies, {@code 1 − e^{−T/M}} for a
     * period of {@code T} seconds, to 40 significant digits.
     */
    public static BigDecimal probabilityPerPeriod(BigDecimal periodLength, BigDecimal mtbf) {
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
