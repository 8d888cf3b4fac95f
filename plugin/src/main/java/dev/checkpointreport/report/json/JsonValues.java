package dev.checkpointreport.report.json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.checkpointreport.model.Interval;
import java.math.BigInteger;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * How the JSON the plugin writes spells an interval and an exact fraction, in one place: {@code none}
 * is {@code null}, and a fraction is {@code 11/18}, or {@code 1} when it is whole.
 */
public final class JsonValues {

    private JsonValues() {
    }

    /** {@code 11/18}, {@code 1}, {@code -1/2}; BigFraction may keep a sign on both parts, so the sign is written once. */
    public static String exact(BigFraction f) {
        String sign = f.signum() < 0 ? "-" : "";
        BigInteger numerator = f.getNumerator().abs();
        BigInteger denominator = f.getDenominator().abs();
        return sign + (denominator.equals(BigInteger.ONE) ? numerator : numerator + "/" + denominator);
    }

    /** Puts {@code interval} as the node's {@code "interval"} field and returns the node. */
    static ObjectNode interval(ObjectNode node, Interval interval) {
        putInterval(node, "interval", interval);
        return node;
    }

    public static void putInterval(ObjectNode node, String field, Interval interval) {
        if (interval.isNone()) {
            node.putNull(field);
        } else {
            node.put(field, interval.periods());
        }
    }

    public static void addInterval(ArrayNode array, Interval interval) {
        if (interval.isNone()) {
            array.addNull();
        } else {
            array.add(interval.periods());
        }
    }
}
