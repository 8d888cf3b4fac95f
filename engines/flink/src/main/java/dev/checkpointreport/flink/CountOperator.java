package dev.checkpointreport.flink;

import dev.checkpointreport.source.LineProblem;
import java.util.HashMap;
import java.util.Map;
import org.apache.flink.streaming.api.operators.AbstractStreamOperator;
import org.apache.flink.streaming.api.operators.BoundedOneInput;
import org.apache.flink.streaming.api.operators.OneInputStreamOperator;
import org.apache.flink.streaming.runtime.streamrecord.StreamRecord;

/**
 * One counting subtask's share of the events: each is placed ({@link PlacedEvent}) and added to its cell;
 * a key seen on a worker is passed on the first time this subtask sees it there (and again only if seen in
 * an earlier period), so that the keyed stage after it finds each key's first period. The cells go out when
 * the input ends. The keys remembered here are bounded: when they fill {@link #REMEMBERED} they are
 * forgotten, which only means more sightings pass on. (An operator rather than {@code mapPartition}, whose
 * function runs on a thread of its own beside the task's.)
 */
final class CountOperator extends AbstractStreamOperator<Tally>
        implements OneInputStreamOperator<EventRecord, Tally>, BoundedOneInput {
    private static final long serialVersionUID = 1L;
    static final int REMEMBERED = 1 << 20;

    private final CountOptions options;
    private transient PlacedEvent placed;
    private transient Map<String, Tally> cells;
    private transient Map<String, Long> seen;
    private transient Tally bad;

    CountOperator(CountOptions options) {
        this.options = options;
    }

    @Override
    public void open() throws Exception {
        super.open();
        placed = new PlacedEvent(options);
        cells = new HashMap<>();
        seen = new HashMap<>();
    }

    @Override
    public void processElement(StreamRecord<EventRecord> element) {
        EventRecord event = element.getValue();
        LineProblem problem = event.problem != null ? new LineProblem(event.line, null, event.problem)
                : event.json != null ? JsonEvent.read(event, options) : null;
        problem = problem != null ? problem : placed.place(event);
        if (problem != null) {
            Tally refused = Tally.bad(event.line, event.file + ": " + problem.described());
            bad = bad == null ? refused : bad.plus(refused);
            return;
        }
        Tally cell = cells.computeIfAbsent((placed.label != null ? "L" + placed.label : "#" + placed.bucket)
                + "\u0000" + placed.worker, k -> Tally.cell(placed.label, placed.bucket, placed.worker));
        cell.rows++;
        cell.firstLine = Math.min(cell.firstLine, event.line);
        cell.lastLine = Math.max(cell.lastLine, event.line);
        long order = placed.label != null ? event.line : placed.bucket;
        String sighting = event.key + "\u0000" + placed.worker;
        Long earlier = seen.get(sighting);
        if (earlier == null || order < earlier) {
            if (seen.size() == REMEMBERED) {
                seen.clear();
            }
            seen.put(sighting, order);
            Tally first = Tally.cell(placed.label, placed.bucket, placed.worker);
            first.key = event.key;
            first.order = order;
            first.firstLine = event.line;
            output.collect(new StreamRecord<>(first));
        }
    }

    @Override
    public void endInput() {
        cells.values().forEach(cell -> output.collect(new StreamRecord<>(cell)));
        cells.clear();
        if (bad != null) {
            output.collect(new StreamRecord<>(bad));
        }
    }
}
