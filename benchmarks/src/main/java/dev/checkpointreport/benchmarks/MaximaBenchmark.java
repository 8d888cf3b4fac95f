package dev.checkpointreport.benchmarks;

import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.config.ConfigException;
import dev.checkpointreport.config.ConfigLoader;
import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.run.ScenarioRun;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The model at the documented maxima ({@link Maxima}), cold, in a 1 GB heap: one run per fresh JVM, as a
 * build pays it. {@link MaximaRun} times the whole report, page and JSON included, and its heap.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
@Fork(value = 1, jvmArgs = "-Xmx1g")
public class MaximaBenchmark {
    @Param({"false", "true"})
    public boolean timing;

    private CheckpointConfig config;

    @Setup
    public void setUp() throws ConfigException {
        config = ConfigLoader.parse("maxima.yml", Maxima.scenario(timing));
    }

    @Benchmark
    public ScenarioResult maxima() {
        return ScenarioRun.of(config);
    }
}
