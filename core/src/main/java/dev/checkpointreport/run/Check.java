package dev.checkpointreport.run;

import java.util.Locale;

/**
 * One check of the gate, decided once by the run: what it is about, whether it passes, where it is written and
 * its verdict in one line. The log, the page's summary, the course's cards, {@code index.json} and the step
 * summary all read it; none judges again.
 *
 * @param place where the check is written, {@code scenarios/lesson.yml:34: }, the path relative to the
 *     project's folder; empty when the scenario's file is not known
 * @param text the verdict in one line, without its place, as the page shows it
 */
public record Check(Kind kind, boolean passed, String place, String text) {

    /** What a check is about. */
    public enum Kind {
        DECISION, RECOVERY, CLAIM, MEASURED;

        /** As {@code index.json} spells it: {@code decision}, {@code recovery}, {@code claim}, {@code measured}. */
        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** The line the log and {@code index.json} give: the place, then the verdict. */
    public String message() {
        return place + text;
    }
}
