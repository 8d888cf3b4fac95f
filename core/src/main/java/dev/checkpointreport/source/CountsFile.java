package dev.checkpointreport.source;

import de.siegmar.fastcsv.reader.CsvRecord;
import dev.checkpointreport.model.RowCounts;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;

/**
 * Reads an engine's metrics export: rows per period and worker, and optionally the state entries (keys)
 * of each. A pair the file leaves out counts as zero rows; a pair given twice is refused. A worker's keys
 * are the most it held in any period, the size its state reached.
 */
public final class CountsFile {
    private static final List<String> COLUMNS = List.of("period", "worker", "rows", "keys");
    private static final int PERIOD = 0;
    private static final int WORKER = 1;
    private static final int ROWS = 2;
    private static final int KEYS = 3;

    private final CountsSpec spec;
    private final PeriodAxis axis;
    private final long[][] rows;
    private final long[][] lines;
    private final long[] keys;
    private boolean keysKnown;

    private CountsFile(CountsSpec spec) {
        this.spec = spec;
        this.axis = PeriodAxis.labels(spec.declaredPeriods(), false, spec.maxPeriods());
        this.rows = new long[spec.workers()][spec.maxPeriods()];
        this.lines = new long[spec.workers()][spec.maxPeriods()];
        this.keys = new long[spec.workers()];
    }

    public static CountedSource read(CountsSpec spec) throws SourceException {
        CountsFile file = new CountsFile(spec);
        try (InputStream in = SourceInput.open(spec.file(), spec.shown(), spec.gzip())) {
            CsvFile.read(in, spec.shown(), COLUMNS, 1, new CsvFile.CsvRows() {
                @Override
                public void accept(long line, CsvRecord record, int[] positions, int fields) throws SourceException {
                    file.row(line, record, positions, fields);
                }
            });
        } catch (IOException e) {
            throw SourceInput.failure(spec.shown(), 0, e);
        }
        return file.counted();
    }

    private void row(long line, CsvRecord record, int[] positions, int fields) throws SourceException {
        keysKnown = positions[KEYS] >= 0;
        if (record.getFieldCount() != fields) {
            throw error(line, null, "expected " + fields + " fields, as the header has, found " + record.getFieldCount());
        }
        int period;
        try {
            period = axis.indexOf(record.getField(positions[PERIOD]));
        } catch (BadField e) {
            throw error(line, column(positions, PERIOD), e.getMessage());
        }
        int worker = (int) number(line, record, positions, WORKER, spec.workers() - 1,
                "a worker number from 0 to " + (spec.workers() - 1) + " (workers: " + spec.workers() + ")");
        long count = number(line, record, positions, ROWS, spec.maxValue(), "a whole number of rows from 0 to "
                + spec.maxValue());
        long entries = keysKnown ? number(line, record, positions, KEYS, spec.maxValue(), "a whole number of keys "
                + "from 0 to " + spec.maxValue()) : 0;
        if (lines[worker][period] > 0) {
            throw error(line, null, "period '" + axis.labels().get(period) + "', worker " + worker
                    + " is counted twice: on line " + lines[worker][period] + " and here");
        }
        lines[worker][period] = line;
        rows[worker][period] = count;
        keys[worker] = Math.max(keys[worker], entries);
    }

    private long number(long line, CsvRecord record, int[] positions, int column, long max, String expected)
            throws SourceException {
        String text = record.getField(positions[column]).strip();
        long value;
        try {
            value = Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw error(line, column(positions, column), "expected " + expected + ", found " + QuotedValue.of(text));
        }
        if (value < 0 || value > max) {
            String negative = value < 0 && column != WORKER ? "; a count cannot be negative" : "";
            throw error(line, column(positions, column), "expected " + expected + ", found " + value + negative);
        }
        return value;
    }

    private static String column(int[] positions, int column) {
        return "column " + (positions[column] + 1) + " (" + COLUMNS.get(column) + ")";
    }

    private SourceException error(long line, String column, String problem) {
        return new SourceException(spec.shown(), new LineProblem(line, column, problem));
    }

    private CountedSource counted() {
        List<String> periods = axis.labels();
        RowCounts.Builder counts = RowCounts.builder(periods.size(), spec.workers());
        long distinct = 0;
        for (int w = 0; w < spec.workers(); w++) {
            counts.addKeys(w, keys[w]);
            distinct += keys[w];
            for (int p = 0; p < periods.size(); p++) {
                counts.addRows(w, p, rows[w][p]);
            }
        }
        return new CountedSource("counts", spec.written(), counts.build(), periods, keysKnown, distinct, 0, 0, null);
    }
}
