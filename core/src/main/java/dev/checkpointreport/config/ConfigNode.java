package dev.checkpointreport.config;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;
import org.snakeyaml.engine.v2.nodes.Tag;

/**
 * A YAML node together with the file and the dotted key it came from, so that every conversion can
 * fail with a message naming the file, line and key.
 */
final class ConfigNode {
    private static final int SHOWN_CHARS = 60;
    private static final int FLOW_DEPTH = 4;
    private static final int FLOW_ENTRIES = 8;

    private final String file;
    private final String key;
    private final Node node;

    ConfigNode(String file, String key, Node node) {
        this.file = file;
        this.key = key;
        this.node = node;
    }

    String key() {
        return key;
    }

    /** The scenario file, as messages name it. */
    String file() {
        return file;
    }

    int line() {
        return line(node.getStartMark());
    }

    /** The 1-based line of {@code mark}, or 0 without one. */
    static int line(Optional<Mark> mark) {
        return mark.isPresent() ? mark.get().getLine() + 1 : 0;
    }

    ConfigException error(String problem) {
        return new ConfigException(file, line(), key, problem);
    }

    /** {@code expected ..., found ...}: the shape of every type error. */
    ConfigException expected(String what) {
        return error("expected " + what + ", found " + describe());
    }

    ConfigMapping asMapping() throws ConfigException {
        if (node instanceof MappingNode mapping) {
            return new ConfigMapping(file, key, mapping);
        }
        throw expected("a mapping of keys to values");
    }

    boolean isMapping() {
        return node instanceof MappingNode;
    }

    List<ConfigNode> asList(String what) throws ConfigException {
        if (!(node instanceof SequenceNode sequence)) {
            throw expected("a list of " + what);
        }
        List<ConfigNode> items = new ArrayList<>();
        for (Node item : sequence.getValue()) {
            items.add(new ConfigNode(file, key + "[" + items.size() + "]", item));
        }
        return items;
    }

    boolean isScalar() {
        return node instanceof ScalarNode;
    }

    boolean isText() {
        return isScalar() && node.getTag().equals(Tag.STR);
    }

    String text() {
        return ((ScalarNode) node).getValue();
    }

    /** Any scalar that is not null, as it is written: a label may look like a number. */
    String asLabel() throws ConfigException {
        if (!isScalar() || node.getTag().equals(Tag.NULL) || text().isBlank()) {
            throw expected("a label");
        }
        return text();
    }

    String asText(String what) throws ConfigException {
        if (!isText() || text().isBlank()) {
            throw expected(what);
        }
        return text();
    }

    /** {@code true} or {@code false}, as YAML writes a boolean, untagged. */
    boolean asBoolean() throws ConfigException {
        if (!isScalar() || !node.getTag().equals(Tag.BOOL) || node.getProperty(YamlDocument.EXPLICIT_TAG) != null) {
            throw expected("true or false");
        }
        return Boolean.parseBoolean(text());
    }

    /** A whole number within {@code [min, max]}; what is meant by the number is said in {@code what}. */
    long asWholeNumber(String what, long min, long max) throws ConfigException {
        BigDecimal value = asNumber(what);
        if (value.stripTrailingZeros().scale() > 0) {
            throw error("expected " + what + ", found the fraction " + text());
        }
        if (value.compareTo(BigDecimal.valueOf(min)) < 0 || value.compareTo(BigDecimal.valueOf(max)) > 0) {
            throw error("expected " + what + ", found " + text() + " (allowed: " + min + " to " + max + ")");
        }
        return value.longValueExact();
    }

    /** A decimal number as it is written, kept exact, within {@link Decimals}' bounds. */
    BigDecimal asNumber(String what) throws ConfigException {
        if (!isScalar() || !(node.getTag().equals(Tag.INT) || node.getTag().equals(Tag.FLOAT))) {
            throw expected(what);
        }
        if (node.getProperty(YamlDocument.EXPLICIT_TAG) != null) {
            throw error("expected " + what + ", found " + describe() + "; write the number without a tag");
        }
        return Decimals.number(this, text(), what);
    }

    String describe() {
        if (node instanceof MappingNode) {
            return "a mapping";
        }
        if (node instanceof SequenceNode) {
            return "a list";
        }
        Tag tag = node.getTag();
        if (tag.equals(Tag.NULL)) {
            return "nothing";
        }
        Object explicit = node.getProperty(YamlDocument.EXPLICIT_TAG);
        if (explicit != null) {
            return "the value '" + shown() + "' tagged " + explicit;
        }
        if (tag.equals(Tag.INT) || tag.equals(Tag.FLOAT)) {
            return "the number " + shown();
        }
        if (tag.equals(Tag.BOOL)) {
            return "the boolean " + shown();
        }
        return "the text '" + shown() + "'";
    }

    /**
     * The value on one line in YAML's flow style, as a report quotes it: {@code {between: [none, 6], probability: 11/18}}.
     * A claim needs two levels and three entries; past {@link #FLOW_DEPTH} levels or {@link #FLOW_ENTRIES} entries
     * it writes {@code …}, so a structure that contains itself through an alias ends.
     */
    String flow() {
        return flow(0);
    }

    private String flow(int depth) {
        if (!isScalar() && depth >= FLOW_DEPTH) {
            return "…";
        }
        List<String> parts = new ArrayList<>();
        if (node instanceof MappingNode mapping) {
            for (NodeTuple tuple : mapping.getValue().subList(0, Math.min(FLOW_ENTRIES, mapping.getValue().size()))) {
                parts.add(new ConfigNode(file, key, tuple.getKeyNode()).flow(depth + 1) + ": "
                        + new ConfigNode(file, key, tuple.getValueNode()).flow(depth + 1));
            }
            return "{" + String.join(", ", parts) + (mapping.getValue().size() > FLOW_ENTRIES ? ", …}" : "}");
        }
        if (node instanceof SequenceNode sequence) {
            for (Node item : sequence.getValue().subList(0, Math.min(FLOW_ENTRIES, sequence.getValue().size()))) {
                parts.add(new ConfigNode(file, key, item).flow(depth + 1));
            }
            return "[" + String.join(", ", parts) + (sequence.getValue().size() > FLOW_ENTRIES ? ", …]" : "]");
        }
        return shown();
    }

    /**
     * The scalar as written, what a reader cannot see escaped ({@link VisibleText#escaped}), cut short so that a
     * message stays one readable line.
     */
    String shown() {
        String text = VisibleText.visible(text());
        if (text.codePointCount(0, text.length()) <= SHOWN_CHARS) {
            return text;
        }
        return text.substring(0, text.offsetByCodePoints(0, SHOWN_CHARS)) + "… ("
                + text.codePointCount(0, text.length()) + " characters)";
    }
}
