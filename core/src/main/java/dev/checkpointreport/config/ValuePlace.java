package dev.checkpointreport.config;

/**
 * Where a scenario writes a value, as a message names it after the file: its line and its key
 * ({@code checkpoint.intervals[3]}).
 */
public record ValuePlace(int line, String key) {
}
