/**
 * The scenario reader: a YAML file to an immutable {@code CheckpointConfig}, every mistake one line naming the file,
 * line and key; it names the data files and opens none.
 *
 * <p>Entry point: {@code ComposedScenario.read} (the YAML composed once, with its {@code DataFiles}), then {@code
 * ConfigLoader.load} with the counted source. A key's default is in {@code Defaults}, its bound in {@code Limits}; a
 * mistake is a {@code ConfigException}, and what a user wrote is shown only through {@code VisibleText}.
 */
package dev.checkpointreport.config;
