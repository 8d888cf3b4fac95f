package dev.checkpointreport.flink;

import java.util.HashMap;
import java.util.Map;
import org.apache.flink.streaming.api.operators.AbstractStreamOperator;
import org.apache.flink.streaming.api.operators.BoundedOneInput;
import org.apache.flink.streaming.api.operators.OneInputStreamOperator;
import org.apache.flink.streaming.runtime.streamrecord.StreamRecord;

/**
 * After the keyed stage that keeps each key's earliest sighting on each worker: the keys new in each period on
 * each worker, counted on this subtask and sent on as one cell each when the input ends.
 */
final class NewKeys extends AbstractStreamOperator<Tally>
        implements OneInputStreamOperator<Sighting, Tally>, BoundedOneInput {
    private static final long serialVersionUID = 1L;
    private transient Map<String, Tally> cells;

    @Override
    public void open() throws Exception {
        super.open();
        cells = new HashMap<>();
    }

    @Override
    public void processElement(StreamRecord<Sighting> element) {
        Sighting first = element.getValue();
        Tally cell = Tally.cell(first.label, first.label != null ? -1 : first.bucket, first.worker);
        cells.computeIfAbsent(cell.cellKey(), k -> cell).keys++;
    }

    @Override
    public void endInput() {
        cells.values().forEach(cell -> output.collect(new StreamRecord<>(cell)));
        cells.clear();
    }
}
