package dev.checkpointreport.source;

import de.siegmar.fastcsv.reader.CsvParseException;
import de.siegmar.fastcsv.reader.CsvReader;
import de.siegmar.fastcsv.reader.CsvRecord;
import de.siegmar.fastcsv.reader.FieldMismatchStrategy;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.List;

/**
 * A CSV file with a header row, read record by record with FastCSV: quoted fields may hold commas and
 * line breaks, CRLF line ends and a UTF-8 byte order mark are read as they are meant.
 */
final class CsvFile {

    private CsvFile() {
    }

    /**
     * Reads the records of {@code in} after its header and passes each to {@code rows}.
     *
     * @param columns the columns to find in the header; a {@code null} is a column not asked for
     * @param optional how many of the last columns may be missing from the header (position -1)
     */
    static void read(InputStream in, String shown, boolean gzip, List<String> columns, int optional, CsvRows rows)
            throws SourceException {
        long line = 0;
        try (CsvReader<CsvRecord> csv = CsvReader.builder().detectBomHeader(true)
                .extraFieldStrategy(FieldMismatchStrategy.IGNORE).missingFieldStrategy(FieldMismatchStrategy.IGNORE)
                .ofCsvRecord(in, StandardCharsets.UTF_8)) {
            Iterator<CsvRecord> records = csv.iterator();
            if (!records.hasNext()) {
                throw new SourceException(shown, new LineProblem(1, null, "the file is empty; expected a header row "
                        + "naming the columns " + String.join(", ", columns.stream().filter(c -> c != null).toList())));
            }
            CsvRecord header = records.next();
            int[] positions = positions(shown, header, columns, columns.size() - optional);
            while (records.hasNext()) {
                CsvRecord record = records.next();
                line = record.getStartingLineNumber();
                rows.accept(line, record, positions, header.getFieldCount());
            }
        } catch (UncheckedIOException e) {
            throw SourceInput.failure(shown, line, gzip, e.getCause());
        } catch (IOException e) {
            throw SourceInput.failure(shown, line, gzip, e);
        } catch (CsvParseException e) {
            throw new SourceException(shown, new LineProblem(line + 1, null, "the CSV cannot be parsed after line "
                    + line + " (" + e.getMessage() + "); look for a quote that is never closed"), e);
        }
    }

    /** The 0-based position of each named column in the header; -1 for a column not asked for. */
    private static int[] positions(String shown, CsvRecord header, List<String> columns, int required)
            throws SourceException {
        List<String> names = header.getFields();
        int[] positions = new int[columns.size()];
        for (int i = 0; i < columns.size(); i++) {
            String column = columns.get(i);
            positions[i] = column == null ? -1 : names.indexOf(column);
            if (column != null && positions[i] < 0 && i < required) {
                throw new SourceException(shown, new LineProblem(header.getStartingLineNumber(), null,
                        "the header has no column '" + column + "'; its columns are "
                        + String.join(", ", names.stream().limit(20).map(Shown::of).toList())));
            }
        }
        return positions;
    }

    /** What is done with each record. */
    interface CsvRows {
        void accept(long line, CsvRecord record, int[] positions, int headerFields) throws SourceException;
    }
}
