package dev.checkpointreport.output.view;

import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.model.WorkerLoad;
import dev.checkpointreport.output.view.Page.Cell;
import dev.checkpointreport.output.view.Page.Row;
import dev.checkpointreport.output.view.Page.Table;
import dev.checkpointreport.source.CountedSource;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.numbers.fraction.BigFraction;

/** The rows and distinct keys of each worker, and the sentence that states the skew. */
final class WorkerTable {
    private static final String NOT_GIVEN = "not given";

    private WorkerTable() {
    }

    static Table of(WorkerLoad load) {
        List<Row> rows = new ArrayList<>();
        long total = load.totalRows();
        for (int w = 0; w < load.workers(); w++) {
            long workerRows = load.rows().get(w);
            String share = total == 0 ? "—" : Numbers.share(BigFraction.of(workerRows, total));
            rows.add(new Row(Integer.toString(w), w == load.busiest() && total > 0 ? "busiest" : "", List.of(
                    new Cell(Numbers.count(workerRows), true, w == load.busiest() && total > 0, 0),
                    Cell.number(share),
                    Cell.number(load.keysKnown() ? Numbers.count(load.keys().get(w)) : NOT_GIVEN))));
        }
        return new Table("workers", "Rows and distinct keys per worker", finding(load), "worker",
                List.of("rows", "share of rows", "distinct keys"), rows,
                "Bold: the busiest worker, whose recovery the tables report.", List.of());
    }

    /** Where the stream came from, and for a file what reading it dropped or skipped. */
    static String source(CheckpointConfig config, CountedSource counted, WorkerLoad load) {
        if (counted == null) {
            // the generator is the only built-in source, so a course of the author's own uses it whatever it models:
            // say the counts are the lesson's rather than name the lesson's domain as the scenario's
            return ("These counts are the lesson's, whatever this scenario models: its built-in generator, %s, gives"
                    + " each of %s subscribers one row a period in every period but the first. Its seed, %s, sets only"
                    + " the readings' values, so any seed gives these counts; a stream of your own is counted from the"
                    + " file that source.events or source.counts names.")
                    .formatted(config.generator(), config.subscribers(), config.seed());
        }
        if (counted.kind().equals("counts")) {
            return "The rows are an engine's counts per worker and period, read from %s%s."
                    .formatted(counted.file(), load.keysKnown() ? "" : "; it gives no keys, so their column is empty");
        }
        String dropped = counted.duplicates() == 0 ? "" : ", after dropping " + Numbers.count(counted.duplicates())
                + " events with a repeated id";
        String skipped = counted.badLines() == 0 ? "" : " %s malformed line%s skipped under maxBadLines; the first, %s."
                .formatted(Numbers.count(counted.badLines()), counted.badLines() == 1 ? " was" : "s were",
                        counted.firstBadLine().described());
        return "The rows are the events of %s: %s kept%s, with %s distinct keys.%s".formatted(counted.file(),
                Numbers.count(load.totalRows()), dropped, Numbers.count(counted.distinctKeys()), skipped);
    }

    /** The busiest worker's share against the even share {@code 1/workers}. */
    static String finding(WorkerLoad load) {
        if (load.totalRows() == 0) {
            return "The stream has no rows, so no worker is busier than another.";
        }
        String keys = load.keysKnown() ? " and holds " + Numbers.count(load.keys().get(load.busiest()))
                + " of the distinct keys" : "";
        if (load.workers() == 1) {
            return "One worker takes every row.";
        }
        return """
                Worker %s is the busiest: it takes %s of the rows%s, against %s for an even spread over %s \
                workers (%s times its even share).\
                """.formatted(load.busiest(), Numbers.share(load.busiestShare()), keys, Numbers.share(load.evenShare()),
                load.workers(), Numbers.ratio(load.busiestShare().multiply(load.workers())));
    }
}
