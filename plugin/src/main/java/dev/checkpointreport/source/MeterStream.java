package dev.checkpointreport.source;

import dev.checkpointreport.model.RowCounts;

/**
 * Runs the lesson's meter stream through its three stages and counts the surviving rows per period,
 * per worker and period, and keys per worker. Memory is O(workers × periods), whatever the number of
 * subscribers.
 */
public final class MeterStream {

    private MeterStream() {
    }

    public static RowCounts count(long seed, int subscribers, int periods, int workers) {
        RowCounts.Builder counts = RowCounts.builder(periods, workers);
        MeterReadings source = new MeterReadings(seed, periods);
        for (int i = 0; i < subscribers; i++) {
            String key = MeterReadings.subscriberKey(i);
            int worker = Partition.workerOf(key, workers);
            counts.addKey(worker);
            for (MeterReading row : Pipeline.rows(source.readingsOf(i))) {
                counts.addRow(worker, row.period());
            }
        }
        return counts.build();
    }
}
