package dev.checkpointreport.benchmarks;

import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.config.ConfigException;
import dev.checkpointreport.config.ConfigLoader;
import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.model.RecoveryModel;
import dev.checkpointreport.model.RowCounts;
import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.run.ScenarioRun;
import dev.checkpointreport.source.MeterStream;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the model adds to a build at the scale: 20,000 subscribers × 120 periods, swept over
 * 'none' and intervals 1..120, 16 workers. {@code countStream} counts the 2.4 million rows (without
 * making them), {@code sweep} runs every table on the counts, {@code wholeModel} does both, and
 * {@code wholeModelWithTiming} adds the recovery in time.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar} (add {@code -bm ss -wi 0 -i 1 -f 5} for
 * the first, cold run in a fresh JVM, which is what a build pays).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(2)
public class SweepBenchmark {

    private CheckpointConfig config;
    private CheckpointConfig timedConfig;
    private RowCounts counts;

    @Setup
    public void setUp() throws ConfigException {
        String intervals = IntStream.rangeClosed(1, 120).mapToObj(Integer::toString)
                .collect(Collectors.joining(", ", "[none, ", "]"));
        String scenario = String.join("\n",
                "source: {seed: 20260218, subscribers: 20000, periods: 2026-01..2035-12}",
                "failure: {period: 2030-09, probabilities: [1.0, 0.75, 0.5, 0.25]}",
                "checkpoint: {intervals: " + intervals + ", stateRows: 20000}",
                "workers: 16",
                "decision: {interval: 6, probability: 0.75}",
                "");
        config = ConfigLoader.parse("benchmark.yml", scenario);
        timedConfig = ConfigLoader.parse("benchmark-timing.yml", scenario + Maxima.TIMING);
        counts = count();
    }

    private RowCounts count() {
        return MeterStream.count(config.seed(), config.subscribers(), config.periods().size(), config.workers());
    }

    @Benchmark
    public RowCounts countStream() {
        return count();
    }

    @Benchmark
    public Analysis sweep() {
        return RecoveryModel.analyse(counts, config.scenario());
    }

    @Benchmark
    public Analysis wholeModel() {
        return ScenarioRun.tables(config);
    }

    /** The same with the recovery in time: every interval × failure period × worker, and the exact gate. */
    @Benchmark
    public ScenarioResult wholeModelWithTiming() {
        return ScenarioRun.of(timedConfig);
    }
}
