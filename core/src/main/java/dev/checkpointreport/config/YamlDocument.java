package dev.checkpointreport.config;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Optional;
import java.util.Set;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.composer.Composer;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;
import org.snakeyaml.engine.v2.nodes.Tag;
import org.snakeyaml.engine.v2.parser.ParserImpl;
import org.snakeyaml.engine.v2.scanner.StreamReader;

/**
 * A scenario's YAML composed into nodes within bounds: its length, its nesting depth and its aliases
 * are SnakeYAML Engine's or {@link BoundedParser}'s to refuse, and every text in it, keys included, is
 * text a reader can see: no control characters, no half of a surrogate pair.
 */
final class YamlDocument {
    /** The node property that holds a scalar's explicit tag, if it was written with one. */
    static final String EXPLICIT_TAG = "explicitTag";

    private YamlDocument() {
    }

    static ConfigNode compose(String file, String text) throws ConfigException {
        if (text.length() > Limits.MAX_FILE_BYTES) {
            throw new ConfigException(file, 0, null, "the text is longer than " + Limits.MAX_FILE_BYTES
                    + " characters; a scenario is a few lines");
        }
        LoadSettings settings = LoadSettings.builder()
                .setLabel(file)
                .setMaxAliasesForCollections(Limits.MAX_ALIASES)
                .setCodePointLimit(Limits.MAX_FILE_BYTES)
                .build();
        BoundedParser parser = new BoundedParser(new ParserImpl(settings, new StreamReader(settings, text)));
        Optional<Node> root;
        try {
            root = new Composer(settings, parser).getSingleNode();
        } catch (BoundedParser.TooDeep e) {
            throw new ConfigException(file, e.line(), null, "lists and mappings nested more than "
                    + Limits.MAX_NESTING_DEPTH + " levels deep; a scenario needs 3");
        } catch (MarkedYamlEngineException e) {
            YamlMistakes.Said said = YamlMistakes.said(e, text).orElseGet(() -> new YamlMistakes.Said(
                    ConfigNode.line(e.getProblemMark()),
                    YamlTabs.problem(e.getProblem(), e.getProblemMark(), text).orElse(e.getProblem())));
            throw new ConfigException(file, said.line(), said.key(), "malformed YAML: " + said.problem(), e);
        } catch (YamlEngineException e) {
            throw new ConfigException(file, 0, null, "YAML refused: " + e.getMessage()
                    + " (at most " + Limits.MAX_ALIASES + " aliases of lists or mappings)", e);
        }
        if (root.isEmpty()) {
            throw new ConfigException(file, 0, null,
                    "the file is empty; expected a mapping with the keys source, failure and checkpoint");
        }
        new Walk(file, parser).visit(null, root.get());
        return new ConfigNode(file, null, root.get());
    }

    /** A tag as a scenario writes it: {@code !!float}, {@code !foo}. */
    private static String written(String tag) {
        return tag.startsWith(Tag.PREFIX) ? "!!" + tag.substring(Tag.PREFIX.length()) : tag;
    }

    /**
     * Visits every node once (an alias may point back at its own list), naming values as ConfigNode
     * does; a key is named by the mapping that holds it.
     */
    private static final class Walk {
        private final String file;
        private final BoundedParser parser;
        private final Set<Node> seen = Collections.newSetFromMap(new IdentityHashMap<>());

        Walk(String file, BoundedParser parser) {
            this.file = file;
            this.parser = parser;
        }

        void visit(String key, Node node) throws ConfigException {
            if (!seen.add(node)) {
                return;
            }
            if (node instanceof ScalarNode scalar) {
                check(key, scalar);
            } else if (node instanceof SequenceNode sequence) {
                int index = 0;
                for (Node item : sequence.getValue()) {
                    visit(key + "[" + index++ + "]", item);
                }
            } else if (node instanceof MappingNode mapping) {
                for (NodeTuple tuple : mapping.getValue()) {
                    visit(key, tuple.getKeyNode());
                    String name = tuple.getKeyNode() instanceof ScalarNode scalar ? scalar.getValue() : "?";
                    visit(key == null ? name : key + "." + name, tuple.getValueNode());
                }
            }
        }

        private void check(String key, ScalarNode scalar) throws ConfigException {
            String problem = TextRules.problem(scalar.getValue());
            if (problem != null) {
                int line = ConfigNode.line(scalar.getStartMark());
                throw new ConfigException(file, line, key, problem);
            }
            Optional<Mark> mark = scalar.getStartMark();
            if (mark.isPresent() && parser.tagged(mark.get().getIndex())) {
                scalar.setProperty(EXPLICIT_TAG, written(scalar.getTag().getValue()));
            }
        }
    }
}
