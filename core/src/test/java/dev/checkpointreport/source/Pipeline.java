package dev.checkpointreport.source;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The lesson's three stages up to consumption ({@code s1_screen}, {@code s2_dedupe},
 * {@code s3_consumption}), applied to one subscriber's readings at a time. The generator emits a
 * subscriber's readings together, so the per-subscriber key sets see every record the lesson's
 * whole-stream sets would. The plugin counts what these stages keep without running them
 * ({@code MeterStream}); they stay here as the reference its counts are proven equal to.
 */
final class Pipeline {

    private Pipeline() {
    }

    /** Readings that survive all three stages: the rows of the streaming job. */
    static List<MeterReading> rows(List<MeterReading> readings) {
        return consumption(dedupe(screen(readings)));
    }

    static List<MeterReading> screen(List<MeterReading> readings) {
        return readings.stream().filter(MeterReading::isComplete).toList();
    }

    static List<MeterReading> dedupe(List<MeterReading> readings) {
        Set<Key> seen = new HashSet<>();
        List<MeterReading> kept = new ArrayList<>(readings.size());
        for (MeterReading reading : readings) {
            if (seen.add(Key.of(reading))) {
                kept.add(reading);
            }
        }
        return kept;
    }

    /** Keeps readings that have a previous period to subtract from; the first period has none. */
    static List<MeterReading> consumption(List<MeterReading> readings) {
        Map<Key, MeterReading> table = new HashMap<>();
        for (MeterReading reading : readings) {
            table.put(Key.of(reading), reading);
        }
        List<MeterReading> out = new ArrayList<>(readings.size());
        for (MeterReading reading : readings) {
            int period = reading.period();
            if (period > 0 && table.containsKey(new Key(reading.subscriber(), period - 1))) {
                out.add(reading);
            }
        }
        return out;
    }

    /** The lesson's {@code (subscriber, period)} key. */
    private record Key(String subscriber, int period) {
        static Key of(MeterReading reading) {
            return new Key(reading.subscriber(), reading.period());
        }
    }
}
