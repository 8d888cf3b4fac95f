package dev.checkpointreport.flink;

import java.util.ArrayList;
import java.util.List;
import org.apache.flink.api.common.RuntimeExecutionMode;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.connector.file.src.FileSource;
import org.apache.flink.core.fs.Path;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.util.CloseableIterator;
import org.apache.flink.util.SerializedThrowable;

/**
 * The counting job: reads an events file (CSV or JSON Lines, on any file system Flink reaches) and writes the
 * plugin's {@code source.counts} file, {@code period, worker, rows, keys}, by the plugin's rules. Run it with
 * {@code flink run checkpoint-report-flink.jar --events ... --output ... --workers N --key ... --period ...};
 * {@link CountOptions} lists the arguments; {@code --events} may name a folder, whose files are then shared out
 * over the readers. It runs as a batch job: one reader per file parses it in order, the events are placed and
 * counted on every subtask, and the keys are made distinct by key.
 */
public final class CountEvents {

    private CountEvents() {
    }

    public static void main(String[] args) throws Exception {
        CountOptions options;
        try {
            options = CountOptions.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        try {
            CountsTable table = count(StreamExecutionEnvironment.getExecutionEnvironment(), options);
            table.write(options.output(), options.workers());
            System.out.println("wrote " + options.output() + ": " + table.periods().size() + " periods × "
                    + options.workers() + " workers" + (table.badLines() == 0 ? "" : ", " + table.badLines()
                    + " bad lines skipped"));
        } catch (CountsTable.CountingFailed e) {
            System.err.println(e.getMessage());
            System.exit(1);
        }
    }

    /** Counts the events of {@code options} on {@code env}. */
    public static CountsTable count(StreamExecutionEnvironment env, CountOptions options) throws Exception {
        env.setRuntimeMode(RuntimeExecutionMode.BATCH);
        Path events = new Path(options.events());
        boolean folder = events.getFileSystem().getFileStatus(events).isDir();
        if (folder && options.timeStart() == null && options.declaredPeriods() == null) {
            throw new CountsTable.CountingFailed(options.events() + " is a folder: its files' period labels have no "
                    + "order between them; give --periods, or --time with --period-start and --period-length");
        }
        FileSource<EventRecord> file = FileSource.forBulkFileFormat(new NamedFiles(new EventsFormat(options),
                folder ? null : options.events()), events).build();
        DataStream<Tally> tallies = env.fromSource(file, WatermarkStrategy.noWatermarks(), "events")
                .rebalance()
                .transform("place and count", TypeInformation.of(Tally.class), new CountOperator(options));
        DataStream<Tally> firstSeen = tallies.filter(tally -> tally.key != null).name("sightings")
                .keyBy(Tally::cellKey, Types.STRING).reduce(Tally::earlier).name("first sighting per key and worker")
                .map(Tally::asNewKey).returns(Tally.class);
        DataStream<Tally> cells = tallies.filter(tally -> tally.key == null).name("cells")
                .union(firstSeen)
                .keyBy(Tally::cellKey, Types.STRING).reduce(Tally::plus).name("cells per period and worker");
        List<Tally> counted = new ArrayList<>();
        try (CloseableIterator<Tally> all = cells.executeAndCollect("checkpoint-report counts of " + options.events())) {
            all.forEachRemaining(counted::add);
        } catch (RuntimeException e) {
            throw unreadable(e);
        }
        return CountsTable.of(options, counted);
    }

    /** The events file's own refusal among the causes of {@code failure}, with its message alone; else the failure. */
    private static Exception unreadable(RuntimeException failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            boolean named = cause instanceof SerializedThrowable serialized
                    && EventsFormat.Unreadable.class.getName().equals(serialized.getOriginalErrorClassName());
            if (named || cause instanceof EventsFormat.Unreadable) {
                return new CountsTable.CountingFailed(cause.getMessage());
            }
        }
        return failure;
    }
}
