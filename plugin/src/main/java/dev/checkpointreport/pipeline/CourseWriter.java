package dev.checkpointreport.pipeline;

import dev.checkpointreport.folder.ReportFolder;
import dev.checkpointreport.gate.GateOutcome;
import dev.checkpointreport.output.html.Assets;
import dev.checkpointreport.output.html.PageRenderer;
import dev.checkpointreport.output.html.RenderLimits;
import dev.checkpointreport.output.html.ReportTemplateException;
import dev.checkpointreport.output.html.TemplateSources;
import dev.checkpointreport.output.json.IndexJson;
import dev.checkpointreport.output.view.CourseIndex;
import dev.checkpointreport.parallel.InParallel;
import dev.checkpointreport.run.SiteScenario;
import dev.checkpointreport.uptodate.ReportStamp;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Writes every report, a single one or a course site, in one step: a site of one scenario, a single report,
 * is its report's {@code report.json}, {@code index.html} and {@code assets/} at the folder's root; a course
 * site is each scenario's report in the folder named after it, and at the root {@code index.html},
 * {@code index.json} and the one {@code assets/} of the index and every scenario's page ({@link Assets#SHARED}). The folder is judged by
 * {@link ReportFolder}'s rule, and a killed run's site restored, when the writer is opened, before any
 * scenario is read; every page is rendered before the folder is replaced, so a refused scenario or a
 * failing template leaves the last good site as it was.
 */
public final class CourseWriter {
    public static final String INDEX_HTML = "index.html";
    public static final String INDEX_JSON = "index.json";
    static final String TEMPLATE = "site-index.ftlh";

