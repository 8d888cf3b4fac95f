package dev.checkpointreport.flink;

/**
 * One event as the file gives it, before any rule is applied: of a CSV line the fields the job reads (with
 * their 1-based columns), of a JSON Lines line its text. A line the reader already refuses carries its problem.
 */
public class EventRecord {
    /** The file, as messages name it. */
    public String file;
    public long line;
    public String key;
    public String when;
    public String partition;
    public int keyColumn;
    public int whenColumn;
    public int partitionColumn;
    /** The line's text, for JSON Lines; {@code null} for CSV. */
    public String json;
    /** What is wrong with the whole line, or {@code null}. */
    public String problem;

    public EventRecord() {
    }

    static EventRecord json(long line, String text) {
        EventRecord record = new EventRecord();
        record.line = line;
        record.json = text;
        return record;
    }

    static EventRecord refused(long line, String problem) {
        EventRecord record = new EventRecord();
        record.line = line;
        record.problem = problem;
        return record;
    }
}
