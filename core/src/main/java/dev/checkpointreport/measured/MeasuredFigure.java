package dev.checkpointreport.measured;

import dev.checkpointreport.model.Fractions;
import java.math.BigDecimal;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * One measured figure beside the model's prediction of it, set against the tolerance in exact fractions: the
 * model underestimates by more than the tolerance when {@code measured > predicted × (1 + tolerance)}. The run
 * makes the gate's {@code Check} of it.
 *
 * @param checkpoint the checkpoint the chosen percentile falls on
 * @param measured seconds or bytes
 * @param predicted seconds or bytes
 * @param withinTolerance {@code null} without a tolerance; else whether the model is within it
 * @param text the comparison in one sentence, naming the checkpoint, the measured and the predicted value
 */
public record MeasuredFigure(Checkpoint checkpoint, BigFraction measured, BigFraction predicted, Boolean withinTolerance,
                     String text) {

    /** Measured over predicted; {@code null} when the model predicts nothing. */
    public Double ratio() {
        return predicted.signum() == 0 ? null : measured.divide(predicted).doubleValue();
    }

    static MeasuredFigure of(Observed observed, int of, BigFraction measured, BigFraction predicted, BigDecimal tolerance,
                     String did, String measuredText, String predictedText, Key key) {
        Boolean within = tolerance == null ? null
                : Fractions.compare(measured, predicted.multiply(Fractions.of(tolerance).add(1))) <= 0;
        String label = observed.checkpoint().label();
        String text = Character.toUpperCase(label.charAt(0)) + label.substring(1) + ", the " + observed.percentile().id() + " of " + of
                + " measured, " + did + " " + measuredText + "; the model predicts " + predictedText
                + ": " + under(measured, predicted) + (tolerance == null ? "" : (within ? ", within" : ", beyond")
                + " the tolerance of " + percent(Fractions.of(tolerance))) + next(measured, predicted, tolerance, within,
                key) + ".";
        return new MeasuredFigure(observed.checkpoint(), measured, predicted, within, text);
    }

    /**
     * The key of the scenario that sets a prediction, and the value it would need: the model's figure is
     * proportional to it ({@code proportional}) or to its inverse.
     *
     * @param name the key, such as {@code storage.writeRate}
     * @param value its value in the scenario, in the unit {@code shown} writes
     * @param shown the value as the scenario would write it, rounded up ({@code true}) or down
     */
    record Key(String name, BigFraction value, boolean proportional, Shown shown) {
        /** A value as a scenario writes it. */
        @FunctionalInterface
        interface Shown {
            String of(BigFraction value, boolean up);
        }
    }

    /**
     * What to change where the model underestimates and no tolerance judges it, or beyond the tolerance: the
     * key's value that predicts the measured figure, or the bound that keeps it within.
     */
    private static String next(BigFraction measured, BigFraction predicted, BigDecimal tolerance, Boolean within,
                               Key key) {
        if (key == null || Fractions.compare(measured, predicted) <= 0 || predicted.signum() == 0 || Boolean.TRUE.equals(within)) {
            return "";
        }
        BigFraction target = tolerance == null ? measured : measured.divide(Fractions.of(tolerance).add(1));
        BigFraction factor = target.divide(predicted);
        BigFraction value = key.proportional() ? key.value().multiply(factor) : key.value().divide(factor);
        // a bound the gate passes at: up for a figure that grows with the key, down for one that shrinks
        boolean up = key.proportional();
        return "; a " + key.name() + " of " + (tolerance == null ? key.shown().of(value, up) + " would predict it"
                : (up ? "at least " : "at most ") + key.shown().of(value, up) + " keeps it within");
    }

    private static String under(BigFraction measured, BigFraction predicted) {
        if (Fractions.compare(measured, predicted) <= 0) {
            return "no underestimate";
        }
        if (predicted.signum() == 0) {
            return "an underestimate without bound";
        }
        return "an underestimate of " + percent(measured.subtract(predicted).divide(predicted));
    }

    /** A share as a percentage to one decimal, without a trailing zero: {@code 140 %}, {@code 12.5 %}. */
    public static String percent(BigFraction share) {
        return Fractions.decimals(share.multiply(100), 1) + " %";
    }
}
