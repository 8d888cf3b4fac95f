package dev.checkpointreport.source;

import java.util.ArrayList;
import java.util.List;

/**
 * The lesson's fictional meter network ({@code generate_source}): subscribers {@code A001, A002, ...},
 * each with a region, a type and a starting index, and one reading per period. Readings are produced
 * one subscriber at a time. With {@link Pipeline} it is the reference that {@code MeterStream.count}, which
 * makes no reading, is proven equal to.
 */
final class MeterReadings {
    private static final String[] REGION = {"dogu", "bati", "kuzey", "guney", "merkez"};
    private static final String[] TYPE = {"residential", "commercial"};

    private final long seed;
    private final int periods;

    MeterReadings(long seed, int periods) {
        this.seed = seed;
        this.periods = periods;
    }

    static String subscriberKey(int i) {
        return String.format("A%03d", i + 1);
    }

    /** The readings of subscriber {@code i}, in period order. */
    List<MeterReading> readingsOf(int i) {
        LessonRandom profile = new LessonRandom(seed + 37L * i);
        String key = subscriberKey(i);
        String region = REGION[profile.nextBelow(5)];
        String type = TYPE[profile.nextBelow(2)];
        long meterIndex = 10000 + profile.nextBelow(60000);
        List<MeterReading> readings = new ArrayList<>(periods);
        for (int p = 0; p < periods; p++) {
            LessonRandom r = new LessonRandom(seed + 101L * i + 7L * p);
            meterIndex += 4 + r.nextBelow(46);
            readings.add(new MeterReading(key, p, region, type, meterIndex, "m3"));
        }
        return readings;
    }
}
