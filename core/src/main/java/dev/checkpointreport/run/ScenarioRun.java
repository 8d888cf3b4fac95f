package dev.checkpointreport.run;

import dev.checkpointreport.claims.Claims;
import dev.checkpointreport.claims.ComputedClaim;
import dev.checkpointreport.claims.Evidence;
import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.config.ComposedScenario;
import dev.checkpointreport.config.ConfigException;
import dev.checkpointreport.config.ConfigLoader;
import dev.checkpointreport.config.MeasuredSpec;
import dev.checkpointreport.measured.CheckpointSettings;
import dev.checkpointreport.measured.MeasuredAnalysis;
import dev.checkpointreport.measured.MeasuredTrend;
import dev.checkpointreport.measured.Measurements;
import dev.checkpointreport.measured.MeasuredStatistics;
import dev.checkpointreport.measured.ModelComparison;
import dev.checkpointreport.measured.Prediction;
import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.model.Fractions;
import dev.checkpointreport.model.RecoveryModel;
import dev.checkpointreport.model.RowCounts;
import dev.checkpointreport.model.WorkerLoad;
import dev.checkpointreport.source.CountedSource;
import dev.checkpointreport.source.MeterStream;
import dev.checkpointreport.timing.RecoveryTimeAnalysis;
import dev.checkpointreport.timing.TimingModel;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * Runs a scenario, in the one direction data flows: YAML file → its source file named, and counted by the run
 * ({@link DataFileReader}) → validated configuration, whose measured files the run then reads → counted stream → the lesson's tables → the recovery in time → the claims
 * checked → the measured checkpoints beside the model. It writes nothing.
 */
public final class ScenarioRun {

    private ScenarioRun() {
    }

    /**
     * Reads {@code scenario}'s data files: the source file it names is counted, and the configuration judged against
     * it, then the measured files listed when it was composed are read.
     */
    static ScenarioData load(ComposedScenario scenario) throws ConfigException {
        CountedSource counted = DataFileReader.count(ConfigLoader.source(scenario));
        CheckpointConfig config = ConfigLoader.load(scenario, counted);
        return new ScenarioData(config, counted, DataFileReader.read(config.measured()));
    }

    /** Reads {@code configFile} and the data files it names, and runs it; the verdict names the file as given. */
    public static ScenarioResult of(Path configFile) throws ConfigException {
        ScenarioData data = load(ComposedScenario.read(configFile));
        return of(data, data.config().file());
    }

    /**
     * Runs a scenario already read and composed, having read the data files it names; the verdict names the file
     * relative to {@code projectDirectory} (the project's folder), as every message of the build does.
     */
    public static ScenarioResult of(ComposedScenario scenario, Path projectDirectory) throws ConfigException {
        return of(load(scenario), shown(scenario.file(), projectDirectory));
    }

    /**
     * The lesson's tables and, with a {@code timing} section, the recovery in time, of a scenario that names no data
     * file ({@link ScenarioData#generated}).
     */
    public static ScenarioResult of(CheckpointConfig config) {
        return of(ScenarioData.generated(config), config.file());
    }

    /**
     * The scenario file as a reader of the project names it: relative to {@code projectDirectory}, with forward
     * slashes; absolute when it lies outside it or there is no project.
     */
    public static String shown(Path file, Path projectDirectory) {
        Path absolute = file.toAbsolutePath().normalize();
        Path base = projectDirectory == null ? null : projectDirectory.toAbsolutePath().normalize();
        Path shown = base != null && absolute.startsWith(base) ? base.relativize(absolute) : absolute;
        return shown.toString().replace('\\', '/');
    }

    private static ScenarioResult of(ScenarioData data, String file) {
        CheckpointConfig config = data.config();
        RowCounts counts = count(data);
        Analysis analysis = RecoveryModel.analyse(counts, config.scenario());
        RecoveryTimeAnalysis recovery = config.timing() == null ? null
                : TimingModel.analyse(counts, config.scenario(), analysis.costs(), config.timing());
        boolean keysKnown = data.counted() == null || data.counted().keysKnown();
        List<ComputedClaim> claims = Claims.check(config.claims(),
                new Evidence(config.periods(), counts, analysis, config.timing()));
        MeasuredAnalysis measured = measured(config, data.measurements(), counts, analysis, recovery);
        return new ScenarioResult(config, data.counted(), analysis, recovery, claims, WorkerLoad.of(counts, keysKnown), measured,
                ScenarioVerdict.of(config, counts, analysis, recovery, claims, measured, file));
    }

    /** The measured checkpoints' statistics and, with timing, the model beside them; {@code null} without any. */
    private static MeasuredAnalysis measured(CheckpointConfig config, Measurements measurements, RowCounts counts,
            Analysis analysis, RecoveryTimeAnalysis recovery) {
        MeasuredSpec section = config.measured();
        if (section == null) {
            return null;
        }
        MeasuredStatistics statistics = MeasuredStatistics.of(measurements, section.from());
        ModelComparison comparison = recovery == null ? null : ModelComparison.of(statistics, section.percentile(),
                Prediction.of(counts, recovery), section.tolerance());
        return new MeasuredAnalysis(measurements, statistics, section.percentile(), comparison,
                MeasuredTrend.of(measurements, thresholds(config, measurements, analysis, recovery)));
    }

    /**
     * What the trend is forecast against: the job's checkpoint interval and timeout when its settings are saved (a
     * Spark query's interval is one batch, a period), else the decided interval's length; {@code state.budget}; the
     * keys the scenario assumes; the lesson's costs.
     */
    private static MeasuredTrend.Thresholds thresholds(CheckpointConfig config, Measurements measurements,
            Analysis analysis, RecoveryTimeAnalysis recovery) {
        CheckpointSettings settings = measurements.settings();
        BigFraction interval = null;
        if (settings != null) {
            interval = BigFraction.of(settings.interval());
        } else if (config.timing() != null && measurements.source().everyPeriod()) {
            interval = Fractions.of(config.timing().periodLength()).multiply(1000);
        } else if (recovery != null && !recovery.watched().interval().isNone()) {
            interval = Fractions.of(config.timing().periodLength()).multiply(1000)
                    .multiply(recovery.watched().interval().periods());
        }
        return new MeasuredTrend.Thresholds(interval, settings == null ? null : settings.timeout(),
                config.measured().budget(), config.stateRows(), analysis.costs(), config.decision());
    }

    /** The lesson's tables of a scenario that names no data file, without the recovery in time. */
    public static Analysis tables(CheckpointConfig config) {
        return RecoveryModel.analyse(count(ScenarioData.generated(config)), config.scenario());
    }

    private static RowCounts count(ScenarioData data) {
        if (data.counted() != null) {
            return data.counted().counts();
        }
        CheckpointConfig config = data.config();
        return MeterStream.count(config.seed(), config.subscribers(), config.periods().size(), config.workers());
    }
}
