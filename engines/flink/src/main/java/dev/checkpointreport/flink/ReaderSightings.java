package dev.checkpointreport.flink;

import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.streaming.api.operators.AbstractStreamOperator;
import org.apache.flink.streaming.api.operators.BoundedOneInput;
import org.apache.flink.streaming.api.operators.OneInputStreamOperator;
import org.apache.flink.streaming.runtime.streamrecord.StreamRecord;
import org.apache.flink.util.OutputTag;

/**
 * Chained to a reader: the first sightings of the splits it read, merged in one table ({@link FirstSightings}) so
 * that each key on each worker leaves the reader once, with its earliest period, when the input ends, in blocks
 * for the subtasks of the last stage that own them. The cells, bad lines and splits go on unmerged to the client by
 * {@link #TALLIES}; there are a few per period, worker and split.
 */
final class ReaderSightings extends AbstractStreamOperator<Sightings>
        implements OneInputStreamOperator<Tally, Sightings>, BoundedOneInput {
    private static final long serialVersionUID = 1L;
    static final OutputTag<Tally> TALLIES = new OutputTag<>("tallies", TypeInformation.of(Tally.class));

    private final int targets;
    private transient FirstSightings first;

    /** @param targets the subtasks of the last stage */
    ReaderSightings(int targets) {
        this.targets = targets;
    }

    @Override
    public void open() throws Exception {
        super.open();
        first = new FirstSightings();
    }

    @Override
    public void processElement(StreamRecord<Tally> element) {
        Tally tally = element.getValue();
        if (tally.sightings != null) {
            first.merge(tally.sightings);
        } else {
            output.collect(TALLIES, new StreamRecord<>(tally));
        }
    }

    @Override
    public void endInput() {
        StreamRecord<Sightings> record = new StreamRecord<>(null);
        for (Sightings block : first.blocks(targets)) {
            output.collect(record.replace(block));
        }
        first = new FirstSightings();
    }
}
