package dev.checkpointreport.flink;

import java.util.ArrayList;
import java.util.List;
import org.apache.flink.api.common.RuntimeExecutionMode;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.ExecutionOptions;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.streaming.api.datastream.SingleOutputStreamOperator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.typeinfo.TypeInformation;
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
 * over the readers. It runs as a batch job: a large file is cut at line boundaries into splits ({@link EventSplits}),
 * each reader counts its splits where it reads them ({@link TallyingFormat}), and only the tallies cross the
 * network: each key's first sighting once per reader and worker, in blocks of keys as bytes, to the subtask of
 * the last stage that owns the key, which keeps the earliest ({@link NewKeys}), and the cells, which the client adds
 * up ({@link CountsTable}).
 */
public final class CountEvents {

    /** The least bytes of a split of a file: a smaller file is read by one reader. */
    static final long SPLIT_BYTES = 8L << 20;
    private static final Logger LOG = LoggerFactory.getLogger(CountEvents.class);

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
            CountsTable table = count(LocalCluster.environment(), options);
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
        return count(env, options, SPLIT_BYTES);
    }

    /** Counts the events of {@code options} on {@code env}, cutting files into splits of at least {@code splitBytes}. */
    static CountsTable count(StreamExecutionEnvironment env, CountOptions options, long splitBytes) throws Exception {
        Path events = new Path(options.events());
        boolean folder = events.getFileSystem().getFileStatus(events).isDir();
        if (folder && options.timeStart() == null && options.declaredPeriods() == null) {
            throw new CountsTable.CountingFailed(options.events() + " is a folder: its files' period labels have no "
                    + "order between them; give --periods, or --time with --period-start and --period-length");
        }
        try {
            return run(env, options, folder, new EventSplits(options.jsonLines(), splitBytes,
                    env.getParallelism(), false));
        } catch (CsvBytes.QuotedCsv e) {
            LOG.info("{}: a CSV read in splits held quoted fields, which may hold line breaks; every CSV is read "
                    + "again, each by one reader", e.getMessage());
            return run(env, options, folder, new EventSplits(false, splitBytes, 1, true));
        }
    }

    private static CountsTable run(StreamExecutionEnvironment env, CountOptions options, boolean folder,
                                   EventSplits splits) throws Exception {
        Configuration settings = new Configuration();
        settings.set(ExecutionOptions.RUNTIME_MODE, RuntimeExecutionMode.BATCH);
        settings.set(PipelineOptions.GENERIC_TYPES, false);
        settings.set(PipelineOptions.OBJECT_REUSE, true);
        env.configure(settings);
        FileSource<Tally> files = FileSource.forBulkFileFormat(new TallyingFormat(options,
                folder ? null : options.events()), new Path(options.events())).setFileEnumerator(splits).build();
        int targets = env.getParallelism();
        SingleOutputStreamOperator<Sightings> sightings = env.fromSource(files, WatermarkStrategy.noWatermarks(),
                        "read and tally")
                .transform("first sightings per reader", TypeInformation.of(Sightings.class),
                        new ReaderSightings(targets));
        NewKeys.ToTarget toTarget = new NewKeys.ToTarget();
        DataStream<Tally> newKeys = sightings.partitionCustom(toTarget, toTarget)
                .transform("first sighting per key and worker, new keys per cell", TypeInformation.of(Tally.class),
                        new NewKeys());
        DataStream<Tally> cells = sightings.getSideOutput(ReaderSightings.TALLIES).union(newKeys);
        List<Tally> counted = new ArrayList<>();
        try (CloseableIterator<Tally> all = cells.executeAndCollect("checkpoint-report counts of " + options.events())) {
            all.forEachRemaining(counted::add);
        } catch (RuntimeException e) {
            throw unreadable(e, options);
        }
        return CountsTable.of(options, counted);
    }

    /** The events file's own refusal among the causes of {@code failure}, with its message alone; else the failure. */
    private static boolean named(Throwable cause, Class<? extends Exception> type) {
        return type.isInstance(cause) || cause instanceof SerializedThrowable serialized
                && type.getName().equals(serialized.getOriginalErrorClassName());
    }

    private static Exception unreadable(RuntimeException failure, CountOptions options) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (named(cause, CsvBytes.QuotedCsv.class)) {
                return new CsvBytes.QuotedCsv(options.events());
            }
            if (named(cause, CsvHeader.Unreadable.class)) {
                return new CountsTable.CountingFailed(cause.getMessage());
            }
        }
        return failure;
    }
}
