package dev.checkpointreport.flink;

/**
 * What the job adds up, in one type so that one stream carries it. A cell is the rows of one period and
 * worker, with the first and last line they came from and the keys first seen there; a sighting
 * ({@link #key} set) is the earliest event of one key on one worker; a bad cell ({@link #BAD}) counts the
 * lines refused and keeps the first.
 */
public class Tally {
    static final int BAD = -1;

    /** The key of a sighting; {@code null} in a cell. */
    public String key;
    /** The worker, or {@link #BAD}. */
    public int worker;
    /** The period's label as written, for a period column without declared periods; else {@code null}. */
    public String label;
    /** The period's index, for times or declared periods; -1 with a label. */
    public int bucket = -1;
    /** What orders a sighting: its period's index, or with a label its line. */
    public long order;
    public long rows;
    public long keys;
    public long firstLine = Long.MAX_VALUE;
    public long lastLine;
    public long badLines;
    public String badProblem;

    public Tally() {
    }

    static Tally cell(String label, int bucket, int worker) {
        Tally cell = new Tally();
        cell.label = label;
        cell.bucket = bucket;
        cell.worker = worker;
        return cell;
    }

    static Tally bad(long line, String problem) {
        Tally bad = cell(null, -1, BAD);
        bad.badLines = 1;
        bad.firstLine = line;
        bad.badProblem = problem;
        return bad;
    }

    /** Which cell this is, or, for a sighting, which key on which worker. */
    String cellKey() {
        String period = label != null ? "L" + label : "#" + bucket;
        return key == null ? worker + "\u0000" + period : key + "\u0000" + worker;
    }

    /** The same cell with {@code other} added; the earlier bad line is kept. */
    Tally plus(Tally other) {
        Tally sum = cell(label, bucket, worker);
        sum.rows = rows + other.rows;
        sum.keys = keys + other.keys;
        sum.firstLine = Math.min(firstLine, other.firstLine);
        sum.lastLine = Math.max(lastLine, other.lastLine);
        sum.badLines = badLines + other.badLines;
        sum.badProblem = firstLine <= other.firstLine ? badProblem : other.badProblem;
        return sum;
    }

    /** Of two sightings of one key on one worker, the earlier. */
    Tally earlier(Tally other) {
        return order < other.order || order == other.order && firstLine <= other.firstLine ? this : other;
    }

    /** The key first seen in this sighting's period, as a cell. */
    Tally asNewKey() {
        Tally cell = cell(label, bucket, worker);
        cell.keys = 1;
        return cell;
    }
}
