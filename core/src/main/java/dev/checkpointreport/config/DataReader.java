package dev.checkpointreport.config;

import dev.checkpointreport.measured.MeasuredException;
import dev.checkpointreport.measured.Measurements;
import dev.checkpointreport.measured.SavedResponse;
import dev.checkpointreport.source.CountedSource;
import dev.checkpointreport.source.CountsSpec;
import dev.checkpointreport.source.EventsSpec;
import dev.checkpointreport.source.SourceException;
import java.util.List;

/**
 * Reads the data files {@link DataFiles} judged, for {@link ConfigLoader}, which opens none: the run hands it one
 * ({@code run.ScenarioRun}). A file source is counted while the YAML is read because its periods are the
 * scenario's, which the rest of the scenario is checked against; the loader words what the reader throws as the
 * scenario's mistake, naming the file, the line and the key.
 */
public interface DataReader {
    /** Counts an events file into rows per worker and period. */
    CountedSource count(EventsSpec events) throws SourceException;

    /** Reads an engine's counts file. */
    CountedSource read(CountsSpec counts) throws SourceException;

    /** Reads and merges Flink's saved responses, in the order given. */
    Measurements read(List<SavedResponse> responses) throws MeasuredException;

    /** Reads a Spark query's progress logs, in the order given. */
    Measurements readSpark(List<SavedResponse> logs) throws MeasuredException;
}
