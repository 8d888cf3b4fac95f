package dev.checkpointreport.measured;

import dev.checkpointreport.timing.Durations;
import dev.checkpointreport.timing.Sizes;
import java.math.BigDecimal;
import java.math.MathContext;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * The trend of one daily figure (p90 duration, largest state, most keys): its steps, then the Theil–Sen line
 * ({@link TheilSen}) of the days after the last one, per day.
 *
 * <p>Steps are found one after another: the days are fitted, Pettitt's test ({@link Pettitt}) is run on what the
 * line leaves (so that a steady rise is not taken for a step), and a significant change starts the days fitted
 * again; this ends when no change is significant or fewer than {@link #MIN_DAYS} days are left. The trend is
 * judged on the last {@link #MAX_DAYS} days that have the figure, at most: a Theil–Sen fit compares every two
 * days.
 *
 * @param days the days that have the figure, within the last {@link #MAX_DAYS}
 * @param steps each change found, in order
 * @param fit the line of the days after the last step; {@code null} when fewer than {@link #MIN_DAYS} days are
 *     left to fit: too few to judge
 * @param fitFrom the first day fitted, after the last step; the first day without a step
 * @param fitDays the days from {@code fitFrom} on, fitted when there are at least {@link #MIN_DAYS}
 * @param last the last day that has the figure
 */
public record Trend(int days, List<Step> steps, TheilSen fit, LocalDate fitFrom, int fitDays, LocalDate last) {
    /** The fewest days a line is fitted on, and a step's side is judged on: a week. */
    public static final int MIN_DAYS = 7;
    /** The most days fitted: a year and a day, 66,795 slopes. */
    public static final int MAX_DAYS = 366;

    public Trend {
        steps = List.copyOf(steps);
    }

    /**
     * A change in the figure's level.
     *
     * @param day the first day after it
     * @param before the median of the days before it, down to the step before
     * @param after the median of the days after it, up to the next step
     * @param p Pettitt's approximate significance
     */
    public record Step(LocalDate day, BigFraction before, BigFraction after, double p) {
    }

    /** The trend of {@code values}, one per day of {@code dates} (increasing); {@code null} with no day. */
    public static Trend of(List<LocalDate> dates, long[] values) {
        if (dates.isEmpty()) {
            return null;
        }
        int from = Math.max(0, dates.size() - MAX_DAYS);
        long[] x = new long[dates.size() - from];
        long[] y = Arrays.copyOfRange(values, from, values.length);
        for (int i = 0; i < x.length; i++) {
            x[i] = dates.get(from + i).toEpochDay();
        }
        List<Integer> starts = new ArrayList<>();
        List<Double> ps = new ArrayList<>();
        int start = 0;
        TheilSen fit = null;
        while (x.length - start >= MIN_DAYS) {
            long[] sx = Arrays.copyOfRange(x, start, x.length);
            long[] sy = Arrays.copyOfRange(y, start, y.length);
            TheilSen.Slopes slopes = TheilSen.Slopes.of(sx, sy);
            // what the line leaves, y − line(x), in the order of its numerators: the intercept shifts each alike
            Pettitt change = sx.length < 2 * MIN_DAYS ? null
                    : Pettitt.of(slopes.rests(), Comparator.naturalOrder());
            if (change == null || !change.significant()) {
                fit = slopes.fit();
                break;
            }
            start += change.last() + 1;
            starts.add(start);
            ps.add(change.p());
        }
        List<Step> steps = new ArrayList<>();
        for (int i = 0; i < starts.size(); i++) {
            int at = starts.get(i);
            int before = i == 0 ? 0 : starts.get(i - 1);
            int after = i + 1 < starts.size() ? starts.get(i + 1) : y.length;
            steps.add(new Step(LocalDate.ofEpochDay(x[at]), median(y, before, at), median(y, at, after), ps.get(i)));
        }
        return new Trend(x.length, steps, fit, LocalDate.ofEpochDay(x[start]), x.length - start,
                LocalDate.ofEpochDay(x[x.length - 1]));
    }

    private static BigFraction median(long[] values, int from, int to) {
        long[] sorted = Arrays.copyOfRange(values, from, to);
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? BigFraction.of(sorted[n / 2]) : BigFraction.of(sorted[n / 2 - 1]).add(sorted[n / 2]).divide(2);
    }

    /** What a figure counts, so that its sentences write it as a reader expects. */
    public enum Unit {
        /** Milliseconds, written as {@link Durations} writes seconds. */
        MILLIS,
        /** Bytes, written as {@link Sizes} writes them. */
        BYTES,
        /** Whole things, such as state entries. */
        COUNT
    }

    /** A value of the figure, or a change of it a day, without its sign: {@code 3.3 s}, {@code 58728934 B (58.7 MB)}. */
    public static String amount(double value, Unit unit) {
        double size = Math.abs(value);
        if (unit != Unit.MILLIS && size > 0 && size < 1) {
            // a byte or a key every few days is a rise all the same: rounded to a whole one it would read "rises 0 B"
            String fraction = new BigDecimal(size).round(new MathContext(2)).stripTrailingZeros().toPlainString();
            return unit == Unit.BYTES ? fraction + " B" : fraction;
        }
        return switch (unit) {
            case MILLIS -> Durations.format(size / 1000);
            case BYTES -> Sizes.format(Math.round(size));
            case COUNT -> Long.toString(Math.round(size));
        };
    }

    /**
     * The fit in one sentence, as the page says it and the upward gate's line starts: {@code The daily p90 snapshot
     * duration rises 3.3 s a day over the 19 days from 2026-11-15 (Theil–Sen; 90 %: 3.1 s to 3.6 s a day, upward).}
     * Only for a trend with a fit.
     */
    public String sentence(String figure, Unit unit) {
        double slope = fit.line().slope().doubleValue();
        String way = slope > 0 ? "rises " + amount(slope, unit) + " a day" : slope < 0 ? "falls "
                + amount(slope, unit) + " a day" : "holds level";
        return "The daily " + figure + " " + way + " over the " + fit.points() + " days from " + fitFrom
                + " (Theil–Sen; 90 %: " + signed(fit.low().slope(), unit) + " to " + signed(fit.high().slope(), unit)
                + " a day" + (upward() ? ", upward" : "") + ").";
    }

    private static String signed(BigFraction slope, Unit unit) {
        return (slope.signum() < 0 ? "−" : "") + amount(slope.doubleValue(), unit);
    }

    /** Whether the figure rises at 90 %: the interval's lower slope is above zero. */
    public boolean upward() {
        return fit != null && fit.low().slope().signum() > 0;
    }
}
