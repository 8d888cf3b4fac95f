package dev.checkpointreport.run;

import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.measured.Measurements;
import dev.checkpointreport.source.CountedSource;

/**
 * A scenario and the data its files hold, as the run read them ({@link ScenarioRun#load}): the validated
 * configuration, which names the files, the source file counted, and the measured responses read and merged.
 *
 * @param counted the stream counted from {@code source.events} or {@code source.counts}; {@code null} for the
 *     generator
 * @param measurements the measured section's responses, read and merged; {@code null} without the section
 */
public record ScenarioData(CheckpointConfig config, CountedSource counted, Measurements measurements) {

    /**
     * A scenario of the lesson's generator without a measured section, which names no data file.
     *
     * @throws IllegalArgumentException when {@code config} names one: it is run from {@link ScenarioRun#load}
     */
    public static ScenarioData generated(CheckpointConfig config) {
        if (config.generator() == null || config.measured() != null) {
            throw new IllegalArgumentException(config.file() + " names a data file; run it from its file"
                    + " (ScenarioRun.load), which reads it");
        }
        return new ScenarioData(config, null, null);
    }
}
