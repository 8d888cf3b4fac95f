package dev.checkpointreport.benchmarks;

import dev.checkpointreport.config.ConfigException;
import dev.checkpointreport.config.ConfigLoader;
import dev.checkpointreport.report.ReportWriter;
import dev.checkpointreport.report.html.ReportTemplateException;
import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.run.ScenarioRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
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
 * What the goal does for the example course once warm: {@code lesson} runs its scenario (YAML to tables and
 * recovery in time) and {@code lessonReport} writes its report (page rendered, report.json, assets) into a
 * folder it replaces. A build pays these cold, plus loading the classes; {@code benchmarks/scripts/goal-cost.sh}
 * measures that. Run from the repository's root, which holds {@code example-project/}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ReportBenchmark {
    private String yaml;
    private ScenarioResult result;
    private Path folder;

    @Setup
    public void setUp() throws ConfigException, IOException {
        yaml = Files.readString(Path.of("example-project/checkpoint-report.yml"));
        result = lesson();
        folder = Files.createTempDirectory("report-benchmark").resolve("report");
    }

    @Benchmark
    public ScenarioResult lesson() throws ConfigException {
        return ScenarioRun.of(ConfigLoader.parse("checkpoint-report.yml", yaml));
    }

    @Benchmark
    public Path lessonReport() throws ReportTemplateException, IOException {
        ReportWriter.open(folder, null, null, null).write(result);
        return folder;
    }
}
