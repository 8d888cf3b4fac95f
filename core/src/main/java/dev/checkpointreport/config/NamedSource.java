package dev.checkpointreport.config;

import dev.checkpointreport.source.CountsSpec;
import dev.checkpointreport.source.EventsSpec;

/**
 * The data file the {@code source} section names, judged and not opened, for the run to count: an events file, an
 * engine's counts, or neither for the lesson's generator. The run hands what it counted back to
 * {@link ConfigLoader#load(ComposedScenario, dev.checkpointreport.source.CountedSource)}.
 *
 * @param events the events file to count, or {@code null}
 * @param counts the counts file to read, or {@code null}
 */
public record NamedSource(EventsSpec events, CountsSpec counts) {
    /** The lesson's generator: no file. */
    static final NamedSource GENERATOR = new NamedSource(null, null);

    /** Whether a file is named, which the run counts. */
    public boolean named() {
        return events != null || counts != null;
    }

    /** The file as messages name it; {@code null} for the generator. */
    String shown() {
        return events != null ? events.shown() : counts != null ? counts.shown() : null;
    }
}
