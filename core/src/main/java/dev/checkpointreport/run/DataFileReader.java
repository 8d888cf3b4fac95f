package dev.checkpointreport.run;

import dev.checkpointreport.config.ConfigException;
import dev.checkpointreport.config.MeasuredSpec;
import dev.checkpointreport.config.NamedSource;
import dev.checkpointreport.measured.MeasuredException;
import dev.checkpointreport.measured.Measurements;
import dev.checkpointreport.source.CountedSource;
import dev.checkpointreport.source.CountsFile;
import dev.checkpointreport.source.EventsFile;
import dev.checkpointreport.source.SourceException;

/**
 * The run's reader of the data files a scenario names: the {@code source} package counts the source's file,
 * {@code measured} reads the saved responses, the progress logs or the Prometheus answers. A reader's mistake is the scenario's, one line naming the file, the
 * line and the key ({@link ConfigException#reading}).
 */
final class DataFileReader {

    private DataFileReader() {
    }

    /** The named source file counted; {@code null} for the generator. */
    static CountedSource count(NamedSource source) throws ConfigException {
        try {
            if (source.events() != null) {
                return EventsFile.count(source.events());
            }
            return source.counts() == null ? null : CountsFile.read(source.counts());
        } catch (SourceException e) {
            throw ConfigException.reading(e);
        }
    }

    /** The measured section's responses read and merged, in the order named; {@code null} without the section. */
    static Measurements read(MeasuredSpec measured) throws ConfigException {
        if (measured == null) {
            return null;
        }
        try {
            Measurements read = measured.source().read(measured.responses());
            String wrongStart = measured.from() == null ? null : measured.from().problem(read);
            if (wrongStart != null) {
                throw new ConfigException(measured.file(), measured.fromLine(), "measured.from", wrongStart);
            }
            return read;
        } catch (MeasuredException e) {
            throw ConfigException.reading(e);
        }
    }
}
