/**
 * The Flink counting job ({@code CountEvents}): an events file or folder into the plugin's {@code source.counts}
 * file, by the plugin's own {@code source} rules. {@code EventSplits} cuts a large JSON Lines file, or a CSV without
 * quotes, into byte ranges that {@code LineRange} moves to line boundaries; {@code TallyingFormat} counts each split
 * where it is read ({@code SplitTally}: rows per period and worker, each key's first period per worker in a
 * {@code KeyTable} looked up by the key's bytes), a CSV split by {@code CsvBytes}, a whole CSV by FastCSV
 * ({@code CsvHeader}), JSON Lines by {@code JsonLinesSplit}, every event placed by {@code PlacedEvent}. Only the
 * tallies ({@code Tally}) and blocks of first sightings ({@code Sightings}), Flink POJOs, leave a reader: the
 * sightings merged per reader ({@code ReaderSightings}, a {@code FirstSightings} table), then sent to the subtask
 * that owns their keys, which keeps each key's earliest on each worker and counts new keys per cell
 * ({@code NewKeys}); the client numbers every split's lines ({@code SplitLines}) and adds the cells up
 * ({@code CountsTable}).
 */
package dev.checkpointreport.flink;
