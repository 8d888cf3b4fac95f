package dev.checkpointreport.source;

import de.siegmar.fastcsv.reader.AbstractBaseCsvCallbackHandler;
import java.util.ArrayList;
import java.util.Arrays;
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
    /** Per field of the header, the columns that read it, as bits of their {@link EventColumns} numbers. */
    private int[] roles = new int[0];
    private char[] lastPeriodChars = new char[0];
    private String lastPeriod = "";
    private LineBatch batch;

    /** After the header: the 0-based fields of the columns, in {@link EventColumns}' order, -1 for a column not asked for. */
    void keep(int[] positions) {
        headerRead = true;
        roles = new int[header.size()];
        for (int column = 0; column < positions.length; column++) {
            if (positions[column] >= 0) {
                roles[positions[column]] |= 1 << column;
            }
        }
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
        int role = index < roles.length ? roles[index] : 0;
        if ((role & 1 << EventColumns.KEY) != 0) {
            batch.key(buffer, offset, length);
        }
        if ((role & 1 << EventColumns.WHEN) != 0) {
            batch.text(EventColumns.WHEN, period(buffer, offset, length));
        }
        for (int column = EventColumns.ID; column <= EventColumns.PARTITION; column++) {
            if ((role & 1 << column) != 0) {
                batch.text(column, new String(buffer, offset, length));
            }
        }
    }

    private String period(char[] buffer, int offset, int length) {
        if (!Arrays.equals(buffer, offset, offset + length, lastPeriodChars, 0, lastPeriodChars.length)) {
            lastPeriodChars = Arrays.copyOfRange(buffer, offset, offset + length);
            lastPeriod = new String(lastPeriodChars);
        }
        return lastPeriod;
    }

    @Override
    protected EventCsvFields buildRecord() {
        return this;
    }
}
