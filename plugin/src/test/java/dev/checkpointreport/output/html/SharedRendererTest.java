package dev.checkpointreport.output.html;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.Reports;
import dev.checkpointreport.config.ConfigLoader;
import dev.checkpointreport.output.view.PageBuilder;
import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.run.ScenarioRun;
import dev.checkpointreport.parallel.InParallel;
import java.io.IOException;
import java.net.URI;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;

/** One renderer for every page of a site, prepared on its own thread, gives the pages a renderer each gives. */
@Isolated("asserts that no render thread is alive, which any other test rendering a page starts")
class SharedRendererTest {

    private static List<ScenarioResult> scenarios() throws Exception {
        return List.of(ScenarioRun.of(Lesson.config()),
                ScenarioRun.of(ConfigLoader.parse("timing.yml", Reports.timingYaml())),
                ScenarioRun.of(ConfigLoader.parse("half.yml", Lesson.yamlWith("probability: 0.75", "probability: 0.5"))));
    }

    @Test
    void pagesRenderedOnEveryCoreFromOnePreparedRendererAreThoseOfARendererEach() throws Exception {
        List<ScenarioResult> results = scenarios();
        List<String> alone = new ArrayList<>();
        for (ScenarioResult result : results) {
            try (PageRenderer html = new PageRenderer(new TemplateSources(null), RenderLimits.DEFAULT)) {
                alone.add(html.render(PageBuilder.of(result)));
            }
        }
        List<Integer> twelve = IntStream.range(0, 12).boxed().toList();

        List<String> shared;
        try (PageRenderer html = PageRenderer.prepare(new TemplateSources(null), RenderLimits.DEFAULT,
                PageRenderer.PAGE_TEMPLATES)) {
            shared = InParallel.map(twelve, i -> html.render(PageBuilder.of(results.get(i % 3))));
        }

        assertThat(alone.get(0)).contains("Checkpoint interval 6 is optimal");
        for (int i = 0; i < twelve.size(); i++) {
            assertThat(shared.get(i)).as("page %d", i).isEqualTo(alone.get(i % 3));
        }
    }

    @Test
    void closingTheRendererEndsTheThreadThatPreparesIt() {
        PageRenderer html = PageRenderer.prepare(new TemplateSources(null), RenderLimits.DEFAULT, List.of(PageRenderer.INDEX));

        html.close();

        assertThat(html.parsesAhead).isTrue();
        assertThat(Thread.getAllStackTraces().keySet()).noneMatch(t -> t.getName().startsWith("checkpoint-report-render")
                && t.isAlive());
    }

    @Test
    void thePagesTemplatesAreEveryBuiltInTemplateButTheCourseIndex() throws Exception {
        URI index = PageRenderer.class.getResource(TemplateSources.BUILT_IN + "/" + PageRenderer.INDEX).toURI();
        List<String> builtIn;
        if (index.getScheme().equals("jar")) {
            try (FileSystem jar = FileSystems.newFileSystem(index, Map.of())) {
                builtIn = templatesBeside(jar.provider().getPath(index));
            }
        } else {
            builtIn = templatesBeside(Path.of(index));
        }

        List<String> course = List.of(CourseIndexOutput.TEMPLATE, CourseIndexOutput.HISTORY_TEMPLATE);
        assertThat(builtIn).hasSize(17).containsAll(course);
        assertThat(PageRenderer.PAGE_TEMPLATES).first().isEqualTo(PageRenderer.INDEX);
        assertThat(PageRenderer.PAGE_TEMPLATES).doesNotHaveDuplicates()
                .containsExactlyInAnyOrderElementsOf(builtIn.stream().filter(t -> !course.contains(t)).toList());
    }

    private static List<String> templatesBeside(Path template) throws IOException {
        try (Stream<Path> files = Files.list(template.getParent())) {
            return files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".ftlh")).toList();
        }
    }

    @Test
    void aCoursesOwnTemplatesAreNotParsedAhead(@TempDir Path templates) {
        try (PageRenderer html = PageRenderer.prepare(new TemplateSources(templates), RenderLimits.DEFAULT,
                List.of(PageRenderer.INDEX))) {
            assertThat(html.parsesAhead).isFalse();
        }
    }
}
