package dev.checkpointreport.measured;

/**
 * How uncertain a measured MTBF is, from the number of failures seen: the exact two-sided 90 % interval of a
 * time-truncated Poisson count. The span T ends where the observation ends, not at a failure, so with n failures
 * the mean time between them lies from 2T/χ²(0.95; 2n+2) to 2T/χ²(0.05; 2n), where χ²(p; k) is the p-quantile
 * of the chi-square distribution with k degrees of freedom; with no failure there is only the lower bound.
 *
 * <p>The degrees of freedom are even, so the chi-square distribution function is a Poisson tail,
 * P(χ²(2m) ≤ x) = P(N ≥ m) for N Poisson with mean x/2, summed here in logarithms and inverted by bisection to
 * the last bit of a double. The figure is shown, never gated.
 *
 * @param failures the failures seen, n
 * @param lower the interval's lower end, in seconds
 * @param upper its upper end, in seconds; {@code null} with no failure, where the interval is unbounded
 */
public record MtbfInterval(int failures, double lower, Double upper) {
    /** The interval's confidence, in percent. */
    public static final int CONFIDENCE_PERCENT = 90;
    /** Under this many failures the page warns that the MTBF is a rough figure. */
    public static final int FEW_FAILURES = 5;
    private static final double TAIL = (100 - CONFIDENCE_PERCENT) / 200.0;

    /** The interval of {@code failures} failures in {@code spanMillis}. */
    public static MtbfInterval of(long spanMillis, int failures) {
        double twiceSpan = 2 * spanMillis / 1000.0;
        double lower = twiceSpan / chiSquareQuantile(1 - TAIL, 2 * failures + 2);
        return new MtbfInterval(failures, lower, failures == 0 ? null : twiceSpan / chiSquareQuantile(TAIL,
                2 * failures));
    }

    /** Fewer failures than {@link #FEW_FAILURES}: the MTBF may be several times off. */
    public boolean few() {
        return failures < FEW_FAILURES;
    }

    /** The p-quantile of the chi-square distribution with {@code degrees} degrees of freedom, even and above 0. */
    static double chiSquareQuantile(double p, int degrees) {
        if (degrees <= 0 || degrees % 2 != 0 || !(p > 0 && p < 1)) {
            throw new IllegalArgumentException("p " + p + ", degrees " + degrees);
        }
        int m = degrees / 2;
        double low = 0;
        double high = degrees;
        while (chiSquare(high, m) < p) {
            low = high;
            high *= 2;
        }
        for (int i = 0; i < 2000; i++) {
            double middle = low + (high - low) / 2;
            if (middle <= low || middle >= high) {
                break;
            }
            if (chiSquare(middle, m) < p) {
                low = middle;
            } else {
                high = middle;
            }
        }
        return low + (high - low) / 2;
    }

    /** P(χ²(2m) ≤ x) = 1 − Σ_{i<m} e^−λ λ^i / i!, with λ = x/2. */
    private static double chiSquare(double x, int m) {
        double lambda = x / 2;
        if (lambda == 0) {
            return 0;
        }
        double logLambda = Math.log(lambda);
        double logTerm = -lambda;
        double largest = logTerm;
        double[] logs = new double[m];
        for (int i = 0; i < m; i++) {
            if (i > 0) {
                logTerm += logLambda - Math.log(i);
            }
            logs[i] = logTerm;
            largest = Math.max(largest, logTerm);
        }
        double sum = 0;
        for (double log : logs) {
            sum += Math.exp(log - largest);
        }
        double below = Math.exp(largest + Math.log(sum));
        return Math.max(0, 1 - below);
    }
}
