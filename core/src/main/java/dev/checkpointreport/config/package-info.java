/**
 * The scenario reader: a YAML file to a validated, immutable {@code CheckpointConfig}, every mistake one line
 * naming the file, line and key; it names the data files and opens none.
 *
 * <p>{@code ConfigLoader} composes the YAML with SnakeYAML Engine into nodes (so every key keeps its line), walks
 * them with {@code ConfigMapping}/{@code ConfigNode}, and returns an immutable {@code CheckpointConfig}.
 * {@code TimingReader} and {@code Quantities} read the optional timing sections; {@code IntervalList} reads
 * {@code checkpoint.intervals} with its ranges ({@code [none, 1..24]}, an overlap refused naming both lines);
 * {@code ClaimsReader} reads {@code claims:} into the {@code claims} records, so {@code ConfigLoader} only calls
 * it. {@code ComposedScenario} is a scenario file read and composed once, with its {@code DataFiles}: every data
 * file it names ({@code source.events}, {@code source.counts}, what {@code measured.flink} matches,
 * {@code MeasuredFiles} walking each glob once for the files and the folders it crosses), judged by
 * {@code DataFile} (in the scenario's folder, a regular file, one name) and never opened. A refusal there is kept
 * and thrown by the loader when it reaches that key, so a scenario's mistakes are said in the order of its keys.
 * {@code SourceReader} names the {@code source} section's file ({@code NamedSource}, {@code ConfigLoader.source})
 * for the run to count, and reads the section into a {@code SourceSpec} against what the run counted
 * ({@code ConfigLoader.load}), because a file's periods are the scenario's periods; {@code MeasuredReader} names the
 * listed responses in the {@code MeasuredSpec}, which the run reads. Every mistake, a data file's included
 * ({@code ConfigException.reading}), is a {@code ConfigException} naming file, line and key. Defaults in {@code Defaults}, bounds
 * in {@code Limits}.
 */
package dev.checkpointreport.config;
