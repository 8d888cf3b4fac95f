package dev.checkpointreport.benchmarks;

import dev.checkpointreport.parallel.InParallel;
import dev.checkpointreport.pipeline.ReportPipeline;
import dev.checkpointreport.pipeline.CourseWriter;
import dev.checkpointreport.config.ConfigException;
import dev.checkpointreport.config.ConfigLoader;
import dev.checkpointreport.output.Course;
import dev.checkpointreport.output.CourseScenario;
import dev.checkpointreport.output.html.CoursePages;
import dev.checkpointreport.output.html.RenderLimits;
import dev.checkpointreport.output.html.ReportTemplateException;
import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.run.ScenarioRun;
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
 * and recovery in time), {@code lessonReport} writes its report (page rendered, report.json, assets) into a
 * folder it replaces, and {@code courseSite} runs the course's three scenarios and writes their site as the goal
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
    public Path lessonReport() throws ReportTemplateException, IOException {
        Path lesson = COURSE.resolve("scenarios/lesson.yml");
        return write(folder, List.of(lesson), new Course(true, List.of(new CourseScenario("lesson", lesson, result)),
                COURSE, List.of(), null));
    }

    @Benchmark
    public Path courseSite() throws ConfigException, ReportTemplateException, IOException {
        List<CourseScenario> scenarios = InParallel.map(SCENARIOS, file -> new CourseScenario(
                file.getFileName().toString().replace(".yml", ""), file, ScenarioRun.of(file)));
        return write(site, SCENARIOS, new Course(false, scenarios, COURSE, List.of(), null));
    }

    /**
     * Writes {@code course}, read from {@code scenarios}, into {@code output} through every output, as the pipeline
     * does, with no stamp.
     */
    static Path write(Path output, List<Path> scenarios, Course course) throws ReportTemplateException, IOException {
        try (CoursePages pages = new CoursePages(null, RenderLimits.DEFAULT, course.single())) {
            CourseWriter writer = CourseWriter.open(output, course.basedir(), scenarios, null,
                    ReportPipeline.outputs(pages, null, System.err::println), course.single());
            writer.judgeContents(List.of());
            return writer.write(course, null, System.err::println);
        }
    }
}
