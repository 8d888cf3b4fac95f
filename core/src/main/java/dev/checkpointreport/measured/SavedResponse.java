package dev.checkpointreport.measured;

import java.nio.file.Path;

/**
 * A file saved from Flink's REST API, judged by the scenario's folder rule before it is read.
 *
 * @param real the file, links resolved
 * @param shown the file as messages name it
 * @param written its path relative to the scenario, as its pattern matched it; it names a subtasks file's operator
 */
public record SavedResponse(Path real, String shown, String written) {
}
