/**
 * Where a scenario's rows come from: the lesson's generated stream, or an events or counts file, counted into
 * {@code RowCounts}.
 *
 * <p>Entry points: {@code MeterStream.count} (the lesson's stream), {@code EventsFile.count} (CSV or JSON Lines,
 * gzip or not) and {@code CountsFile.read} (an engine's counts), each returning a {@code CountedSource}. A bad line
 * is a {@code SourceException} naming file, line and column; every read is bounded (lines, keys, inflation).
 */
package dev.checkpointreport.source;
