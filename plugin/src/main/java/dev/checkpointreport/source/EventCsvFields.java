package dev.checkpointreport.source;

import de.siegmar.fastcsv.reader.AbstractBaseCsvCallbackHandler;
import java.util.ArrayList;
import java.util.List;

/**
 * FastCSV's callback for an events file: the first record (the header) is kept whole, and of every later
 * line only the fields of the columns the job reads go into the {@link LineBatch} being filled: the key's
 * characters as they are, the other columns as text. A period label equal to the previous line's is the
 * very same string, so counting can recognise it without a lookup.
 */
final class EventCsvFields extends AbstractBaseCsvCallbackHandler<EventCsvFields> {
    private final List<String> header = new ArrayList<>();
    private boolean headerRead;
    private int[] positions = new int[0];
    private String lastPeriod = "";
    private LineBatch batch;

    /** After the header: the 0-based fields of the columns, in {@link EventColumns}' order, -1 for a column not asked for. */
    void keep(int[] positions) {
        headerRead = true;
        this.positions = positions.clone();
    }

    /** The batch the next lines go into. */
    void fill(LineBatch batch) {
        this.batch = batch;
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

    @Override
    protected void handleBegin(long startingLineNumber) {
        if (headerRead) {
            batch.begin();
        }
    }

    @Override
    protected void handleField(int index, char[] buffer, int offset, int length, boolean quoted) {
        if (!headerRead) {
            header.add(new String(buffer, offset, length));
            return;
        }
        if (index == positions[EventColumns.KEY]) {
            batch.key(buffer, offset, length);
        }
        for (int column = EventColumns.WHEN; column < positions.length; column++) {
            if (index == positions[column]) {
                batch.text(column, column == EventColumns.WHEN ? period(buffer, offset, length)
                        : new String(buffer, offset, length));
            }
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
