/**
 * The Flink counting job: an events file or folder counted on a Flink cluster into the plugin's
 * {@code source.counts} file, by the core's own {@code source} rules, so the report is the same as the single JVM's.
 *
 * <p>Entry point: {@code CountEvents} (its arguments are {@code CountOptions}). {@code EventSplits} cuts the input
 * into line-aligned byte ranges, {@code TallyingFormat} counts each where it is read, and only tallies and first
 * sightings of keys leave a reader; the client adds the cells up ({@code CountsTable}). The job's jar holds the
 * core's {@code source} classes it runs and nothing else of the core.
 */
package dev.checkpointreport.flink;
