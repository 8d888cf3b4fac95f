package dev.checkpointreport.source;

import de.siegmar.fastcsv.reader.CsvCallbackHandler;
import de.siegmar.fastcsv.reader.CsvParseException;
import de.siegmar.fastcsv.reader.CsvReader;
import de.siegmar.fastcsv.reader.CsvRecord;
import de.siegmar.fastcsv.reader.CsvRecordHandler;
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
    static void read(InputStream in, String shown, List<String> columns, int optional, CsvRows rows)
            throws SourceException {
        read(in, shown, columns, optional, CsvRecordHandler.of(), new Records<>() {
            @Override
            public List<String> names(CsvRecord header) {
                return header.getFields();
            }

            @Override
            public long line(CsvRecord record) {
                return record.getStartingLineNumber();
            }

            @Override
            public void accept(long line, CsvRecord record, int[] positions, int headerFields) throws SourceException {
                rows.accept(line, record, positions, headerFields);
            }
        });
    }

    /** Reads the records of {@code in} as {@code handler} builds them, after its header, and passes each on. */
    static <T> void read(InputStream in, String shown, List<String> columns, int optional,
                         CsvCallbackHandler<T> handler, Records<T> records) throws SourceException {
        long line = 0;
        try (CsvReader<T> csv = CsvReader.builder().detectBomHeader(true)
                .extraFieldStrategy(FieldMismatchStrategy.IGNORE).missingFieldStrategy(FieldMismatchStrategy.IGNORE)
                .build(handler, in, StandardCharsets.UTF_8)) {
            Iterator<T> it = csv.iterator();
            if (!it.hasNext()) {
                throw new SourceException(shown, new LineProblem(1, null, "the file is empty; expected a header row "
                        + "naming the columns " + String.join(", ", columns.stream().filter(c -> c != null).toList())));
            }
            T header = it.next();
            List<String> names = records.names(header);
            int[] positions = positions(shown, names, records.line(header), columns, columns.size() - optional);
            records.start(header, positions);
            while (it.hasNext()) {
                T record = it.next();
                line = records.line(record);
                records.accept(line, record, positions, names.size());
            }
        } catch (UncheckedIOException e) {
            throw SourceInput.failure(shown, line, e.getCause());
        } catch (IOException e) {
            throw SourceInput.failure(shown, line, e);
        } catch (CsvParseException e) {
            throw CsvLimits.failure(shown, line, e);
        }
    }

    /** The 0-based position of each named column in the header; -1 for a column not asked for. */
    private static int[] positions(String shown, List<String> names, long headerLine, List<String> columns,
                                   int required) throws SourceException {
        int[] positions = new int[columns.size()];
        for (int i = 0; i < columns.size(); i++) {
            String column = columns.get(i);
            positions[i] = column == null ? -1 : names.indexOf(column);
            if (column != null && positions[i] < 0 && i < required) {
                throw new SourceException(shown, new LineProblem(headerLine, null,
                        "the header has no column '" + column + "'; its columns are "
                        + String.join(", ", names.stream().limit(20).map(QuotedValue::of).toList())));
            }
        }
        return positions;
    }

    /** How the records a handler builds are read: the header's names, each record's line, and what is done with it. */
    interface Records<T> {
        List<String> names(T header);

        long line(T record);

        /** Called once the header is read, with the positions of the columns. */
        default void start(T header, int[] positions) {
        }

        void accept(long line, T record, int[] positions, int headerFields) throws SourceException;
    }

    /** What is done with each record. */
    interface CsvRows {
        void accept(long line, CsvRecord record, int[] positions, int headerFields) throws SourceException;
    }
}
