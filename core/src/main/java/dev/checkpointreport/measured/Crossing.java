package dev.checkpointreport.measured;

import dev.checkpointreport.model.Fractions;
import dev.checkpointreport.model.Interval;
import dev.checkpointreport.timing.Durations;
import java.math.BigInteger;
import java.time.LocalDate;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * The forecast day a trend's line reaches a threshold in the decision's units, with the days its 90 % lines
 * ({@link TheilSen#low}, {@link TheilSen#high}) reach it. Each line reaches it on the first whole day (UTC) on which
 * its value is at or above the threshold: the first day fitted when it is already above there, never when it does
 * not rise; a day more than {@link #HORIZON_DAYS} after the history's last, or past {@link #LAST_DAY}, is never too.
 *
 * @param target what is reached, and by which figure
 * @param threshold in the figure's units: milliseconds, bytes or keys
 * @param day the day the trend's line reaches it; {@code null} when it does not rise toward it
 * @param early the earliest of the three lines' days; {@code null} when none reaches it
 * @param late the latest; {@code null} when one line never reaches it
 * @param last the history's last day with the figure, from which the gate counts {@code objective.crossingWithin}
 * @param decided for {@link Target#MODEL}, the decided interval; {@code null} otherwise
 * @param best for {@link Target#MODEL}, the interval that becomes the cheapest; {@code null} otherwise
 * @param slope the trend's line, to word the rise
 */
public record Crossing(Target target, BigFraction threshold, LocalDate day, LocalDate early, LocalDate late,
                       LocalDate last, Interval decided, Interval best, TheilSen.Line slope) {
    /** The farthest day forecast: ten years after the history's last. */
    public static final int HORIZON_DAYS = 3653;
    /** The last day forecast whatever the history's last, as a date is written {@code YYYY-MM-DD}. */
    static final LocalDate LAST_DAY = LocalDate.of(9999, 12, 31);

    /** What a crossing reaches, and by which daily figure. */
    public enum Target {
        /** The p90 snapshot duration reaches the checkpoint interval: snapshots overlap. */
        INTERVAL("interval", "the p90 snapshot duration", "the checkpoint interval",
                "lengthen the interval or shrink the state"),
        /** The p90 snapshot duration reaches the checkpoint timeout. */
        TIMEOUT("timeout", "the p90 snapshot duration", "the checkpoint timeout",
                "raise the timeout or shrink the state"),
        /** The largest state reaches {@code state.budget}. */
        BUDGET("budget", "the state", "state.budget", "bound the state (a state TTL, fewer keys) or raise the budget"),
        /** The largest state reaches the size at which the decided interval stops being the cheapest. */
        MODEL("model", "the state", "the size at which the decided interval stops being the cheapest",
                "decide the interval again at that state"),
        /** The largest operator's state entries reach the keys the scenario assumes ({@code checkpoint.stateRows}). */
        KEYS("keys", "the largest operator's entry count", "the cardinality the scenario assumes",
                "bound the keys or raise checkpoint.stateRows to what the job holds");

        private final String id;
        private final String figure;
        private final String reached;
        private final String remedy;

        Target(String id, String figure, String reached, String remedy) {
            this.id = id;
            this.figure = figure;
            this.reached = reached;
            this.remedy = remedy;
        }

        /** What a user does about it, as the gate's line ends. */
        public String remedy() {
            return remedy;
        }

        /** As {@code report.json} spells it. */
        public String id() {
            return id;
        }

        /** Whether the figure is a duration in milliseconds (else bytes or keys). */
        public boolean duration() {
            return this == INTERVAL || this == TIMEOUT;
        }
    }

    /** Where {@code trend}'s fitted lines reach {@code threshold}; the trend has a fit. */
    static Crossing of(Target target, BigFraction threshold, Trend trend, Interval decided, Interval best) {
        TheilSen fit = trend.fit();
        long first = trend.fitFrom().toEpochDay();
        long last = trend.last().toEpochDay();
        Long day = reaches(fit.line(), threshold, first, last);
        Long low = reaches(fit.low(), threshold, first, last);
        Long high = reaches(fit.high(), threshold, first, last);
        Long early = min(day, min(low, high));
        Long late = day == null || low == null || high == null ? null : Math.max(day, Math.max(low, high));
        return new Crossing(target, threshold, date(day), date(early), date(late), trend.last(), decided, best,
                fit.line());
    }

    private static Long reaches(TheilSen.Line line, BigFraction threshold, long first, long last) {
        int rising = line.slope().signum();
        if (Fractions.compare(line.at(last), threshold) >= 0) {
            return rising > 0 ? ceil(threshold.subtract(line.intercept()).divide(line.slope()))
                    .max(BigInteger.valueOf(first)).longValueExact() : first;
        }
        if (rising <= 0) {
            return null;
        }
        // a slope of a byte in years of days puts a huge budget's day past any long: beyond the horizon all the same
        BigInteger day = ceil(threshold.subtract(line.intercept()).divide(line.slope()));
        return day.compareTo(BigInteger.valueOf(horizon(last))) > 0 ? null : day.longValueExact();
    }

    /** The farthest day forecast after {@code last}: ten years on, but never past {@link #LAST_DAY}. */
    private static long horizon(long last) {
        return Math.min(last + HORIZON_DAYS, LAST_DAY.toEpochDay());
    }

    private static BigInteger ceil(BigFraction value) {
        BigInteger[] qr = value.getNumerator().divideAndRemainder(value.getDenominator());
        BigInteger q = qr[0];
        if (qr[1].signum() != 0 && value.signum() > 0) {
            q = q.add(BigInteger.ONE);
        }
        return q;
    }

    private static Long min(Long a, Long b) {
        return a == null ? b : b == null ? a : Long.valueOf(Math.min(a, b));
    }

    private static LocalDate date(Long day) {
        return day == null ? null : LocalDate.ofEpochDay(day);
    }

    /** Whether the early bound falls within {@code days} days of the history's last day, or before it. */
    public boolean within(BigFraction days) {
        return early != null && Fractions.compare(BigFraction.of(early.toEpochDay() - last.toEpochDay()), days) <= 0;
    }

    /**
     * The forecast in one sentence: {@code The p90 snapshot duration reaches the checkpoint interval of 1m 00s on
     * 2026-12-24 (90 %: 2026-12-19 to 2027-01-02).}
     */
    public String sentence() {
        String subject = Character.toUpperCase(target.figure.charAt(0)) + target.figure.substring(1);
        String of = target == Target.MODEL ? amount(threshold) + ", past which " + named(best) + " is cheaper than "
                + named(decided) + "," : target.reached + " of " + amount(threshold);
        if (day == null) {
            return subject + unreached(of) + (early == null ? "" : "; at the upper end of its 90 % range it "
                    + (early.isAfter(last) ? "reaches" : "has reached") + " it on " + early) + ".";
        }
        String verb = day.isAfter(last) ? " reaches " : " has reached ";
        return subject + verb + of + " on " + day + " (90 %: " + (early == null ? "?" : early.toString()) + " to "
                + (late == null ? "never" : late.toString()) + ").";
    }

    /**
     * Why no day is forecast: the line does not rise, or (a rising line's day may only be past the horizon, and
     * saying it does not rise would mislead) it reaches {@code of} past the horizon.
     */
    private String unreached(String of) {
        if (slope.slope().signum() <= 0) {
            return " does not rise toward " + of;
        }
        if (horizon(last.toEpochDay()) == LAST_DAY.toEpochDay()) {
            return " rises toward " + of + ", but not by " + LAST_DAY + ", the last day forecast";
        }
        return " rises toward " + of + ", but reaches it more than ten years after the history's last day, " + last;
    }

    private String amount(BigFraction value) {
        if (target.duration()) {
            return Durations.format(value.doubleValue() / 1000);
        }
        return target == Target.KEYS ? value.bigDecimalValue(0, java.math.RoundingMode.CEILING).toPlainString() + " keys"
                : ModelComparison.size(value, true);
    }

    private static String named(Interval interval) {
        return interval.isNone() ? "no checkpoint" : "interval " + interval;
    }
}
