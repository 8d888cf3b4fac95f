package dev.checkpointreport.report;

import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.config.ConfigException;
import dev.checkpointreport.config.ConfigLoader;
import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.model.RecoveryModel;
import dev.checkpointreport.model.RowCounts;
import dev.checkpointreport.source.MeterStream;
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
    public static Analysis generate(Path configFile, Path outputDirectory)
            throws ConfigException, ReportTemplateException, IOException {
        return generate(configFile, outputDirectory, null);
    }

    /**
     * Reads {@code configFile}, runs the model and replaces {@code outputDirectory} with the new report:
     * {@code index.html}, its {@code assets/} and {@code report.json}. Nothing is written when the
     * configuration is refused or a template fails.
     *
     * @param templateDirectory a folder whose files override the built-in templates by name, or {@code null}
     */
    public static Analysis generate(Path configFile, Path outputDirectory, Path templateDirectory)
            throws ConfigException, ReportTemplateException, IOException {
        CheckpointConfig config = ConfigLoader.load(configFile);
        Analysis analysis = analyse(config);
        TemplateSources templates = new TemplateSources(templateDirectory);
        String page = new HtmlReport(templates).render(ReportViews.of(config, analysis));
        AtomicDirectory.replace(outputDirectory, folder -> {
            ReportJson.write(config, analysis, folder.resolve(REPORT_JSON));
            Files.writeString(folder.resolve(INDEX_HTML), page, StandardCharsets.UTF_8);
            Assets.copyInto(folder, templates);
        });
        return analysis;
    }

    public static Analysis analyse(CheckpointConfig config) {
        RowCounts counts = MeterStream.count(config.seed(), config.subscribers(), config.periods().size(),
                config.workers());
        return RecoveryModel.analyse(counts, config.scenario());
    }
}
