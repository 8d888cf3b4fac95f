package dev.checkpointreport.config;

import java.util.HashSet;
import java.util.Set;
import org.snakeyaml.engine.v2.events.Event;
import org.snakeyaml.engine.v2.events.ScalarEvent;
import org.snakeyaml.engine.v2.parser.Parser;

/**
 * SnakeYAML Engine's parser, watched event by event before its composer sees the events. The composer
 * nests a call per level, so a few KB of brackets would overflow the stack; the engine has no depth
 * setting, so the depth is counted here and refused past {@link Limits#MAX_NESTING_DEPTH}. It also
 * notes the scalars written with an explicit tag ({@code !!float 5}, {@code !foo 5}), which a number
 * may not carry.
 */
final class BoundedParser implements Parser {
    private final Parser parser;
    private final Set<Integer> taggedScalars = new HashSet<>();
    private int depth;

    BoundedParser(Parser parser) {
        this.parser = parser;
    }

    /** The nesting went deeper than the limit, at {@code line} (1-based). */
    static final class TooDeep extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final int line;

        TooDeep(int line) {
            super(null, null, false, false);
            this.line = line;
        }

        int line() {
            return line;
        }
    }

    /** Whether the scalar starting at {@code index} of the text carries an explicit tag. */
    boolean tagged(int index) {
        return taggedScalars.contains(index);
    }

    @Override
    public Event next() {
        Event event = parser.next();
        switch (event.getEventId()) {
            case SequenceStart, MappingStart -> {
                if (++depth > Limits.MAX_NESTING_DEPTH) {
                    throw new TooDeep(ConfigNode.line(event.getStartMark()));
                }
            }
            case SequenceEnd, MappingEnd -> depth--;
            case Scalar -> {
                ScalarEvent scalar = (ScalarEvent) event;
                if (scalar.getTag().isPresent() && !scalar.getTag().get().equals("!")
                        && scalar.getStartMark().isPresent()) {
                    taggedScalars.add(scalar.getStartMark().get().getIndex());
                }
            }
            default -> {
            }
        }
        return event;
    }

    @Override
    public boolean checkEvent(Event.ID id) {
        return parser.checkEvent(id);
    }

    @Override
    public Event peekEvent() {
        return parser.peekEvent();
    }

    @Override
    public boolean hasNext() {
        return parser.hasNext();
    }
}
