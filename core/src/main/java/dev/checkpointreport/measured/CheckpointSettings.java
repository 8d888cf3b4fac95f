package dev.checkpointreport.measured;

/**
 * How the job checkpoints, from {@code …/checkpoints/config}: milliseconds, and Flink's own words.
 *
 * @param timeout {@code null} when the response has none
 * @param minPause {@code null} when the response has none
 * @param mode {@code exactly_once} or {@code at_least_once}, or {@code null}
 * @param stateBackend such as {@code HashMapStateBackend}, or {@code null}
 * @param storage such as {@code FileSystemCheckpointStorage}, or {@code null}
 * @param file the file it was read from
 */
public record CheckpointSettings(long interval, Long timeout, Long minPause, String mode, String stateBackend,
                                 String storage, String file) {
}
