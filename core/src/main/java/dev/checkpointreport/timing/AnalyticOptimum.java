package dev.checkpointreport.timing;

import java.math.BigDecimal;

/**
 * The optimum checkpoint interval in wall time, for a snapshot that takes δ seconds to write and a mean
 * time between failures of M seconds, by three formulas of increasing fidelity:
 * <ul>
 * <li>Young (1974): {@code √(2δM)};</li>
 * <li>Daly (2006, eq. 37, as LLNL SCR's {@code scr_ckpt_interval.py} writes it):
 *     {@code √(2δM)·[1 + ⅓·√(δ/2M) + ⅑·(δ/2M)] − δ} when {@code δ < 2M}, and {@code M} otherwise;</li>
 * <li>the exact minimiser of Daly's wall-time model, {@code M·[1 + W₀(−e^{−(δ/M + 1)})]}, with the principal
 *     branch of the Lambert W function. {@code 1 + W₀} nears 0 as {@code δ/M} does, and computing it as a
 *     difference loses its digits; so {@code u = 1 + W₀} is found as the root of {@code −u − ln(1 − u) = δ/M},
 *     which keeps them: the left side is {@code u²/2 + u³/3 + …}, summed as that series while {@code u} is small,
 *     and Newton's steps, from a start above the root, fall to it.</li>
 * </ul>
 *
 * @param snapshot δ, in seconds
 * @param mtbf M, in seconds
 */
public record AnalyticOptimum(double snapshot, double mtbf, double young, double daly, double exact) {
    /** The three optima of a snapshot of {@code snapshot} seconds (above zero) and an MTBF of {@code mtbf} seconds. */
    public static AnalyticOptimum of(BigDecimal snapshot, BigDecimal mtbf) {
        double delta = snapshot.doubleValue();
        double m = mtbf.doubleValue();
        double young = Math.sqrt(2 * delta * m);
        double half = delta / (2 * m);
        double daly = delta < 2 * m ? young * (1 + Math.sqrt(half) / 3 + half / 9) - delta : m;
        return new AnalyticOptimum(delta, m, young, daly, m * onePlusW(delta / m));
    }

    /**
     * {@code 1 + W₀(−e^{−(x + 1)})} for {@code x} above 0: the root {@code u} in (0, 1) of
     * {@code g(u) = −u − ln(1 − u) = x}. {@code g} rises and is convex there, so Newton's steps from a start at or
     * above the root fall to it without overshooting. Both starts bound the root from above: {@code g(u) ≥ u²/2}
     * gives {@code √(2x)}, and {@code 1 − u = e^{−(x + u)} ≥ e^{−(x + 1)}} gives {@code 1 − e^{−(x + 1)}}.
     */
    static double onePlusW(double x) {
        double u = Math.min(Math.sqrt(2 * x), -Math.expm1(-(x + 1)));
        if (u >= 1) {
            return 1; // 1 − u is below a double's resolution: the optimum is M
        }
        for (int step = 0; step < 200; step++) {
            double next = u - (g(u) - x) * (1 - u) / u;
            if (!(next < u) || next <= 0) {
                break; // the steps stopped falling: u is the root to a double's precision
            }
            u = next;
        }
        return u;
    }

    /**
     * {@code −u − ln(1 − u)}, while {@code u} is below ½ as its series {@code u²·(1/2 + u·(1/3 + u·(1/4 + …)))},
     * summed from its smallest term so that each addition rounds once against a larger sum.
     */
    private static double g(double u) {
        if (u >= 0.5) {
            return -u - Math.log1p(-u);
        }
        int terms = 2;
        for (double power = u * u; power / terms > 1e-18 * u * u; power *= u) {
            terms++;
        }
        double sum = 0;
        for (int k = terms; k >= 2; k--) {
            sum = 1.0 / k + u * sum;
        }
        return u * u * sum;
    }
}
