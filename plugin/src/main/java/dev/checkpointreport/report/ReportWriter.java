package dev.checkpointreport.report;

import dev.checkpointreport.report.html.RenderLimits;
import dev.checkpointreport.report.html.ReportTemplateException;
import dev.checkpointreport.report.html.TemplateSources;
import dev.checkpointreport.run.ScenarioResult;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Writes a run's result as the files of the report, all at once: {@code report.json}, {@code index.html}
 * and its {@code assets/}. The folder is judged, and a killed run's report restored, when the writer is
 * opened, before the scenario is read; so a refused scenario still finds the last good report in place.
 */
public final class ReportWriter {
    public static final String REPORT_JSON = "report.json";
    public static final String INDEX_HTML = "index.html";

    private final ReportFolder output;
    private final Path templateDirectory;
    private final RenderLimits limits;

    private ReportWriter(ReportFolder output, Path templateDirectory, RenderLimits limits) {
        this.output = output;
        this.templateDirectory = templateDirectory;
        this.limits = limits;
    }

    /**
     * Judges {@code outputDirectory} by {@link ReportFolder}'s rule and restores the report a killed run
     * left aside. Nothing else is written until {@link #write}.
     *
     * @param projectDirectory the project's folder, which the report never replaces, or {@code null}
     * @param configFile the scenario file, which the report never replaces, or {@code null}
     * @param templateDirectory a folder whose files override the built-in templates by name, or {@code null}
     * @throws ReportFolderException when the folder is not the plugin's to replace
     */
    public static ReportWriter open(Path outputDirectory, Path projectDirectory, Path configFile,
            Path templateDirectory) throws IOException {
        return open(outputDirectory, projectDirectory, configFile, templateDirectory, RenderLimits.DEFAULT);
    }

    /** As {@link #open(Path, Path, Path, Path)}, with the given limits on rendering (tests lower them). */
    public static ReportWriter open(Path outputDirectory, Path projectDirectory, Path configFile,
            Path templateDirectory, RenderLimits limits) throws IOException {
        return open(outputDirectory, projectDirectory, configFile, List.of(), templateDirectory, limits);
    }

    /**
     * As {@link #open(Path, Path, Path, Path, RenderLimits)}, with the data files the scenario reads, which the
     * report never replaces either: the scenario is read after the folder is judged.
     */
    public static ReportWriter open(Path outputDirectory, Path projectDirectory, Path configFile,
            List<Path> dataFiles, Path templateDirectory, RenderLimits limits) throws IOException {
        ReportFolder output = ReportFolder.judge(outputDirectory, projectDirectory,
                configFile == null ? List.of() : List.of(configFile), dataFiles, templateDirectory);
        output.recover();
        return new ReportWriter(output, templateDirectory, limits);
    }

    /**
     * What the gate said of the report in the folder, when that report was made from {@code inputs} and the
     * folder holds exactly the files its marker lists, unchanged; empty when it must be written.
     */
    public Optional<GateOutcome> upToDate(String inputs) throws IOException {
        return output.whole(List.of(REPORT_JSON, INDEX_HTML)).filter(stamp -> stamp.inputs().equals(inputs))
                .map(ReportStamp::outcome);
    }

    /** The report's page in the folder, every link in its path resolved. */
    public Path index() {
        return output.path().resolve(INDEX_HTML);
    }

    /**
     * Replaces the folder with the report of {@code result}. Nothing is written when a template fails or
     * the folder cannot be written. Returns the page that was written, every link in its path resolved.
     */
    public Path write(ScenarioResult result) throws ReportTemplateException, IOException {
        return write(result, null);
    }

    /** As {@link #write(ScenarioResult)}, and keeps {@code stamp}, so that {@link #upToDate} knows the report. */
    public Path write(ScenarioResult result, ReportStamp stamp) throws ReportTemplateException, IOException {
        ReportFiles files = ReportFiles.render(result, new TemplateSources(templateDirectory), limits);
        output.replace(files::writeInto, stamp);
        return index();
    }
}
