package dev.checkpointreport.config;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;
import org.snakeyaml.engine.v2.nodes.Tag;

/**
 * A YAML node together with the file and the dotted key it came from, so that every conversion can
 * fail with a message naming the file, line and key.
 */
final class ConfigNode {
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

    int line() {
        return node.getStartMark().map(mark -> mark.getLine() + 1).orElse(0);
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

    /** A whole number within {@code [min, max]}; what is meant by the number is said in {@code what}. */
    long asWholeNumber(String what, long min, long max) throws ConfigException {
        if (!isScalar() || !(node.getTag().equals(Tag.INT) || node.getTag().equals(Tag.FLOAT))) {
            throw expected(what);
        }
        BigDecimal value = new BigDecimal(text().replace("_", ""));
        if (value.stripTrailingZeros().scale() > 0) {
            throw error("expected " + what + ", found the fraction " + text());
        }
        BigInteger whole = value.toBigIntegerExact();
        if (whole.compareTo(BigInteger.valueOf(min)) < 0 || whole.compareTo(BigInteger.valueOf(max)) > 0) {
            throw error("expected " + what + ", found " + text() + " (allowed: " + min + " to " + max + ")");
        }
        return whole.longValueExact();
    }

    /** A decimal number as it is written, kept exact. */
    BigDecimal asNumber(String what) throws ConfigException {
        if (!isScalar() || !(node.getTag().equals(Tag.INT) || node.getTag().equals(Tag.FLOAT))) {
            throw expected(what);
        }
        try {
            return new BigDecimal(text().replace("_", ""));
        } catch (NumberFormatException e) {
            throw expected(what);
        }
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
        if (tag.equals(Tag.INT) || tag.equals(Tag.FLOAT)) {
            return "the number " + text();
        }
        if (tag.equals(Tag.BOOL)) {
            return "the boolean " + text();
        }
        return "the text '" + text() + "'";
    }
}
