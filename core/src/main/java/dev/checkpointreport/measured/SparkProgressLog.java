package dev.checkpointreport.measured;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.util.List;

/**
 * Reads a Spark query's progress logs, each a JSON Lines file of {@code StreamingQueryProgress} records (or the
 * objects {@code query.lastProgress.json()} prints, one after another), under {@link Bounds}: at most
 * {@link Bounds#MAX_LOG_BYTES} bytes a file and {@link Bounds#MAX_TOTAL_BYTES} together. Each record is read as
 * it comes and handed to {@link SparkRuns}, so a mistake is said at its line and nothing after it is read.
 */
final class SparkProgressLog {

    private SparkProgressLog() {
    }

    static Measurements read(List<SavedResponse> files) throws MeasuredException {
        SparkRuns runs = new SparkRuns();
        long total = 0;
        for (SavedResponse file : files) {
            byte[] bytes = bytes(file);
            total += bytes.length;
            if (total > Bounds.MAX_TOTAL_BYTES) {
                throw new MeasuredException(file.shown(), "$", "the logs matched so far hold more than "
                        + Bounds.MAX_TOTAL_BYTES + " bytes together; keep the logs of a shorter span");
            }
            int records = records(file.shown(), bytes, runs);
            if (records == 0) {
                throw new MeasuredException(file.shown(), "$", "the file holds no progress record; expected one "
                        + "StreamingQueryProgress a line, as a listener's onQueryProgress writes them");
            }
            runs.file(file.written());
        }
        return runs.measurements(files.get(0).shown());
    }

    private static byte[] bytes(SavedResponse file) throws MeasuredException {
        try (InputStream in = Files.newInputStream(file.real())) {
            byte[] bytes = in.readNBytes(Bounds.MAX_LOG_BYTES + 1);
            if (bytes.length > Bounds.MAX_LOG_BYTES) {
                throw new MeasuredException(file.shown(), "$", "the file is larger than " + Bounds.MAX_LOG_BYTES
                        + " bytes; rotate the progress log, and match its files with a glob");
            }
            return bytes;
        } catch (IOException e) {
            throw new MeasuredException(file.shown(), "$", "the file cannot be read: " + ResponseFile.reason(e), e);
        }
    }

    /** Hands each record of the file to {@code runs}; how many there were. */
    private static int records(String shown, byte[] bytes, SparkRuns runs) throws MeasuredException {
        JsonParser parser = null;
        int line = 0;
        int records = 0;
        try {
            parser = ResponseFile.LOG.createParser(bytes);
            for (JsonToken token = parser.nextToken(); token != null; token = parser.nextToken()) {
                line = parser.currentTokenLocation().getLineNr();
                JsonNode node = ResponseFile.LOG.readTree(parser);
                runs.add(SparkProgress.of(new JsonValue(shown, line, "$", node)));
                records++;
            }
            return records;
        } catch (JsonProcessingException e) {
            int at = e.getLocation() == null ? line : e.getLocation().getLineNr();
            throw new MeasuredException(shown, at, ResponseFile.path(parser), "not JSON as Spark writes a progress: "
                    + ResponseFile.problem(e), e);
        } catch (IOException e) {
            throw new MeasuredException(shown, "$", "the file cannot be read: " + ResponseFile.reason(e), e);
        }
    }
}
