package dev.checkpointreport.output.json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.checkpointreport.model.Interval;

/**
 * How the JSON the plugin writes spells an interval and an exact fraction, in one place: {@code none}
 * is {@code null}, and a fraction is {@code 11/18}, or {@code 1} when it is whole.
 */
public final class JsonValues {

    private JsonValues() {
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
