package dev.checkpointreport.source;

import dev.checkpointreport.model.RowCounts;

/**
 * Counts the rows of the lesson's meter stream that survive its three stages, per period, per worker
 * and period, and the keys per worker, without making a reading.
 *
 * <p>What the stages keep follows from the generator ({@code generate_source}): each subscriber emits
 * exactly one reading per period, {@code 0..periods-1}, with every field set. So the screen stage
 * ({@code s1_screen}) drops nothing, the dedupe stage ({@code s2_dedupe}) sees each
 * {@code (subscriber, period)} key once and drops nothing, and the consumption stage
 * ({@code s3_consumption}) keeps every period but the first, the one without a previous reading. Every
 * subscriber therefore adds one row to its worker in each period from the second on. The seed decides
 * the readings' values (region, type, meter index), none of which a stage looks at. The test sources
 * keep the staged pipeline over generated readings, and prove the counts equal across seeds and sizes.
 *
 * <p>Every subscriber adds the same rows (one in each period from the second on) to its worker, so the loop
 * counts subscribers per worker and the rows follow: memory O(workers × periods), time O(subscribers +
 * workers × periods).
 */
public final class MeterStream {
    private MeterStream() {
    }

    /** The rows of the lesson's stream of {@code seed}; the counts do not depend on the seed, see above. */
    public static RowCounts count(long seed, int subscribers, int periods, int workers) {
        long[] subscribersOf = new long[workers];
        StringBuilder key = new StringBuilder();
        for (int i = 0; i < subscribers; i++) {
            subscribersOf[Partition.workerOf(subscriberKey(key, i), workers)]++;
        }
        RowCounts.Builder counts = RowCounts.builder(periods, workers);
        for (int worker = 0; worker < workers; worker++) {
            counts.addKeys(worker, subscribersOf[worker]);
            for (int p = 1; p < periods; p++) {
                counts.addRows(worker, p, subscribersOf[worker]);
            }
        }
        return counts.build();
    }

    /**
     * The lesson's key of subscriber {@code i}: {@code A001}, {@code A002}, ..., {@code A1000}, as {@code "A%03d"},
     * written into {@code key}: a million subscribers make no string.
     */
    static CharSequence subscriberKey(StringBuilder key, int i) {
        int number = i + 1;
        key.setLength(0);
        key.append(number < 10 ? "A00" : number < 100 ? "A0" : "A");
        return key.append(number);
    }
}
