package dev.checkpointreport.source;

import java.io.InputStream;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * The lines of an events CSV, parsed by FastCSV on a thread of its own a few {@link LineBatch}es ahead of
 * the counting, so that parsing and counting overlap on two cores. The lines arrive in file order, and a
 * failure of the parse (an empty file, a missing column, a quote never closed, a truncated gzip) arrives
 * after the lines read before it, as the same {@link SourceException} that reading on one thread throws.
 */
final class ParsedLines implements AutoCloseable {
    private static final int AHEAD = 4;
    private static final Object END = new Object();
    private static final long JOIN_MILLIS = 10_000;

    private final BlockingQueue<Object> parsed = new ArrayBlockingQueue<>(AHEAD + 2);
    private final BlockingQueue<LineBatch> empty = new ArrayBlockingQueue<>(AHEAD + 2);
    private final Thread parser;
    private Header header;
    private boolean ended;

    /** The header's width and the 0-based positions of the columns, in {@link EventColumns}' order. */
    record Header(int fields, int[] positions) {
    }

    private ParsedLines(InputStream in, String shown, List<String> columns) {
        for (int i = 0; i < AHEAD + 2; i++) {
            empty.add(new LineBatch());
        }
        parser = new Thread("checkpoint-report-parse") {
            @Override
            public void run() {
                parse(in, shown, columns);
            }
        };
        parser.setDaemon(true);
    }

    /** Starts parsing {@code in} for the named {@code columns} (a {@code null} is a column not asked for). */
    static ParsedLines start(InputStream in, String shown, List<String> columns) {
        ParsedLines lines = new ParsedLines(in, shown, columns);
        lines.parser.start();
        return lines;
    }

    /** The next batch of lines, or {@code null} after the last; hand it back with {@link #recycle}. */
    LineBatch next() throws SourceException {
        while (!ended) {
            Object item;
            try {
                item = parsed.take();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for the parsed lines", e);
            }
            if (item instanceof LineBatch batch) {
                return batch;
            } else if (item instanceof Header read) {
                header = read;
            } else if (item instanceof SourceException failure) {
                ended = true;
                throw failure;
            } else if (item instanceof RuntimeException failure) {
                ended = true;
                throw failure;
            } else if (item instanceof Error failure) {
                ended = true;
                throw failure;
            } else {
                ended = true;
            }
        }
        return null;
    }

    /** The header, once the first batch has come. */
    Header header() {
        return header;
    }

    /** Gives a counted batch back to be filled again. */
    void recycle(LineBatch batch) {
        batch.clear();
        empty.add(batch);
    }

    private void parse(InputStream in, String shown, List<String> columns) {
        EventCsvFields fields = new EventCsvFields();
        LineBatch[] filling = {null};
        try {
            CsvFile.read(in, shown, columns, 0, fields, new CsvFile.Records<>() {
                @Override
                public List<String> names(EventCsvFields header) {
                    return header.header();
                }

                @Override
                public long line(EventCsvFields record) {
                    return record.line();
                }

                @Override
                public void start(EventCsvFields header, int[] positions) {
                    header.keep(positions);
                    pass(new Header(header.header().size(), positions.clone()));
                    filling[0] = emptyBatch();
                    header.fill(filling[0]);
                }

                @Override
                public void accept(long line, EventCsvFields record, int[] positions, int headerFields) {
                    if (filling[0].end(line, record.fieldCount())) {
                        pass(filling[0]);
                        filling[0] = emptyBatch();
                        record.fill(filling[0]);
                    }
                }
            });
            passFilled(filling[0]);
            pass(END);
        } catch (Stopped e) {
            // the counting stopped reading: nobody waits for more
        } catch (SourceException | RuntimeException | Error failure) {
            try {
                passFilled(filling[0]);
                pass(failure);
            } catch (Stopped e) {
                // the counting stopped reading: nobody waits for the failure
            }
        }
    }

    private void passFilled(LineBatch batch) {
        if (batch != null && batch.size() > 0) {
            pass(batch);
        }
    }

    private void pass(Object item) {
        try {
            parsed.put(item);
        } catch (InterruptedException e) {
            throw new Stopped();
        }
    }

    private LineBatch emptyBatch() {
        try {
            return empty.take();
        } catch (InterruptedException e) {
            throw new Stopped();
        }
    }

    /** Stops the parsing, if it still runs, and waits for its thread to end. */
    @Override
    public void close() {
        parser.interrupt();
        try {
            parser.join(JOIN_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The counting stopped reading: the parsing thread ends without passing anything more. */
    private static final class Stopped extends RuntimeException {
        Stopped() {
            super(null, null, false, false);
        }
    }
}
