package dev.checkpointreport.flink;

import org.apache.flink.api.java.functions.KeySelector;

/**
 * A key's earliest event on one worker, as one reader saw it: what crosses the network, once per key, worker and
 * reader, to the subtask that owns the key. A POJO of a string, two ints and a long, which Flink serializes with
 * its own serializers.
 */
public class Sighting {
    public String key;
    public int worker;
    /** The period's label as written, or {@code null}; else its index in {@link #bucket}. */
    public String label;
    public int bucket;
    /** What orders sightings: the period's index, or with a label where the line starts in the file. */
    public long order;

    public Sighting() {
    }

    static Sighting of(Tally first) {
        Sighting sighting = new Sighting();
        sighting.key = first.key;
        sighting.worker = first.worker;
        sighting.label = first.label;
        sighting.bucket = first.bucket;
        sighting.order = first.order;
        return sighting;
    }

    /** Of two sightings of one key on one worker, the earlier. */
    Sighting earlier(Sighting other) {
        return other.order < order ? other : this;
    }

    /**
     * The key a sighting is reduced by: the key alone when the key's hash picks its worker, else the worker and
     * the key (digits, a NUL, then the key: no two pairs give the same text).
     */
    static final class ByKey implements KeySelector<Sighting, String> {
        private static final long serialVersionUID = 1L;
        private final boolean partitioned;

        ByKey(boolean partitioned) {
            this.partitioned = partitioned;
        }

        @Override
        public String getKey(Sighting sighting) {
            return partitioned ? sighting.worker + "\u0000" + sighting.key : sighting.key;
        }
    }
}
