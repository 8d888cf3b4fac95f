package dev.checkpointreport.report;

import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.config.ConfigException;
import dev.checkpointreport.config.ConfigLoader;
import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.model.RecoveryModel;
import dev.checkpointreport.model.RowCounts;
import dev.checkpointreport.source.MeterStream;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The whole run, in the one direction data flows: YAML file → validated configuration → counted
 * stream → model results → the files of the report, written all at once.
 */
public final class ReportGenerator {
    public static final String REPORT_JSON = "report.json";

    private ReportGenerator() {
    }

    /**
     * Reads {@code configFile}, runs the model and replaces {@code outputDirectory} with the new report.
     * Nothing is written when the configuration is refused.
     */
    public static Analysis generate(Path configFile, Path outputDirectory) throws ConfigException, IOException {
        CheckpointConfig config = ConfigLoader.load(configFile);
        Analysis analysis = analyse(config);
        AtomicDirectory.replace(outputDirectory, folder -> ReportJson.write(config, analysis, folder.resolve(REPORT_JSON)));
        return analysis;
    }

    public static Analysis analyse(CheckpointConfig config) {
        RowCounts counts = MeterStream.count(config.seed(), config.subscribers(), config.periods().size(),
                config.workers());
        return RecoveryModel.analyse(counts, config.scenario());
    }
}
