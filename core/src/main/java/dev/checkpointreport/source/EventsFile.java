package dev.checkpointreport.source;

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
        return count(spec, Runtime.getRuntime().maxMemory());
    }

    /** Counts with a heap of at most {@code maxHeap} bytes, half of which the distinct keys may take. */
    static CountedSource count(EventsSpec spec, long maxHeap) throws SourceException {
        EventTally tally = new EventTally(spec, spec.axis(), maxHeap);
        BadLines bad = new BadLines(spec.shown(), spec.maxBadLines());
        List<String> names = spec.columns().names();
        try (InputStream in = SourceInput.open(spec.file(), spec.shown(), spec.gzip())) {
            if (spec.jsonLines()) {
                JsonLinesEvents.read(in, spec.shown(), names, tally, bad);
            } else {
                countCsv(in, spec, names, tally, bad);
            }
        } catch (IOException e) {
            throw SourceInput.failure(spec.shown(), 0, e);
        }
        return new CountedSource("events", spec.written(), tally.counts(), tally.periods(), true, tally.distinctKeys(),
                tally.duplicates(), bad.count(), bad.first());
    }

    /** Counts the lines of an events CSV as they come parsed, each as one event or skipped as a bad line. */
    private static void countCsv(InputStream in, EventsSpec spec, List<String> names, EventTally tally, BadLines bad)
            throws SourceException {
        String[] values = new String[names.size()];
        long line = 1;
        try (ParsedLines lines = ParsedLines.start(in, spec.shown(), names)) {
            for (LineBatch batch = lines.next(); batch != null; batch = lines.next()) {
                ParsedLines.Header header = lines.header();
                batch.touchKeys(tally);
                for (int i = 0; i < batch.size(); i++) {
                    line = batch.line(i);
                    countLine(batch, i, header, values, names, tally, bad);
                }
                lines.recycle(batch);
            }
        } catch (KeysFillHeap full) {
            throw tally.heapFull(spec.shown(), line, full);
        } catch (OutOfMemoryError e) {
            throw tally.heapFull(spec.shown(), line);
        }
    }

    private static void countLine(LineBatch batch, int i, ParsedLines.Header header, String[] values, List<String> names,
                                  EventTally tally, BadLines bad) throws SourceException {
        long line = batch.line(i);
        if (batch.fieldCount(i) != header.fields()) {
            bad.skip(new LineProblem(line, null, "expected " + header.fields() + " fields, as the header has, found "
                    + batch.fieldCount(i)));
            return;
        }
        int slot = batch.keySlot(tally, i);
        values[EventColumns.KEY] = tally.holdsKey(slot) ? null : batch.key(i);
        for (int column = EventColumns.WHEN; column < values.length; column++) {
            values[column] = header.positions()[column] < 0 ? null : batch.text(column, i);
        }
        try {
            tally.add(values, slot);
        } catch (BadField e) {
            bad.skip(new LineProblem(line, "column " + (header.positions()[e.field()] + 1) + " (" + names.get(e.field()) + ")",
                    e.getMessage()));
        }
    }
}
