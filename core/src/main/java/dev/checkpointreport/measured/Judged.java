package dev.checkpointreport.measured;

import dev.checkpointreport.model.Fractions;
import java.math.BigDecimal;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * One measured figure beside the model's prediction of it, judged against the tolerance in exact fractions:
 * the model underestimates by more than the tolerance when {@code measured > predicted × (1 + tolerance)}.
 *
 * @param checkpoint the checkpoint the chosen percentile falls on
 * @param measured seconds or bytes
 * @param predicted seconds or bytes
 * @param passed {@code null} without a tolerance; else whether the model is within it
 * @param text the verdict in one sentence, naming the checkpoint, the measured and the predicted value
 */
public record Judged(Checkpoint checkpoint, BigFraction measured, BigFraction predicted, Boolean passed,
                     String text) {

    /** Measured over predicted; {@code null} when the model predicts nothing. */
    public Double ratio() {
        return predicted.signum() == 0 ? null : measured.divide(predicted).doubleValue();
    }

    static Judged of(Observed observed, int of, BigFraction measured, BigFraction predicted, BigDecimal tolerance,
                     String did, String measuredText, String predictedText) {
        Boolean passed = tolerance == null ? null
                : measured.compareTo(predicted.multiply(Fractions.of(tolerance).add(1))) <= 0;
        String label = observed.checkpoint().label();
        String text = Character.toUpperCase(label.charAt(0)) + label.substring(1) + ", the " + observed.percentile().id() + " of " + of
                + " measured, " + did + " " + measuredText + "; the model predicts " + predictedText
                + ": " + under(measured, predicted) + (tolerance == null ? "." : (passed ? ", within" : ", beyond")
                + " the tolerance of " + percent(Fractions.of(tolerance)) + ".");
        return new Judged(observed.checkpoint(), measured, predicted, passed, text);
    }

    private static String under(BigFraction measured, BigFraction predicted) {
        if (measured.compareTo(predicted) <= 0) {
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
