package dev.checkpointreport.source;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The columns (CSV) or fields (JSON Lines) of an events file the job reads.
 *
 * @param key the state key: it picks the worker and is counted as a distinct key
 * @param when the column that places an event in a period: a time, or a period label
 * @param id optional: a repeated id is dropped; {@code null} when not given
 * @param partition optional: the worker the engine assigned; {@code null} to hash the key
 */
public record EventColumns(String key, String when, String id, String partition) {
    static final int KEY = 0;
    static final int WHEN = 1;
    static final int ID = 2;
    static final int PARTITION = 3;

    /** The names in field order; an absent optional column is {@code null}. */
    List<String> names() {
        return Arrays.asList(key, when, id, partition);
    }

    /** The names the file must have. */
    List<String> required() {
        List<String> required = new ArrayList<>(names());
        required.removeIf(name -> name == null);
        return required;
    }
}
