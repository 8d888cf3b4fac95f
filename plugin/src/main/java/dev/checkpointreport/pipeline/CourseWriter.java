package dev.checkpointreport.pipeline;

import dev.checkpointreport.folder.ReportFolder;
import dev.checkpointreport.gate.GateOutcome;
import dev.checkpointreport.output.RenderedCourse;
import dev.checkpointreport.output.ReportOutput;
import dev.checkpointreport.output.html.Assets;
import dev.checkpointreport.output.html.CourseIndexOutput;
import dev.checkpointreport.output.html.PageOutput;
import dev.checkpointreport.output.html.PageRenderer;
import dev.checkpointreport.output.html.RenderLimits;
import dev.checkpointreport.output.html.ReportTemplateException;
import dev.checkpointreport.output.html.TemplateSources;
import dev.checkpointreport.output.json.IndexJsonOutput;
import dev.checkpointreport.output.json.ReportJsonOutput;
import dev.checkpointreport.uptodate.ReportStamp;
import dev.checkpointreport.uptodate.UpToDate;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Writes every report, a single one or a course, in one step, through the pipeline's outputs
 * ({@link ReportPipeline#outputs}): a single report, a course of one scenario, is its report's {@code report.json},
 * {@code index.html} and {@code assets/} at the folder's root; a course is each scenario's report in the folder
 * named after it, and at the root {@code index.html}, {@code index.json} and the one {@code assets/} of the index
 * and every scenario's page ({@link Assets#SHARED}). The folder is judged by {@link ReportFolder}'s rule, and a
 * killed run's report restored, when the writer is opened, before any scenario is read; every page is rendered
 * before the folder is replaced, so a refused scenario or a failing template leaves the last good report as it was.
 */
public final class CourseWriter {
    private final ReportFolder output;
    private final Path templateDirectory;
    private final RenderLimits limits;
    private final boolean single;
    /** Made when a page is to be written: an up-to-date report loads no class of FreeMarker. */
    private TemplateSources templates;

    /** A course rendered in memory, and the assets its pages share, read before the folder is replaced. */
    public record Ready(RenderedCourse course, Assets assets) {
    }

    private CourseWriter(ReportFolder output, Path templateDirectory, RenderLimits limits, boolean single) {
        this.output = output;
        this.templateDirectory = templateDirectory;
        this.limits = limits;
        this.single = single;
    }

    private TemplateSources templates() {
        if (templates == null) {
            templates = new TemplateSources(templateDirectory);
        }
        return templates;
    }

    /**
     * Judges the kind of {@code outputDirectory} and restores the report a killed run left aside, leaving what the
     * folder holds to be judged by {@link #judgeContents}, once the data files are known, before anything is
     * written: an up-to-date report ({@link #kept}) is known without finding the data files, and its files are read
     * once, to compare them with its listing.
     *
     * @param projectDirectory the project's folder, which the report never replaces, or {@code null}
     * @param scenarioFiles the scenario files, none of which the report may replace
     * @param templateDirectory a folder whose files override the built-in templates by name, or {@code null}
     * @param single one scenario, its files at the folder's root; otherwise a course with an index
     */
    public static CourseWriter open(Path outputDirectory, Path projectDirectory, List<Path> scenarioFiles,
            Path templateDirectory, RenderLimits limits, boolean single) throws IOException {
        ReportFolder output = ReportFolder.judgeKind(outputDirectory, projectDirectory, scenarioFiles, List.of(),
                templateDirectory, CourseWriter::writes);
        output.recover();
        return new CourseWriter(output, templateDirectory, limits, single);
    }

    /**
     * Whether the plugin writes a file at {@code path} of a report's or a course's folder ({@code /} between names):
     * {@code index.html}, {@code report.json} and {@code index.json} at the root, the files of {@code assets/}
     * ({@link Assets#NAMES}, which a template folder overrides by name), and a scenario's {@code index.html} and
     * {@code report.json} in a folder of its own. A marker that lists any other path is not the plugin's.
     */
    public static boolean writes(String path) {
        if (path.startsWith(Assets.OWN)) {
            return Assets.NAMES.contains(path.substring(Assets.OWN.length()));
        }
        int slash = path.indexOf('/');
        String name = path.substring(path.lastIndexOf('/') + 1);
        if (slash < 0) {
            return name.equals(PageOutput.INDEX_HTML) || name.equals(IndexJsonOutput.INDEX_JSON)
                    || name.equals(ReportJsonOutput.REPORT_JSON);
        }
        return ScenarioList.isFolderOfItsOwn(path.substring(0, slash))
                && (name.equals(PageOutput.INDEX_HTML) || name.equals(ReportJsonOutput.REPORT_JSON));
    }

    /** Refuses the folder when it is or holds one of {@code dataFiles} or a file the plugin did not write. */
    public void judgeContents(List<Path> dataFiles) throws IOException {
        output.judgeContents(dataFiles);
    }


    /**
     * What the gate said of the report in the folder when {@code upToDate} keeps it: its index and every listed
     * scenario's report in place, the folder holding exactly the files its marker lists, unchanged, and its stamp
     * made from the inputs {@code digest} makes of the stamp's data files; empty when it is to be written.
     */
    public Optional<GateOutcome> kept(UpToDate upToDate, List<ListedScenario> listed,
            Function<List<Path>, String> digest) throws IOException {
        List<String> files = new ArrayList<>();
        files.add(PageOutput.INDEX_HTML);
        files.add(single ? ReportJsonOutput.REPORT_JSON : IndexJsonOutput.INDEX_JSON);
        if (!single) {
            for (ListedScenario scenario : listed) {
                files.add(scenario.name() + "/" + ReportJsonOutput.REPORT_JSON);
                files.add(scenario.name() + "/" + PageOutput.INDEX_HTML);
            }
        }
        return upToDate.kept(output, files, digest);
    }

    /** The index page of the course in the folder. */
    public Path index() {
        return output.path().resolve(PageOutput.INDEX_HTML);
    }

    /**
     * A renderer for {@link ScenarioPage#render} and {@link #render} that loads FreeMarker and parses the built-in
     * templates on a thread of its own from now on, while the caller goes on; close it when the course is written.
     */
    public PageRenderer prepare() {
        List<String> parsed = new ArrayList<>(PageRenderer.PAGE_TEMPLATES);
        if (!single) {
            parsed.add(CourseIndexOutput.TEMPLATE);
        }
        return PageRenderer.prepare(templates(), limits, parsed, single ? Assets.OWN : Assets.SHARED);
    }

    /**
     * The course of the scenarios whose pages {@code html} rendered, their files named relative to {@code basedir},
     * having read {@code data}: a page whose template failed, a refused asset or a failing index template is thrown
     * here, before anything is written.
     */
    public Ready render(PageRenderer html, List<ScenarioPage> pages, Path basedir, List<Path> data)
            throws ReportTemplateException, IOException {
        List<RenderedCourse.Rendered> rendered = new ArrayList<>();
        for (ScenarioPage page : pages) {
            rendered.add(new RenderedCourse.Rendered(page.scenario(), page.page()));
        }
        Assets assets = Assets.read(templates());
        String index = single ? null : CourseIndexOutput.render(html,
                rendered.stream().map(RenderedCourse.Rendered::scenario).toList(), basedir);
        return new Ready(new RenderedCourse(single, rendered, index, basedir, data, templateDirectory), assets);
    }

    /**
     * Replaces the folder with what {@code outputs} write of {@code course}, those that write into it, keeps
     * {@code stamp} (when not {@code null}) in the marker so that the up-to-date check knows the report, and returns
     * the index page that was written. Files put into the folder while it was written are kept aside with the last
     * report, which {@code warn} is told in one line.
     */
    public Path write(RenderedCourse course, List<ReportOutput> outputs, ReportStamp stamp, Consumer<String> warn)
            throws IOException {
        output.replace(folder -> {
            for (ReportOutput written : outputs) {
                if (!written.outsideTheFolder()) {
                    written.write(course, folder);
                }
            }
        }, stamp == null ? List.of() : stamp.lines()).ifPresent(warn);
        return index();
    }

    /** The report's folder, which an output {@link ReportOutput#outsideTheFolder} is handed once it is replaced. */
    public Path folder() {
        return output.path();
    }
}
