package dev.checkpointreport.pipeline;

import dev.checkpointreport.config.ConfigException;
import dev.checkpointreport.folder.ReportFolder;
import dev.checkpointreport.gate.GateOutcome;
import dev.checkpointreport.output.Course;
import dev.checkpointreport.output.ReportOutput;
import dev.checkpointreport.output.html.Assets;
import dev.checkpointreport.output.html.PageOutput;
import dev.checkpointreport.output.html.ReportTemplateException;
import dev.checkpointreport.uptodate.ReportStamp;
import dev.checkpointreport.uptodate.UpToDate;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Writes every report, a single one or a course, in one step, through the pipeline's outputs
 * ({@link ReportPipeline#outputs}): a single report, a course of one scenario, is its report's {@code report.json},
 * {@code index.html} and {@code assets/} at the folder's root; a course is each scenario's report in the folder
 * named after it, and at the root {@code index.html}, {@code index.json} and the one {@code assets/} of the index
 * and every scenario's page ({@link Assets#SHARED}). The folder is judged by {@link ReportFolder}'s rule, the
 * plugin's own files being those the outputs declare ({@link OwnFiles}), and a killed run's report restored, when
 * the writer is opened, before any scenario is read; every output writes into the staging folder that replaces the
 * last report in one step, so a failing template or a refused asset leaves the last good report as it was.
 */
final class CourseWriter {
    private final ReportFolder output;
    private final List<ReportOutput> outputs;
    private final OwnFiles own;
    private final boolean single;

    private CourseWriter(ReportFolder output, List<ReportOutput> outputs, OwnFiles own, boolean single) {
        this.output = output;
        this.outputs = List.copyOf(outputs);
        this.own = own;
        this.single = single;
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
     * @param outputs every output the report is written by, in order, whose files are the plugin's own
     * @param single one scenario, its files at the folder's root; otherwise a course with an index
     */
    static CourseWriter open(Path outputDirectory, Path projectDirectory, List<Path> scenarioFiles,
            Path templateDirectory, List<ReportOutput> outputs, boolean single) throws IOException {
        OwnFiles own = new OwnFiles(outputs);
        ReportFolder output = ReportFolder.judgeKind(outputDirectory, projectDirectory, scenarioFiles, List.of(),
                templateDirectory, own::writes);
        output.recover();
        return new CourseWriter(output, outputs, own, single);
    }

    /** Refuses the folder when it is or holds one of {@code dataFiles} or a file the plugin did not write. */
    void judgeContents(List<Path> dataFiles) throws IOException {
        output.judgeContents(dataFiles);
    }

    /**
     * What the gate said of the report in the folder when {@code upToDate} keeps it: every file the outputs write
     * of its listed scenarios in place ({@link OwnFiles#required}), the folder holding exactly the files its marker
     * lists, unchanged, and its stamp made from the inputs {@code digest} makes of the stamp's data files; empty when
     * it is to be written.
     */
    Optional<GateOutcome> kept(UpToDate upToDate, List<ListedScenario> listed,
            Function<List<Path>, String> digest) throws IOException {
        return upToDate.kept(output, own.required(single, listed), digest);
    }

    /** The index page of the course in the folder. */
    Path index() {
        return output.path().resolve(PageOutput.INDEX_HTML);
    }

    /**
     * Replaces the folder with what the outputs write of {@code course}, those that write into it, keeps
     * {@code stamp} (when not {@code null}) in the marker so that the up-to-date check knows the report, and returns
     * the index page that was written, once {@code unchanged} holds under the folder's lock (its refusal is thrown
     * as it is). A page whose template fails is thrown as it is, the folder left as it was.
     * Files put into the folder while it was written are kept aside with the last report, which {@code warn} is told
     * in one line.
     */
    Path write(Course course, ReportStamp stamp, Consumer<String> warn, Unchanged unchanged)
            throws ReportTemplateException, ConfigException, IOException {
        try {
            output.replace(folder -> {
                try {
                    unchanged.check();
                } catch (ConfigException e) {
                    throw new Refused(e);
                }
                for (ReportOutput written : outputs) {
                    if (!written.outsideTheFolder()) {
                        written.write(course, folder);
                    }
                }
            }, stamp == null ? List.of() : stamp.lines()).ifPresent(warn);
        } catch (ReportTemplateException.Carried e) {
            throw e.failure();
        } catch (Refused e) {
            throw (ConfigException) e.getCause();
        }
        return index();
    }

    /** What must still hold once the folder is locked, before anything is written into it. */
    @FunctionalInterface
    interface Unchanged {
        void check() throws ConfigException;
    }

    /** An {@link Unchanged} refusal, carried out of the folder's replacement. */
    private static final class Refused extends IOException {
        private static final long serialVersionUID = 1L;

        Refused(ConfigException refusal) {
            super(refusal.getMessage(), refusal);
        }
    }

    /** Writes the outputs {@link ReportOutput#outsideTheFolder}, once the folder is replaced. */
    void writeOutside(Course course) throws IOException {
        for (ReportOutput written : outputs) {
            if (written.outsideTheFolder()) {
                written.write(course, output.path());
            }
        }
    }
}
