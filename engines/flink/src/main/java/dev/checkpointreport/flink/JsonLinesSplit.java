package dev.checkpointreport.flink;

import dev.checkpointreport.source.JsonLineFields;
import dev.checkpointreport.source.LineProblem;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * The JSON Lines of a split: every line that is not blank, each read by the plugin's own {@link JsonLineFields}
 * (one object per line, its other fields skipped unread); lines end at LF, a CR before it dropped.
 */
final class JsonLinesSplit {
    private final List<String> names;
    private final String[] values;
    private final int[] columns;
    private byte[] buffer = new byte[1 << 16];

    JsonLinesSplit(CountOptions options) {
        this.names = Arrays.asList(options.key(), options.when(), options.partition());
        this.values = new String[names.size()];
        this.columns = new int[names.size()];
    }

    /** Counts every line of {@code lines} into {@code tally}; the lines' count. */
    long count(LineRange lines, SplitTally tally) throws IOException {
        long base = lines.firstLine();
        int filled = 0;
        int start = 0;
        long line = 0;
        while (true) {
            int at = start;
            while (at < filled && buffer[at] != '\n') {
                at++;
            }
            if (at == filled) {
                int kept = filled - start;
                if (start == 0 && kept == buffer.length) {
                    buffer = Arrays.copyOf(buffer, 2 * buffer.length);
                } else {
                    System.arraycopy(buffer, start, buffer, 0, kept);
                }
                base += start;
                at -= start;
                start = 0;
                filled = kept;
                int n = lines.read(buffer, filled, buffer.length - filled);
                if (n > 0) {
                    filled += n;
                    continue;
                }
                if (kept == 0) {
                    return line;
                }
            }
            line++;
            int end = at > start && buffer[at - 1] == '\r' ? at - 1 : at;
            String text = new String(buffer, start, end - start, StandardCharsets.UTF_8);
            if (!text.isBlank()) {
                read(tally, line, base + start, text);
            }
            if (at == filled) {
                return line;
            }
            start = at + 1;
        }
    }

    private void read(SplitTally tally, long line, long at, String text) {
        Arrays.fill(values, null);
        LineProblem problem = JsonLineFields.read(line, text, names, values, columns);
        if (problem != null) {
            tally.refused(line, problem.column(), problem.problem());
            return;
        }
        tally.columns(columns[0], columns[1], columns[2]);
        tally.add(line, at, values[0], values[1], values[2]);
    }
}
