package dev.checkpointreport.flink;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Seeded random events over keys that test the rules: letters outside ASCII and outside the Basic
 * Multilingual Plane (whose code point, not its surrogate halves, enters the hash), commas, quotes and line
 * breaks that CSV must quote, and a skewed key mix. Events come in period order, as a period column needs.
 */
final class RandomEvents {
    private static final ObjectMapper JSON = new ObjectMapper();
    static final List<String> KEYS = List.of("user-0001", "Zoë", "東京", "🙂 smile", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢", "a,b", "say \"hi\"",
            "two\nlines", "ключ", "key with spaces ", "ü", "🚀🚀", "مرحبا", "x");

    record Event(String id, String key, String period, long time, int partition, String note) {
    }

    private RandomEvents() {
    }

    /** {@code count} events over {@code periods}, each period's times within {@code [start + i × length, …)}. */
    static List<Event> of(long seed, int count, List<String> periods, long start, long length, int workers) {
        return of(seed, count, periods, start, length, workers, KEYS, "a note, \"quoted\"\nover two lines");
    }

    /** The same, but no key or note that CSV must quote: such a file is read in splits. */
    static List<Event> unquoted(long seed, int count, List<String> periods, long start, long length, int workers) {
        List<String> keys = KEYS.stream().filter(key -> quoted(key).equals(key)).toList();
        return of(seed, count, periods, start, length, workers, keys, "a note without quotes");
    }

    private static List<Event> of(long seed, int count, List<String> periods, long start, long length, int workers,
                                  List<String> keys, String note) {
        Random random = new Random(seed);
        List<Event> events = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int period = (int) ((long) i * periods.size() / count);
            String key = random.nextInt(4) == 0 ? keys.get(random.nextInt(keys.size()))
                    : "k-" + random.nextInt(300) + (random.nextBoolean() ? "é" : "");
            long time = start + period * length + random.nextInt((int) length);
            events.add(new Event("e" + i, key, periods.get(period), time, random.nextInt(workers),
                    random.nextInt(5) == 0 ? note : "plain"));
        }
        return events;
    }

    static Path csv(Path file, List<Event> events) {
        StringBuilder text = new StringBuilder("id,key,period,time,partition,note\n");
        for (Event e : events) {
            text.append(e.id()).append(',').append(quoted(e.key())).append(',').append(quoted(e.period())).append(',')
                    .append(e.time()).append(',').append(e.partition()).append(',').append(quoted(e.note())).append('\n');
        }
        return write(file, text.toString());
    }

    static Path jsonLines(Path file, List<Event> events) {
        StringBuilder text = new StringBuilder();
        for (Event e : events) {
            ObjectNode line = JSON.createObjectNode().put("id", e.id()).put("key", e.key()).put("period", e.period());
            if (e.time() % 2 == 0) {
                line.put("time", java.time.Instant.ofEpochMilli(e.time()).toString());
            } else {
                line.put("time", e.time());
            }
            line.put("partition", e.partition()).putObject("extra").put("note", e.note());
            text.append(line).append(e.time() % 3 == 0 ? "\r\n" : "\n");
        }
        return write(file, text.toString());
    }

    private static String quoted(String field) {
        return field.matches(".*[,\"\n\r].*|.*\\s$") ? "\"" + field.replace("\"", "\"\"") + "\"" : field;
    }

    private static Path write(Path file, String text) {
        try {
            return Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
