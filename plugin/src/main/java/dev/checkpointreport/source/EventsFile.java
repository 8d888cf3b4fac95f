package dev.checkpointreport.source;

import de.siegmar.fastcsv.reader.CsvRecord;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;

/**
 * Counts an events file (CSV with a header row, or JSON Lines, either possibly gzipped) in one streaming
 * pass: every event kept is one row of the job in its period, on the worker its partition or the lesson's
 * FNV-1a hash of its key names. Memory holds the distinct keys (and ids, with {@code id:}) and the
 * counts per worker and period, never the events.
 */
public final class EventsFile {

    private EventsFile() {
    }

    public static CountedSource count(EventsSpec spec) throws SourceException {
        EventTally tally = new EventTally(spec, spec.axis());
        BadLines bad = new BadLines(spec.shown(), spec.maxBadLines());
        List<String> names = spec.columns().names();
        try (InputStream in = SourceInput.open(spec.file(), spec.shown(), spec.gzip())) {
            if (spec.jsonLines()) {
                JsonLinesEvents.read(in, spec.shown(), spec.gzip(), names, tally, bad);
            } else {
                CsvFile.read(in, spec.shown(), spec.gzip(), names, 0,
                        (line, record, positions, fields) -> csvEvent(line, record, positions, fields, names, tally, bad));
            }
        } catch (IOException e) {
            throw SourceInput.failure(spec.shown(), 0, spec.gzip(), e);
        }
        return new CountedSource("events", spec.written(), tally.counts(), tally.periods(), true, tally.distinctKeys(),
                tally.duplicates(), bad.count(), bad.first());
    }

    private static void csvEvent(long line, CsvRecord record, int[] positions, int fields, List<String> names,
                                 EventTally tally, BadLines bad) throws SourceException {
        if (record.getFieldCount() != fields) {
            bad.skip(new LineProblem(line, null, "expected " + fields + " fields, as the header has, found "
                    + record.getFieldCount()));
            return;
        }
        String[] values = new String[positions.length];
        for (int i = 0; i < positions.length; i++) {
            values[i] = positions[i] < 0 ? null : record.getField(positions[i]);
        }
        try {
            tally.add(values);
        } catch (BadField e) {
            bad.skip(new LineProblem(line, "column " + (positions[e.field()] + 1) + " (" + names.get(e.field()) + ")",
                    e.getMessage()));
        }
    }
}
