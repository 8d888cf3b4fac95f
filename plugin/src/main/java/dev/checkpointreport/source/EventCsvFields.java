package dev.checkpointreport.source;

import de.siegmar.fastcsv.reader.AbstractBaseCsvCallbackHandler;
import java.util.ArrayList;
import java.util.List;

/**
 * FastCSV's callback for an events file: the first record (the header) is kept whole, and of every later
 * line only the fields of the columns the job reads become text; the other fields are passed over. A
 * period label equal to the previous line's is the very same string, so counting can recognise it without
 * a lookup.
 */
final class EventCsvFields extends AbstractBaseCsvCallbackHandler<EventCsvFields> {
    private final List<String> header = new ArrayList<>();
    private boolean headerRead;
    private boolean[] kept = new boolean[0];
    private String[] fields = new String[0];
    private int periodField = -1;
    private String lastPeriod = "";

    /** After the header: the 0-based fields to keep, and the one holding the period (or the time). */
    void keep(int[] positions, int when) {
        headerRead = true;
        int width = header.size();
        kept = new boolean[width];
        fields = new String[width];
        for (int position : positions) {
            if (position >= 0) {
                kept[position] = true;
            }
        }
        periodField = when;
    }

    List<String> header() {
        return List.copyOf(header);
    }

    long line() {
        return getStartingLineNumber();
    }

    int fieldCount() {
        return getFieldCount();
    }

    /** The kept field at {@code position}, or {@code null} for -1. */
    String field(int position) {
        return position < 0 ? null : fields[position];
    }

    @Override
    protected void handleField(int index, char[] buffer, int offset, int length, boolean quoted) {
        if (!headerRead) {
            header.add(new String(buffer, offset, length));
        } else if (index < kept.length && kept[index]) {
            fields[index] = index == periodField ? period(buffer, offset, length) : new String(buffer, offset, length);
        }
    }

    private String period(char[] buffer, int offset, int length) {
        if (length == lastPeriod.length()) {
            int i = 0;
            while (i < length && buffer[offset + i] == lastPeriod.charAt(i)) {
                i++;
            }
            if (i == length) {
                return lastPeriod;
            }
        }
        lastPeriod = new String(buffer, offset, length);
        return lastPeriod;
    }

    @Override
    protected EventCsvFields buildRecord() {
        return this;
    }
}
