package dev.checkpointreport.flink;

import java.util.HashMap;
import java.util.Map;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.streaming.api.operators.AbstractStreamOperator;
import org.apache.flink.streaming.api.operators.BoundedOneInput;
import org.apache.flink.streaming.api.operators.OneInputStreamOperator;
import org.apache.flink.streaming.runtime.streamrecord.StreamRecord;
import org.apache.flink.util.OutputTag;

/**
 * Chained to a reader: the first sightings of the splits it read, merged so that each key on each worker leaves
 * the reader once, with its earliest period, when the input ends. The cells, bad lines and splits go on unmerged
 * to the client by {@link #TALLIES}; there are a few per period, worker and split.
 */
final class ReaderSightings extends AbstractStreamOperator<Sighting>
        implements OneInputStreamOperator<Tally, Sighting>, BoundedOneInput {
    private static final long serialVersionUID = 1L;
    static final OutputTag<Tally> TALLIES = new OutputTag<>("tallies", TypeInformation.of(Tally.class));

    private final boolean partitioned;
    private transient Map<String, Sighting> first;
    private transient Sighting.ByKey byKey;

    ReaderSightings(boolean partitioned) {
        this.partitioned = partitioned;
    }

    @Override
    public void open() throws Exception {
        super.open();
        first = new HashMap<>();
        byKey = new Sighting.ByKey(partitioned);
    }

    @Override
    public void processElement(StreamRecord<Tally> element) {
        Tally tally = element.getValue();
        if (tally.key == null) {
            output.collect(TALLIES, new StreamRecord<>(tally));
            return;
        }
        Sighting sighting = Sighting.of(tally);
        first.merge(byKey.getKey(sighting), sighting, Sighting::earlier);
    }

    @Override
    public void endInput() {
        StreamRecord<Sighting> record = new StreamRecord<>(null);
        for (Sighting sighting : first.values()) {
            output.collect(record.replace(sighting));
        }
        first.clear();
    }
}
