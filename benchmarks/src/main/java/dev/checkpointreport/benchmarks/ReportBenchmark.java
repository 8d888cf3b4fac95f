package dev.checkpointreport.benchmarks;

import dev.checkpointreport.pipeline.ListedScenario;
import dev.checkpointreport.pipeline.ReportPipeline;
import dev.checkpointreport.config.ConfigException;
import dev.checkpointreport.config.ConfigLoader;
import dev.checkpointreport.output.html.ReportTemplateException;
import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.run.ScenarioRun;
import dev.checkpointreport.uptodate.UpToDate;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
 * What the goal does for the example course once warm: {@code lesson} runs its lesson scenario (YAML to tables
 * and recovery in time), {@code lessonReport} runs it and writes its report (page rendered, report.json, assets)
 * through the goal's pipeline into a folder it replaces, and {@code courseSite} runs the course's three scenarios and writes their site as the goal
 * does (FreeMarker configured and the templates parsed afresh, the scenarios on every core). A build pays these cold, plus loading the classes; {@code benchmarks/scripts/goal-cost.sh}
 * measures that. Run from the repository's root, which holds {@code example-project/}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ReportBenchmark {
    private static final Path COURSE = Path.of("example-project");
    private static final List<Path> SCENARIOS = List.of(COURSE.resolve("scenarios/growth.yml"),
            COURSE.resolve("scenarios/hot-key.yml"), COURSE.resolve("scenarios/lesson.yml"));

    private String yaml;
    private ScenarioResult result;
    private Path folder;
    private Path site;

    @Setup
    public void setUp() throws ConfigException, IOException {
        yaml = Files.readString(COURSE.resolve("scenarios/lesson.yml"));
        result = lesson();
        Path temporary = Files.createTempDirectory("report-benchmark");
        folder = temporary.resolve("report");
        site = temporary.resolve("site");
    }

    @Benchmark
    public ScenarioResult lesson() throws ConfigException {
        return ScenarioRun.of(ConfigLoader.parse("lesson.yml", yaml));
    }

    @Benchmark
    public Path lessonReport() throws ConfigException, ReportTemplateException, IOException {
        return write(ReportPipeline.Request.report(new ListedScenario("lesson", COURSE.resolve("scenarios/lesson.yml")),
                folder.toFile()).basedir(COURSE.toFile()));
    }

    @Benchmark
    public Path courseSite() throws ConfigException, ReportTemplateException, IOException {
        List<ListedScenario> listed = SCENARIOS.stream()
                .map(file -> new ListedScenario(file.getFileName().toString().replace(".yml", ""), file)).toList();
        return write(ReportPipeline.Request.course(listed, site.toFile()).basedir(COURSE.toFile()));
    }

    /**
     * Writes what {@code request} asks through the goal's one pipeline, every time ({@code UpToDate.NEVER}), and
     * returns the folder written.
     */
    static Path write(ReportPipeline.Request.Builder request)
            throws ConfigException, ReportTemplateException, IOException {
        ReportPipeline.Request written = request.upToDate(UpToDate.NEVER).build();
        ReportPipeline.run(written, line -> { }, System.err::println);
        return written.output().toPath();
    }
}
