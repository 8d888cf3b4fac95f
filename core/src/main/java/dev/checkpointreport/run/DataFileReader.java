package dev.checkpointreport.run;

import dev.checkpointreport.config.DataReader;
import dev.checkpointreport.measured.MeasuredException;
import dev.checkpointreport.measured.Measurements;
import dev.checkpointreport.measured.SavedResponse;
import dev.checkpointreport.source.CountedSource;
import dev.checkpointreport.source.CountsFile;
import dev.checkpointreport.source.CountsSpec;
import dev.checkpointreport.source.EventsFile;
import dev.checkpointreport.source.EventsSpec;
import dev.checkpointreport.source.SourceException;
import java.util.List;

/** The run's reader of a scenario's data files: the {@code source} package counts, {@code measured} reads. */
final class DataFileReader implements DataReader {
    static final DataReader READER = new DataFileReader();

    private DataFileReader() {
    }

    @Override
    public CountedSource count(EventsSpec events) throws SourceException {
        return EventsFile.count(events);
    }

    @Override
    public CountedSource read(CountsSpec counts) throws SourceException {
        return CountsFile.read(counts);
    }

    @Override
    public Measurements read(List<SavedResponse> responses) throws MeasuredException {
        return Measurements.read(responses);
    }

    @Override
    public Measurements readSpark(List<SavedResponse> logs) throws MeasuredException {
        return Measurements.readSpark(logs);
    }
}
