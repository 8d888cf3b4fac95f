package dev.checkpointreport.config;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.apache.commons.text.similarity.LevenshteinDistance;
import org.snakeyaml.engine.v2.common.FlowStyle;
import org.snakeyaml.engine.v2.common.ScalarStyle;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.Tag;

/**
 * A YAML mapping read key by key: duplicate keys are refused, missing required keys are named, and an
 * unknown key is answered with the nearest known one.
 */
final class ConfigMapping {
    private final String file;
    private final String key;
    private final MappingNode node;
    private final Map<String, ConfigNode> entries = new LinkedHashMap<>();
    private final Map<String, Integer> lines = new LinkedHashMap<>();

    ConfigMapping(String file, String key, MappingNode node) throws ConfigException {
        this.file = file;
        this.key = key;
        this.node = node;
        for (NodeTuple tuple : node.getValue()) {
            ConfigNode keyNode = new ConfigNode(file, key, tuple.getKeyNode());
            if (!(tuple.getKeyNode() instanceof ScalarNode)) {
                throw keyNode.expected("a plain key");
            }
            String name = keyNode.text();
            if (entries.containsKey(name)) {
                throw new ConfigException(file, keyNode.line(), childKey(name),
                        "duplicate key; it is already set on line " + lines.get(name));
            }
            entries.put(name, new ConfigNode(file, childKey(name), tuple.getValueNode()));
            lines.put(name, keyNode.line());
        }
    }

    private String childKey(String name) {
        return key == null ? name : key + "." + name;
    }

    private int line() {
        return ConfigNode.line(node.getStartMark());
    }

    /** The line a key is written on, or 0 when the mapping lacks it. */
    int lineOf(String name) {
        return lines.getOrDefault(name, 0);
    }

    /** The keys, in the order the file writes them. */
    List<String> keys() {
        return List.copyOf(entries.keySet());
    }

    Optional<ConfigNode> optional(String name) {
        return Optional.ofNullable(entries.get(name));
    }

    ConfigNode required(String name, String what) throws ConfigException {
        ConfigNode value = entries.get(name);
        if (value == null) {
            throw new ConfigException(file, line(), childKey(name), "missing; expected " + what);
        }
        return value;
    }

    ConfigMapping section(String name) throws ConfigException {
        return required(name, "a mapping of keys to values").asMapping();
    }

    /** A default value standing in for a key the file leaves out; its messages name the key. */
    ConfigNode synthetic(String name, String value, Tag tag) {
        return new ConfigNode(file, childKey(name), new ScalarNode(tag, value, ScalarStyle.PLAIN));
    }

    /** An empty mapping standing in for a section the file leaves out. */
    ConfigMapping empty(String name) throws ConfigException {
        return new ConfigMapping(file, childKey(name), new MappingNode(Tag.MAP, List.of(), FlowStyle.AUTO));
    }

    /** Refuses any key not in {@code known}, suggesting the nearest known key. */
    void allowOnly(List<String> known) throws ConfigException {
        for (Map.Entry<String, ConfigNode> entry : entries.entrySet()) {
            String name = entry.getKey();
            if (!known.contains(name)) {
                String where = key == null ? "at the top level" : "in '" + key + "'";
                throw new ConfigException(file, lines.get(name), childKey(name),
                        "unknown key " + where + nearest(name, known) + "; known keys: " + String.join(", ", known));
            }
        }
    }

    /** {@code " (did you mean 'k'?)"} for the known word {@code k} nearest {@code name}, or "" when none is near. */
    static String nearest(String name, List<String> known) {
        LevenshteinDistance distance = LevenshteinDistance.getDefaultInstance();
        String lower = name.toLowerCase(Locale.ROOT);
        return known.stream()
                .min(Comparator.comparingInt(k -> distance.apply(lower, k.toLowerCase(Locale.ROOT))))
                .filter(k -> distance.apply(lower, k.toLowerCase(Locale.ROOT)) <= Math.max(2, k.length() / 3))
                .map(k -> " (did you mean '" + k + "'?)")
                .orElse("");
    }
}
