/**
 * Where a scenario's rows come from: the lesson's generated stream, or an events or counts file, counted into
 * {@code RowCounts}.
 *
 * <p>The lesson's meter stream and the FNV-1a partition ({@code Partition}, over the key's code points as the
 * lesson's {@code ord(c)}). {@code MeterStream.count} produces {@code RowCounts} in one tight loop, from what the
 * lesson's three stages keep of each subscriber's readings, without making a reading; the generator
 * ({@code MeterReadings}, {@code LessonRandom}) and the staged {@code Pipeline} live in the test sources as the
 * reference it is proven equal to. Files: {@code EventsFile.count} (an {@code EventsSpec}) reads a CSV
 * ({@code CsvFile}, FastCSV, parsed on a thread of its own by {@code ParsedLines} into reused {@code LineBatch}es
 * of 1,024 lines through the {@code EventCsvFields} callback) or JSON Lines file ({@code JsonLinesEvents}, each
 * line's fields by {@code JsonLineFields}, Jackson's streaming parser, which the Flink counting job calls too, over
 * {@code BoundedLines}), unzipped by {@code SourceInput} ({@code .gz} read member by member, every byte data or
 * refused, by {@code GzipMembers}, and inflated on a thread of its own, {@code InflatingInput}, at most as far as
 * the {@code InflationLimit}), into an {@code EventTally} (rows per worker and period, each distinct key once with
 * the workers it was seen on in {@code KeyWorkers}, an open-addressing table looked up by the key's characters, a
 * string made only for a new key, which refuses to grow past half the heap with {@code KeysFillHeap}; the ids with
 * {@code id:}); FastCSV's limits are worded by {@code CsvLimits}; a {@code PeriodAxis} places an event in its
 * period ({@code PeriodLabels}, or {@code TimeBuckets} from {@code EventTime}s). {@code CountsFile.read} (a
 * {@code CountsSpec}) reads an engine's counts. Both return a {@code CountedSource}; a malformed line is a
 * {@code BadField}, skipped by {@code BadLines} under {@code maxBadLines} or thrown as a {@code SourceException}
 * naming file, line and column ({@code LineProblem}).
 */
package dev.checkpointreport.source;
