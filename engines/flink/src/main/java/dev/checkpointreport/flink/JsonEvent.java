package dev.checkpointreport.flink;

import dev.checkpointreport.source.JsonLineFields;
import dev.checkpointreport.source.LineProblem;
import java.util.Arrays;
import java.util.List;

/**
 * The fields of one JSON Lines event, read by the plugin's own {@link JsonLineFields}: one object per line,
 * its other fields skipped unread, the named ones text or numbers.
 */
final class JsonEvent {
    private JsonEvent() {
    }

    /** Fills {@code event}'s fields from its line; the reason it cannot, or {@code null}. */
    static LineProblem read(EventRecord event, CountOptions options) {
        List<String> names = Arrays.asList(options.key(), options.when(), options.partition());
        String[] values = new String[names.size()];
        int[] columns = new int[names.size()];
        LineProblem problem = JsonLineFields.read(event.line, event.json, names, values, columns);
        if (problem != null) {
            return problem;
        }
        event.key = values[0];
        event.keyColumn = columns[0];
        event.when = values[1];
        event.whenColumn = columns[1];
        event.partition = values[2];
        event.partitionColumn = columns[2];
        return null;
    }
}
