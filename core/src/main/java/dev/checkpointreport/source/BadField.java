package dev.checkpointreport.source;

/** A value of one field that the job cannot count; the reader adds the line and the column. */
public final class BadField extends Exception {
    private static final long serialVersionUID = 1L;

    private final int field;

    BadField(int field, String problem) {
        super(problem, null, false, false);
        this.field = field;
    }

    /** Which of {@link EventColumns}' fields, in the order of {@link EventColumns#names()}. */
    int field() {
        return field;
    }
}
