package dev.checkpointreport.flink;

/**
 * What a reading subtask sends on, in one POJO type that Flink serializes field by field (no Kryo). A cell
 * ({@link #worker} from 0) is the rows of one period and worker, or the keys new in it; the sightings of a split
 * ({@link #SIGHTINGS}) are its keys' first events on each worker, which stay on the reader ({@link ReaderSightings});
 * a bad cell ({@link #BAD}) counts the lines refused and keeps the first; a
 * split ({@link #SPLIT}) says how many lines a split of a file holds, so that the client can number the lines of
 * every split. Lines are numbered within their split ({@link #splitStart}) until the client adds the lines of the
 * splits before it.
 */
public class Tally {
    static final int BAD = -1;
    static final int SPLIT = -2;
    static final int SIGHTINGS = -3;

    /** The worker, or {@link #BAD}, {@link #SPLIT} or {@link #SIGHTINGS}. */
    public int worker;
    /** The period's label as written, for a period column without declared periods; else {@code null}. */
    public String label;
    /** The period's index, for times or declared periods; -1 with a label. */
    public int bucket = -1;
    public long rows;
    public long keys;
    /** The file, as messages name it; {@code null} for the new keys of a cell, which come from no one split. */
    public String file;
    /** Where the split these lines come from starts in the file. */
    public long splitStart;
    /** The first and last line of a cell's rows, or a bad cell's first, within the split. */
    public long firstLine = Long.MAX_VALUE;
    public long lastLine;
    /** Of a split: its lines, and the events among them. */
    public long lines;
    public long events;
    public long badLines;
    /** Where on the first bad line, such as {@code column 3 (time)}, or {@code null}; and what is wrong there. */
    public String badWhere;
    public String badProblem;
    /** Of {@link #SIGHTINGS}: the split's keys, each with its earliest sighting on its worker. */
    public Sightings sightings;

    public Tally() {
    }

    static Tally cell(String label, int bucket, int worker) {
        Tally cell = new Tally();
        cell.label = label;
        cell.bucket = bucket;
        cell.worker = worker;
        return cell;
    }

    /** This tally is one cell's rows, or its new keys, rather than a bad cell or a split. */
    boolean counted() {
        return worker >= 0;
    }

}
