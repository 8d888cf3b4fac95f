package dev.checkpointreport.flink;

import org.apache.flink.api.common.functions.Partitioner;
import org.apache.flink.api.java.functions.KeySelector;
import org.apache.flink.streaming.api.operators.AbstractStreamOperator;
import org.apache.flink.streaming.api.operators.BoundedOneInput;
import org.apache.flink.streaming.api.operators.OneInputStreamOperator;
import org.apache.flink.streaming.runtime.streamrecord.StreamRecord;

/**
 * The last stage: each subtask gets the blocks of sightings of the keys it owns ({@link Sightings#target}) from
 * every reader, keeps each key's earliest on each worker ({@link FirstSightings}), and when the input ends sends
 * the keys new in each period on each worker, one cell each. No keyed state and no sort: a key's blocks all reach
 * one subtask, whose table holds its keys.
 */
final class NewKeys extends AbstractStreamOperator<Tally>
        implements OneInputStreamOperator<Sightings, Tally>, BoundedOneInput {
    private static final long serialVersionUID = 1L;
    private transient FirstSightings first;

    @Override
    public void open() throws Exception {
        super.open();
        first = new FirstSightings();
    }

    @Override
    public void processElement(StreamRecord<Sightings> element) {
        first.merge(element.getValue());
    }

    @Override
    public void endInput() {
        StreamRecord<Tally> record = new StreamRecord<>(null);
        for (Tally cell : first.newKeys()) {
            output.collect(record.replace(cell));
        }
        first = new FirstSightings();
    }

    /** A block's subtask, which it names. */
    static final class ToTarget implements Partitioner<Integer>, KeySelector<Sightings, Integer> {
        private static final long serialVersionUID = 1L;

        @Override
        public int partition(Integer target, int subtasks) {
            return target % subtasks;
        }

        @Override
        public Integer getKey(Sightings block) {
            return block.target;
        }
    }
}
