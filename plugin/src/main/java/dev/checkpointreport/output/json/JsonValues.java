package dev.checkpointreport.output.json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.checkpointreport.model.Interval;

/**
 * How the JSON the plugin writes spells an interval and an exact fraction, in one place: an interval is its
 * periods, and {@code none} the text {@code "none"}, as a scenario writes it (a {@code null} would read as "no
 * interval"); a fraction is {@code 11/18}, or {@code 1} when it is whole.
 */
public final class JsonValues {
    /** The interval {@code none}, as a scenario spells it. */
    static final String NONE = "none";

    private JsonValues() {
    }

    /** Puts {@code interval} as the node's {@code "interval"} field and returns the node. */
    static ObjectNode interval(ObjectNode node, Interval interval) {
        putInterval(node, "interval", interval);
        return node;
    }

    public static void putInterval(ObjectNode node, String field, Interval interval) {
        if (interval.isNone()) {
            node.put(field, NONE);
        } else {
            node.put(field, interval.periods());
        }
    }

    public static void addInterval(ArrayNode array, Interval interval) {
        if (interval.isNone()) {
            array.add(NONE);
        } else {
            array.add(interval.periods());
        }
    }
}
