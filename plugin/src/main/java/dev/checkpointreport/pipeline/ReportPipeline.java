package dev.checkpointreport.pipeline;

import dev.checkpointreport.config.ComposedScenario;
import dev.checkpointreport.config.ConfigException;
import dev.checkpointreport.gate.GateOutcome;
import dev.checkpointreport.output.BuildHistory;
import dev.checkpointreport.output.Course;
import dev.checkpointreport.output.CourseScenario;
import dev.checkpointreport.output.ReportOutput;
import dev.checkpointreport.output.html.CourseIndexOutput;
import dev.checkpointreport.output.html.CoursePages;
import dev.checkpointreport.output.html.PageOutput;
import dev.checkpointreport.output.html.RenderLimits;
import dev.checkpointreport.output.html.ReportTemplateException;
import dev.checkpointreport.output.json.HistoryJson;
import dev.checkpointreport.output.json.HistoryOutput;
import dev.checkpointreport.output.json.IndexJsonOutput;
import dev.checkpointreport.output.json.ReportJsonOutput;
import dev.checkpointreport.output.markdown.StepSummaryOutput;
import dev.checkpointreport.parallel.InParallel;
import dev.checkpointreport.run.ScenarioRun;
import dev.checkpointreport.uptodate.ReportInputs;
import dev.checkpointreport.uptodate.ReportStamp;
import dev.checkpointreport.uptodate.UpToDate;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The one write path of every goal that writes (the build's goal, {@code report-aggregate} and the {@code report}
 * of {@code mvn site}): the folder judged, up to date? (then the gate's kept outcome), every scenario run on every
 * core, each run's verdict, the report or course written in one step with the stamp of its inputs by every output
 * ({@link #outputs}), each making its own files, the step summary last; it returns the gate's outcome for the goal
 * to say.
 * A single report is a course of one, its files at the folder's root.
 */
public final class ReportPipeline {

    /**
     * What a goal writes, and how the gate treats a failing check: made by {@link #report} or {@link #course}, every
     * other setting its goal's default unless the {@link Builder} says otherwise.
     *
     * @param single one scenario, its report at the folder's root; otherwise a course with an index
     * @param basedir the project's folder: the report never replaces it, and messages name files relative to it
     * @param templateDirectory the course's templates, or {@code null} for the built-in ones
     * @param inputs what the digest of the inputs holds besides the scenarios, their data and the templates; the
     *     digest is kept with the report, and made only when a stamped report may be kept or a report is written
     * @param upToDate whether a report in the folder may be kept ({@code UpToDate.NEVER} for {@code force})
     * @param failsBuild whether a failing check fails the build; otherwise it is a warning ending in {@code passedOver}
     * @param stepSummary the file a written report's step summary is appended to, as {@code GITHUB_STEP_SUMMARY}
     *     names it; {@code null} for none
     * @param limits what rendering a page may take before its template is judged runaway
     * @param history the previous history a course's build appends to, and this build's facts
     */
    public record Request(List<ListedScenario> listed, boolean single, File output, File basedir,
                          File templateDirectory, ReportInputs.Settings inputs, UpToDate upToDate,
                          boolean failsBuild, String passedOver, String stepSummary, RenderLimits limits,
                          HistoryRequest history) {

        /** The report of one scenario, its files at the root of {@code output}. */
        public static Builder report(ListedScenario scenario, File output) {
            return new Builder(List.of(scenario), true, output);
        }

        /** The course of {@code listed}, in their order, each scenario's report in its folder of {@code output}. */
        public static Builder course(List<ListedScenario> listed, File output) {
            return new Builder(List.copyOf(listed), false, output);
        }

        /**
         * The rest of a request, each setting a goal's default until it is set: no project folder, the built-in
         * templates, the digest's settings those of a goal named {@code report} or {@code course} with no plugin
         * descriptor, a report whose stamp matches its inputs kept ({@code UpToDate.STAMPED}), a failing check
         * failing the build, no step summary, and {@code RenderLimits.DEFAULT}.
         */
        public static final class Builder {
            private final List<ListedScenario> listed;
            private final boolean single;
            private final File output;
            private File basedir;
            private File templateDirectory;
            private ReportInputs.Settings inputs;
            private UpToDate upToDate = UpToDate.STAMPED;
            private boolean failsBuild = true;
            private String passedOver = "";
            private String stepSummary;
            private RenderLimits limits = RenderLimits.DEFAULT;
            private HistoryRequest history;

            private Builder(List<ListedScenario> listed, boolean single, File output) {
                this.listed = listed;
                this.single = single;
                this.output = output;
            }

            /** The project's folder, which the report never replaces and messages name files relative to. */
            public Builder basedir(File basedir) {
                this.basedir = basedir;
                return this;
            }

            /** The course's templates, {@code null} for the built-in ones. */
            public Builder templateDirectory(File templateDirectory) {
                this.templateDirectory = templateDirectory;
                return this;
            }

            /** What the inputs' digest holds besides the scenarios, their data and the templates. */
            public Builder inputs(ReportInputs.Settings inputs) {
                this.inputs = inputs;
                return this;
            }

            /** Whether a report in the folder may be kept ({@code UpToDate.NEVER} for {@code force}). */
            public Builder upToDate(UpToDate upToDate) {
                this.upToDate = upToDate;
                return this;
            }

            /** A failing check does not fail the build: it is a warning ending in {@code passedOver}, saying why. */
            public Builder passedOver(String passedOver) {
                this.failsBuild = false;
                this.passedOver = passedOver;
                return this;
            }

            /** The file a written report's step summary is appended to; {@code null} for none. */
            public Builder stepSummary(String stepSummary) {
                this.stepSummary = stepSummary;
                return this;
            }

            /** What rendering a page may take before its template is judged runaway. */
            public Builder limits(RenderLimits limits) {
                this.limits = limits;
                return this;
            }

            /**
             * The previous history a course's build appends to, and this build's facts; without it, the course's
             * history is this build alone, at the time it is written, of no known commit.
             */
            public Builder history(HistoryRequest history) {
                this.history = history;
                return this;
            }

            /** The request, with the settings given and the defaults for the rest. */
            public Request build() {
                ReportInputs.Settings settings = inputs != null ? inputs
                        : new ReportInputs.Settings(single ? "report" : "course", failsBuild, null);
                return new Request(listed, single, output, basedir, templateDirectory, settings, upToDate, failsBuild,
                        passedOver, stepSummary, limits, history);
            }
        }
    }

    /**
     * What the pipeline did.
     *
     * @param outcome what the gate says, written now or kept with an up-to-date report
     * @param written the scenarios whose reports were written, in order; none when the report was kept
     */
    public record Done(GateOutcome outcome, List<CourseScenario> written) {
    }

    private ReportPipeline() {
    }

    /**
     * Writes the report or the course, or keeps it when up to date, saying which to {@code info}, and to {@code warn}
     * where files put into the folder while it was written were kept aside with the last report. An up-to-date
     * report is known without reading a scenario's YAML: its stamp names the data files the scenarios read, whose
     * names follow from the scenarios' bytes that the digest holds, and no template is loaded.
     */
    public static Done run(Request request, Consumer<String> info, Consumer<String> warn)
            throws ConfigException, ReportTemplateException, IOException {
        return run(request, List.of(), info, warn);
    }

    /** As {@link #run(Request, Consumer, Consumer)}, written by {@code more} outputs after the pipeline's own. */
    static Done run(Request request, List<ReportOutput> more, Consumer<String> info, Consumer<String> warn)
            throws ConfigException, ReportTemplateException, IOException {
        Path base = request.basedir() == null ? null : request.basedir().toPath();
        List<Path> files = new ArrayList<>();
        for (ListedScenario scenario : request.listed()) {
            files.add(scenario.file());
        }
        Path templates = request.templateDirectory() == null ? null : request.templateDirectory().toPath();
        try (CoursePages pages = new CoursePages(templates, request.limits(), request.single())) {
            List<ReportOutput> outputs = new ArrayList<>(outputs(pages, request.stepSummary(), warn));
            outputs.addAll(more);
            // what the folder holds is judged below, with the data files, which only a report that is written reads
            CourseWriter writer = CourseWriter.open(request.output().toPath(), base, files, templates, outputs,
                    request.single());
            // a build that names a previous history is a new point of it: never up to date
            boolean appends = request.history() != null && request.history().file() != null;
            Optional<GateOutcome> kept = writer.kept(appends ? UpToDate.NEVER : request.upToDate(), request.listed(),
                    data -> digest(request, data, List.of()));
            if (kept.isPresent()) {
                info.accept(request.single() ? "Checkpoint report " + writer.index() + " is up to date: the scenario,"
                        + " templates, parameters and plugin are unchanged (-Dcheckpoint.force=true writes it again)."
                        : "Checkpoint course " + writer.index() + " is up to date: its " + count(files.size())
                        + ", templates, parameters and plugin are unchanged (-Dcheckpoint.force=true writes it"
                        + " again).");
                return new Done(kept.get(), List.of());
            }
            // FreeMarker loads while every scenario is read and composed, once, on every core; the folder is judged
            // with the data files they name, and the inputs' digest made from the bytes read, before any scenario
            // reads its data and runs
            pages.prepare();
            HistoryRequest history = request.history() != null ? request.history() : HistoryRequest.none(Instant.now());
            BuildHistory previous = request.single() ? BuildHistory.NONE : history.read();
            List<Composed> composed = InParallel.map(request.listed(), Composed::of);
            List<Path> data = new ArrayList<>();
            List<byte[]> read = new ArrayList<>();
            for (Composed scenario : composed) {
                data.addAll(scenario.dataFiles());
                read.add(scenario.bytes());
            }
            writer.judgeContents(data);
            Stamped inputs = new Stamped(digest(request, data, read), data);
            List<CourseScenario> ran = InParallel.map(composed, c -> c.run(base));
            BuildHistory course = request.single() ? BuildHistory.NONE : HistoryJson.appended(previous,
                    HistoryJson.build(ran, history.when(), history.commit(), history.branch()));
            return written(request, writer, new Course(request.single(), ran, base, data, templates, course,
                    history.base()), inputs, request.single() ? () -> { } : () -> history.unchanged(base), info, warn);
        }
    }

    /** A listed scenario read and composed, or why it could not be, said when the scenarios run, in their order. */
    private record Composed(ListedScenario listed, ComposedScenario scenario, ConfigException failure) {
        static Composed of(ListedScenario listed) {
            try {
                return new Composed(listed, ComposedScenario.read(listed.file()), null);
            } catch (ConfigException e) {
                return new Composed(listed, null, e);
            }
        }

        List<Path> dataFiles() {
            return scenario == null ? List.of() : scenario.dataFiles();
        }

        byte[] bytes() {
            return scenario == null ? null : scenario.bytes();
        }

        /** Runs the scenario, the verdict naming its file relative to {@code base}. */
        CourseScenario run(Path base) throws ConfigException {
            if (failure != null) {
                throw failure;
            }
            return new CourseScenario(listed.name(), listed.file(), ScenarioRun.of(scenario, base), listed.module());
        }
    }

    /** The digest of the inputs and the data files it was made from, to stamp the report with. */
    private record Stamped(String inputs, List<Path> data) {
    }

    private static Done written(Request request, CourseWriter writer, Course course, Stamped inputs,
            CourseWriter.Unchanged unchanged, Consumer<String> info, Consumer<String> warn)
            throws ReportTemplateException, ConfigException, IOException {
        List<GateOutcome.Named> judged = new ArrayList<>();
        for (CourseScenario scenario : course.scenarios()) {
            judged.add(new GateOutcome.Named(request.single() ? null : scenario.name(), scenario.result().verdict()));
        }
        GateOutcome outcome = GateOutcome.of(judged, request.failsBuild(), request.passedOver());
        Path index = writer.write(course, new ReportStamp(inputs.inputs(), inputs.data(), outcome), warn, unchanged);
        info.accept(request.single() ? "Checkpoint report: " + index
                : "Checkpoint course of " + count(course.scenarios().size()) + " written to " + index);
        writer.writeOutside(course);
        return new Done(outcome, course.scenarios());
    }

    /**
     * Every output of a report, the one place a new one is added: those that write into the folder, in one step
     * before it replaces the last report, each page rendered with {@code pages}, then the step summary, appended to
     * {@code stepSummary} (when not {@code null}) once the folder is replaced, which tells {@code warn} when it
     * cannot be.
     */
    public static List<ReportOutput> outputs(CoursePages pages, String stepSummary, Consumer<String> warn) {
        return List.of(new ReportJsonOutput(), new PageOutput(pages), new IndexJsonOutput(PageOutput.INDEX_HTML),
                new HistoryOutput(), new CourseIndexOutput(pages), new StepSummaryOutput(stepSummary, warn));
    }

    /**
     * The digest of the inputs of a report made from {@code read} and {@code data}: the data files the scenarios name
     * ({@code config.DataFiles}), in order, and the scenarios' bytes as the pipeline read them, in the listed order,
     * {@code null} for one it could not read; empty when it read none, and every scenario enters by its file as it is
     * now.
     */
    private static String digest(Request request, List<Path> data, List<byte[]> read) {
        List<File> files = new ArrayList<>();
        for (ListedScenario scenario : request.listed()) {
            files.add(scenario.file().toFile());
        }
        return request.inputs().digest(files, read, data, request.templateDirectory());
    }

    private static String count(int scenarios) {
        return scenarios + (scenarios == 1 ? " scenario" : " scenarios");
    }
}
