package dev.checkpointreport.report;

import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.config.ConfigException;
import dev.checkpointreport.config.ConfigLoader;
import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.model.RecoveryModel;
import dev.checkpointreport.model.RowCounts;
import dev.checkpointreport.source.MeterStream;
import dev.checkpointreport.timing.RecoveryAnalysis;
import dev.checkpointreport.timing.TimingModel;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The whole run, in the one direction data flows: YAML file → validated configuration → counted
 * stream → model results → view model → the files of the report, written all at once.
 */
public final class ReportGenerator {
    public static final String REPORT_JSON = "report.json";
    public static final String INDEX_HTML = "index.html";

    private ReportGenerator() {
    }

    /** As {@link #generate(Path, Path, Path)} with the built-in templates. */
    public static Findings generate(Path configFile, Path outputDirectory)
            throws ConfigException, ReportTemplateException, IOException {
        return generate(configFile, outputDirectory, null);
    }

    /** As {@link #generate(Path, Path, Path, Path)} with no project folder to keep. */
    public static Findings generate(Path configFile, Path outputDirectory, Path templateDirectory)
            throws ConfigException, ReportTemplateException, IOException {
        return generate(configFile, outputDirectory, templateDirectory, (Path) null);
    }

    /**
     * Reads {@code configFile}, runs the model and replaces {@code outputDirectory} with the new report:
     * {@code index.html}, its {@code assets/} and {@code report.json}. Nothing is written when the
     * configuration is refused, a template fails, or {@link ReportFolder} refuses the folder.
     *
     * @param templateDirectory a folder whose files override the built-in templates by name, or {@code null}
     * @param projectDirectory the project's folder, which the report never replaces, or {@code null}
     * @throws ReportFolderException when the folder is not the plugin's to replace
     */
    public static Findings generate(Path configFile, Path outputDirectory, Path templateDirectory,
            Path projectDirectory) throws ConfigException, ReportTemplateException, IOException {
        return generate(configFile, outputDirectory, templateDirectory, projectDirectory, RenderLimits.DEFAULT);
    }

    /** As {@link #generate(Path, Path, Path)}, with the given limits on rendering (tests lower them). */
    static Findings generate(Path configFile, Path outputDirectory, Path templateDirectory, RenderLimits limits)
            throws ConfigException, ReportTemplateException, IOException {
        return generate(configFile, outputDirectory, templateDirectory, null, limits);
    }

    private static Findings generate(Path configFile, Path outputDirectory, Path templateDirectory,
            Path projectDirectory, RenderLimits limits) throws ConfigException, ReportTemplateException, IOException {
        ReportFolder output = ReportFolder.judge(outputDirectory, projectDirectory, configFile, templateDirectory);
        output.recover();
        Findings findings = findings(ConfigLoader.load(configFile));
        TemplateSources templates = new TemplateSources(templateDirectory);
        String page = new HtmlReport(templates, limits).render(ReportViews.of(findings));
        Assets assets = Assets.read(templates);
        output.replace(folder -> {
            ReportJson.write(findings, folder.resolve(REPORT_JSON));
            Files.writeString(folder.resolve(INDEX_HTML), page, StandardCharsets.UTF_8);
            assets.copyInto(folder);
        });
        return findings;
    }

    /** The lesson's tables of a scenario. */
    public static Analysis analyse(CheckpointConfig config) {
        return RecoveryModel.analyse(count(config), config.scenario());
    }

    /** The lesson's tables and, with a {@code timing} section, the recovery in time. */
    public static Findings findings(CheckpointConfig config) {
        RowCounts counts = count(config);
        Analysis analysis = RecoveryModel.analyse(counts, config.scenario());
        RecoveryAnalysis recovery = config.timing() == null ? null
                : TimingModel.analyse(counts, config.scenario(), analysis.costs(), config.timing());
        return new Findings(config, analysis, recovery);
    }

    private static RowCounts count(CheckpointConfig config) {
        return MeterStream.count(config.seed(), config.subscribers(), config.periods().size(), config.workers());
    }
}
