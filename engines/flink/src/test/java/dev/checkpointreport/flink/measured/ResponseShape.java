package dev.checkpointreport.flink.measured;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The shape of a saved REST response: the paths of its fields, array elements as {@code []}. Two captures of
 * the same job differ in every number but not in their shape, apart from what one leaves {@code null}.
 */
final class ResponseShape {
    private ResponseShape() {
    }

    /** The paths of {@code expected} that {@code actual} lacks, but for those under a field {@code actual} leaves null. */
    static Set<String> missing(JsonNode expected, JsonNode actual) {
        Set<String> have = new TreeSet<>();
        Set<String> nulls = new TreeSet<>();
        collect(actual, "", have, nulls);
        Set<String> want = new TreeSet<>();
        collect(expected, "", want, new TreeSet<>());
        want.removeAll(have);
        want.removeIf(path -> nulls.stream().anyMatch(prefix -> path.startsWith(prefix + ".")));
        return want;
    }

    private static void collect(JsonNode node, String at, Set<String> paths, Set<String> nulls) {
        if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> fields = node.fields(); fields.hasNext(); ) {
                Map.Entry<String, JsonNode> field = fields.next();
                String path = at + "." + field.getKey();
                paths.add(path);
                if (field.getValue().isNull()) {
                    nulls.add(path);
                }
                collect(field.getValue(), path, paths, nulls);
            }
        } else if (node.isArray()) {
            node.forEach(element -> collect(element, at + "[]", paths, nulls));
        }
    }
}