    private final ReportFolder output;
    private final Path templateDirectory;
    private final RenderLimits limits;
    private final boolean single;
    /** Made when a page is to be written: an up-to-date site loads no class of FreeMarker. */
    private TemplateSources templates;

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
     * As {@link #open(Path, Path, List, List, Path, RenderLimits)} for a single report: one scenario, its files
     * at the folder's root, no index.
     */
    public static CourseWriter single(Path outputDirectory, Path projectDirectory, Path scenarioFile,
            List<Path> dataFiles, Path templateDirectory, RenderLimits limits) throws IOException {
        return open(outputDirectory, projectDirectory, List.of(scenarioFile), dataFiles, templateDirectory, limits,
                true);
    }

    /** As {@link #open(Path, Path, List, List, Path, RenderLimits)}, for scenarios that read no data file. */
    public static CourseWriter open(Path outputDirectory, Path projectDirectory, List<Path> scenarioFiles,
            Path templateDirectory, RenderLimits limits) throws IOException {
        return open(outputDirectory, projectDirectory, scenarioFiles, List.of(), templateDirectory, limits);
    }

    /**
     * Judges {@code outputDirectory} and restores the site a killed run left aside; writes nothing else.
     *
     * @param projectDirectory the project's folder, which the site never replaces, or {@code null}
     * @param scenarioFiles the scenario files, none of which the site may replace
     * @param dataFiles the data files the scenarios read, none of which the site may replace
     * @param templateDirectory a folder whose files override the built-in templates by name, or {@code null}
     */
    public static CourseWriter open(Path outputDirectory, Path projectDirectory, List<Path> scenarioFiles,
            List<Path> dataFiles, Path templateDirectory, RenderLimits limits) throws IOException {
        return open(outputDirectory, projectDirectory, scenarioFiles, dataFiles, templateDirectory, limits, false);
    }

    private static CourseWriter open(Path outputDirectory, Path projectDirectory, List<Path> scenarioFiles,
            List<Path> dataFiles, Path templateDirectory, RenderLimits limits, boolean single) throws IOException {
        ReportFolder output = ReportFolder.judge(outputDirectory, projectDirectory, scenarioFiles, dataFiles,
                templateDirectory, CourseWriter::writes);
        output.recover();
        return new CourseWriter(output, templateDirectory, limits, single);
    }

    /**
     * As {@link #open(Path, Path, List, List, Path, RenderLimits)} (or {@link #single} when {@code single}), leaving
     * what the folder holds to be judged by {@link #judgeContents}, once the data files are known, before anything is
     * written: an up-to-date site ({@link #stamp}) is known without finding the data files, and its files are read
     * once, to compare them with its listing.
     */
    public static CourseWriter deferred(Path outputDirectory, Path projectDirectory, List<Path> scenarioFiles,
            Path templateDirectory, RenderLimits limits, boolean single) throws IOException {
        ReportFolder output = ReportFolder.judgeKind(outputDirectory, projectDirectory, scenarioFiles, List.of(),
                templateDirectory, CourseWriter::writes);
        output.recover();
        return new CourseWriter(output, templateDirectory, limits, single);
    }

    /**
     * Whether the plugin writes a file at {@code path} of a report's or a site's folder ({@code /} between names):
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
            return name.equals(INDEX_HTML) || name.equals(INDEX_JSON) || name.equals(ReportFiles.REPORT_JSON);
        }
        return ScenarioList.isFolderOfItsOwn(path.substring(0, slash))
                && (name.equals(ReportFiles.INDEX_HTML) || name.equals(ReportFiles.REPORT_JSON));
    }

    /** Refuses the folder when it is or holds one of {@code dataFiles} or a file the plugin did not write. */
    public void judgeContents(List<Path> dataFiles) throws IOException {
        output.judgeContents(dataFiles);
    }


    /**
     * What the gate said of the site in the folder, when that site was made from {@code inputs}, its index and
     * every listed scenario's report are in place, and the folder holds exactly the files its marker lists,
     * unchanged; empty when it must be written.
     */
    public Optional<GateOutcome> upToDate(String inputs, List<ListedScenario> listed) throws IOException {
        Optional<ReportStamp> stamp = stamp(listed);
        return stamp.isPresent() && stamp.get().inputs().equals(inputs) ? Optional.of(stamp.get().outcome())
                : Optional.empty();
    }

    /**
     * The stamp of the site in the folder, when its index and every listed scenario's report are in place and the
     * folder holds exactly the files its marker lists, unchanged; empty when it must be written. Whether it was
     * made from this build's inputs is the caller's to compare ({@link #upToDate}).
     */
    public Optional<ReportStamp> stamp(List<ListedScenario> listed) throws IOException {
        List<String> files = new ArrayList<>();
        files.add(INDEX_HTML);
        files.add(single ? ReportFiles.REPORT_JSON : INDEX_JSON);
        if (!single) {
            for (ListedScenario scenario : listed) {
                files.add(scenario.name() + "/" + ReportFiles.REPORT_JSON);
                files.add(scenario.name() + "/" + ReportFiles.INDEX_HTML);
            }
        }
        Optional<List<String>> lines = output.whole(files);
        return lines.isPresent() ? ReportStamp.parse(lines.get()) : Optional.empty();
    }

    /** Whether the folder holds a site this plugin stamped with its inputs, which {@link #upToDate} may keep. */
    public boolean stamped() throws IOException {
        return output.stamped();
    }

    /** The index page of the site in the folder. */
    public Path index() {
        return output.path().resolve(INDEX_HTML);
    }

    /**
     * A renderer for {@link ScenarioPage#render} and {@link #write} that loads FreeMarker and parses the built-in
     * templates on a thread of its own from now on, while the caller goes on; close it when the site is written.
     */
    public PageRenderer prepare() {
        List<String> parsed = new ArrayList<>(PageRenderer.PAGE_TEMPLATES);
        if (!single) {
            parsed.add(TEMPLATE);
        }
        return PageRenderer.prepare(templates(), limits, parsed, single ? Assets.OWN : Assets.SHARED);
    }

    /**
     * Replaces the folder with the site of the scenarios whose pages {@code html} rendered, their files named
     * relative to {@code basedir}, keeps {@code stamp} (when not {@code null}) at the site's root, so that
     * {@link #upToDate} knows the site, and returns the index page that was written. Files put into the folder while
     * it was written are kept aside with the last site, which {@code warn} is told in one line.
     */
    public Path write(PageRenderer html, List<ScenarioPage> pages, Path basedir, ReportStamp stamp, Consumer<String> warn)
            throws ReportTemplateException, IOException {
        List<SiteScenario> scenarios = pages.stream().map(ScenarioPage::scenario).toList();
        List<String> rendered = new ArrayList<>();
        for (ScenarioPage page : pages) {
            rendered.add(page.page());
        }
        Assets assets = Assets.read(templates());
        if (single) {
            ReportFiles files = ReportFiles.of(scenarios.get(0).result(), rendered.get(0));
            output.replace(folder -> {
                files.writeInto(folder);
                assets.copyInto(folder, scenarios.get(0).result().measured() != null);
            }, lines(stamp)).ifPresent(warn);
            return index();
        }
        String index = html.render(TEMPLATE, "site", CourseIndex.of(scenarios, basedir));
        // each scenario's folder, then the site's own files: written on every core, as the pages were rendered
        List<ReportFolder.Contents> parts = new ArrayList<>();
        for (int i = 0; i < scenarios.size(); i++) {
            ReportFiles files = ReportFiles.of(scenarios.get(i).result(), rendered.get(i));
            String name = scenarios.get(i).name();
            parts.add(folder -> files.writeInto(Files.createDirectories(folder.resolve(name))));
        }
        parts.add(folder -> {
            IndexJson.write(scenarios, basedir, folder.resolve(INDEX_JSON));
            Files.writeString(folder.resolve(INDEX_HTML), index, StandardCharsets.UTF_8);
            assets.copyInto(folder, measures(scenarios));
        });
        output.replace(folder -> InParallel.map(parts, part -> {
            part.writeInto(folder);
            return part;
        }), lines(stamp)).ifPresent(warn);
        return index();
    }

    /** Whether a scenario of the site has the section Measured, whose script the site's assets then hold. */
    private static boolean measures(List<SiteScenario> scenarios) {
        for (SiteScenario scenario : scenarios) {
            if (scenario.result().measured() != null) {
                return true;
            }
        }
        return false;
    }

    private static List<String> lines(ReportStamp stamp) {
        return stamp == null ? List.of() : stamp.lines();
    }
}
