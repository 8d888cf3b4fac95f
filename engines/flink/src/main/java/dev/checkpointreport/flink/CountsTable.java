package dev.checkpointreport.flink;

import de.siegmar.fastcsv.writer.CsvWriter;
import de.siegmar.fastcsv.writer.LineDelimiter;
import dev.checkpointreport.config.Limits;
import dev.checkpointreport.source.BadField;
import dev.checkpointreport.source.LineProblem;
import dev.checkpointreport.source.PeriodAxis;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.flink.core.fs.FileSystem;
import org.apache.flink.core.fs.Path;

/**
 * The counted cells as the plugin's {@code source.counts} file: one row per period and worker, in period
 * order, with the rows of the period and the keys the worker holds by its end (the distinct keys seen on
 * it so far, so that their most, which the plugin takes, is every key the worker saw). Labels as written
 * are put in order here with the plugin's own axis, replaying each label's first and last line: a label
 * that comes back after a later one is refused as the plugin refuses it.
 *
 * @param periods the period labels, in order
 * @param rows rows per period and worker
 * @param keys the keys each worker holds at the end of each period
 * @param badLines lines skipped under {@code --max-bad-lines}
 */
public record CountsTable(List<String> periods, long[][] rows, long[][] keys, long badLines) {

    static CountsTable of(CountOptions options, List<Tally> tallies) throws CountingFailed {
        SplitLines lines = new SplitLines(tallies);
        if (options.jsonLines()) {
            lines.refuseEmpty(options);
        }
        Tally bad = null;
        long badLines = 0;
        List<Tally> counted = new ArrayList<>();
        for (Tally tally : tallies) {
            if (tally.worker == Tally.BAD) {
                tally.firstLine = lines.numbered(tally, tally.firstLine);
                badLines += tally.badLines;
                bad = bad == null || lines.before(tally, bad) ? tally : bad;
            } else if (tally.counted()) {
                if (tally.file != null) {
                    tally.firstLine = lines.numbered(tally, tally.firstLine);
                    tally.lastLine = lines.numbered(tally, tally.lastLine);
                }
                counted.add(tally);
            }
        }
        if (bad != null && badLines > options.maxBadLines()) {
            String problem = bad.file + ": " + new LineProblem(bad.firstLine, bad.badWhere, bad.badProblem).described();
            throw new CountingFailed(problem + (badLines == 1 ? "" : " (the first of " + badLines
                    + " lines that cannot be counted; --max-bad-lines is " + options.maxBadLines() + ")"));
        }
        List<String> periods = periods(options, counted);
        Map<String, Integer> index = new HashMap<>();
        for (int p = 0; p < periods.size(); p++) {
            index.put(periods.get(p), p);
        }
        long[][] rows = new long[periods.size()][options.workers()];
        long[][] keys = new long[periods.size()][options.workers()];
        for (Tally cell : counted) {
            int p = cell.label != null ? index.get(cell.label) : cell.bucket;
            rows[p][cell.worker] += cell.rows;
            keys[p][cell.worker] += cell.keys;
        }
        for (int p = 1; p < periods.size(); p++) {
            for (int w = 0; w < options.workers(); w++) {
                keys[p][w] += keys[p - 1][w];
            }
        }
        return new CountsTable(periods, rows, keys, badLines);
    }

    private static List<String> periods(CountOptions options, List<Tally> cells) throws CountingFailed {
        if (options.timeStart() != null) {
            PeriodAxis axis = PeriodAxis.times(options.timeStart(), options.periodMillis(), options.declaredPeriods(),
                    Limits.MAX_PERIODS);
            int last = cells.stream().mapToInt(cell -> cell.bucket).max().orElse(-1);
            if (last >= 0) {
                place(axis, Long.toString(options.timeStart() + last * options.periodMillis()), 0, options);
            }
            return axis.labels();
        }
        if (options.declaredPeriods() != null) {
            return options.declaredPeriods();
        }
        List<Tally> ends = new ArrayList<>();
        for (Tally cell : cells) {
            if (cell.file == null) {
                continue;
            }
            ends.add(end(cell.label, cell.firstLine));
            ends.add(end(cell.label, cell.lastLine));
        }
        ends.sort(Comparator.comparingLong(end -> end.firstLine));
        PeriodAxis axis = PeriodAxis.labels(null, true, Limits.MAX_PERIODS);
        for (Tally end : ends) {
            place(axis, end.label, end.firstLine, options);
        }
        return axis.labels();
    }

    private static Tally end(String label, long line) {
        Tally end = Tally.cell(label, -1, 0);
        end.firstLine = line;
        return end;
    }

    private static void place(PeriodAxis axis, String value, long line, CountOptions options) throws CountingFailed {
        try {
            axis.indexOf(value);
        } catch (BadField e) {
            throw new CountingFailed(options.events() + ": line " + line + ", column (" + options.when() + "): "
                    + e.getMessage());
        }
    }

    /** Writes the table as CSV to {@code output}, on any file system Flink reaches, replacing it. */
    void write(String output, int workers) throws IOException {
        Path path = new Path(output);
        FileSystem fs = path.getFileSystem();
        try (Writer out = new OutputStreamWriter(fs.create(path, FileSystem.WriteMode.OVERWRITE), StandardCharsets.UTF_8);
             CsvWriter csv = CsvWriter.builder().lineDelimiter(LineDelimiter.LF).build(out)) {
            csv.writeRecord("period", "worker", "rows", "keys");
            for (int p = 0; p < periods.size(); p++) {
                for (int w = 0; w < workers; w++) {
                    csv.writeRecord(periods.get(p), Integer.toString(w), Long.toString(rows[p][w]),
                            Long.toString(keys[p][w]));
                }
            }
        }
    }

    /** The events cannot be counted: a bad line past the allowance, or periods out of order. */
    static final class CountingFailed extends Exception {
        private static final long serialVersionUID = 1L;

        CountingFailed(String message) {
            super(message);
        }
    }
}
