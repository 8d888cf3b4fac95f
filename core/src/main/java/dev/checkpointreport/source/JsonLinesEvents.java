package dev.checkpointreport.source;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * JSON Lines: one object per line, read with Jackson's streaming parser, one line at a time so that a
 * malformed line can be skipped. Fields other than the ones named are skipped unread.
 */
final class JsonLinesEvents {
    /** The longest line read: an event is a few hundred characters. */
    static final int MAX_LINE_CHARS = 1 << 20;

    private JsonLinesEvents() {
    }

    static void read(InputStream in, String shown, List<String> names, EventTally tally, BadLines bad)
            throws SourceException {
        BoundedLines lines = new BoundedLines(new InputStreamReader(in, StandardCharsets.UTF_8), MAX_LINE_CHARS);
        long line = 0;
        boolean any = false;
        try {
            for (String text = lines.next(); text != null; text = lines.next()) {
                line++;
                if (text.isBlank()) {
                    continue;
                }
                any = true;
                event(line, text, names, tally, bad);
            }
        } catch (IOException e) {
            throw SourceInput.failure(shown, line, e);
        } catch (KeysFillHeap full) {
            throw tally.heapFull(shown, line, full);
        } catch (OutOfMemoryError e) {
            throw tally.heapFull(shown, Math.max(line, 1));
        } catch (BoundedLines.LineTooLong e) {
            throw new SourceException(shown, new LineProblem(line + 1, null, "the line is longer than "
                    + MAX_LINE_CHARS + " characters; JSON Lines holds one event per line"));
        }
        if (!any) {
            throw new SourceException(shown, new LineProblem(Math.max(line, 1), null,
                    "the file is empty; expected one JSON object per line with the fields " + names.stream()
                            .filter(name -> name != null).toList()));
        }
    }

    private static void event(long line, String text, List<String> names, EventTally tally, BadLines bad)
            throws SourceException {
        String[] values = new String[names.size()];
        int[] columns = new int[names.size()];
        LineProblem problem = JsonLineFields.read(line, text, names, values, columns);
        if (problem != null) {
            bad.skip(problem);
            return;
        }
        try {
            tally.add(values);
        } catch (BadField e) {
            bad.skip(new LineProblem(line, JsonLineFields.column(columns[e.field()], names.get(e.field())),
                    e.getMessage()));
        }
    }
}
