package dev.checkpointreport.flink;

import de.siegmar.fastcsv.reader.CsvReader;
import de.siegmar.fastcsv.reader.CsvRecord;
import dev.checkpointreport.config.Limits;
import dev.checkpointreport.source.EventTime;
import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What the counting job reads and writes, from its arguments; the keys mirror the scenario's {@code source}
 * section: {@code --events}, {@code --key}, {@code --period} or {@code --time} with {@code --period-start}
 * and {@code --period-length}, {@code --periods}, {@code --partition}, {@code --format},
 * {@code --max-bad-lines}, and the scenario's {@code --workers}; {@code --output} names the counts file.
 *
 * @param timeStart the start of the first period in epoch milliseconds, with {@code --time}; else {@code null}
 * @param periodMillis the length of a period, with {@code --time}
 * @param declaredPeriods the labels of {@code --periods}, or {@code null}
 */
public record CountOptions(String events, String output, boolean jsonLines, String key, String when, String partition,
                           Long timeStart, long periodMillis, List<String> declaredPeriods, long maxBadLines,
                           int workers) implements Serializable {
    static final String USAGE = "usage: flink run checkpoint-report-flink.jar --events FILE --output COUNTS.csv "
            + "--workers N --key COLUMN (--period COLUMN | --time COLUMN --period-start 2026-01-01T00:00:00Z "
            + "--period-length PT1H) [--periods a,b,\"c, d\"] [--partition COLUMN] [--format csv|jsonl] [--max-bad-lines N]";
    private static final List<String> KEYS = List.of("events", "output", "workers", "key", "period", "time",
            "period-start", "period-length", "periods", "partition", "format", "max-bad-lines");

    /** The options of {@code args}, {@code --name value} pairs; a mistake is an {@link IllegalArgumentException}. */
    public static CountOptions parse(String... args) {
        Map<String, String> given = pairs(args);
        String events = required(given, "events");
        String time = given.get("time");
        String period = given.get("period");
        if ((time == null) == (period == null)) {
            throw new IllegalArgumentException("give --period (a column of period labels) or --time (a column of "
                    + "times), not " + (time == null ? "neither" : "both"));
        }
        Long start = null;
        long length = 0;
        if (time != null) {
            start = EventTime.millis(required(given, "period-start"));
            if (start == null) {
                throw new IllegalArgumentException("--period-start: expected " + EventTime.EXPECTED);
            }
            length = millis(required(given, "period-length"));
        }
        String periods = given.get("periods");
        return new CountOptions(events, required(given, "output"), jsonLines(given.get("format"), events),
                required(given, "key"), time != null ? time : period, given.get("partition"), start, length,
                periods == null ? null : labels(periods),
                number(given, "max-bad-lines", 0, 0, Limits.MAX_BAD_LINES),
                (int) number(given, "workers", -1, 1, Limits.MAX_WORKERS));
    }

    private static Map<String, String> pairs(String[] args) {
        Map<String, String> given = new HashMap<>();
        for (int i = 0; i < args.length; i += 2) {
            String name = args[i].startsWith("--") ? args[i].substring(2) : null;
            if (name == null || !KEYS.contains(name) || i + 1 == args.length) {
                throw new IllegalArgumentException((name == null || !KEYS.contains(name) ? "unknown argument '"
                        + args[i] + "'" : "--" + name + " needs a value") + "; " + USAGE);
            }
            given.put(name, args[i + 1]);
        }
        return given;
    }

    private static String required(Map<String, String> given, String name) {
        String value = given.get(name);
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("missing --" + name + "; " + USAGE);
        }
        return value;
    }

    private static long number(Map<String, String> given, String name, long absent, long min, long max) {
        String text = absent < 0 ? required(given, name) : given.getOrDefault(name, Long.toString(absent));
        try {
            long value = Long.parseLong(text.strip());
            if (value >= min && value <= max) {
                return value;
            }
        } catch (NumberFormatException e) {
            // worded below
        }
        throw new IllegalArgumentException("--" + name + ": expected a whole number from " + min + " to " + max
                + ", found '" + text + "'");
    }

    /** Labels as one CSV record: {@code a,b,c}, a label with a comma in quotes. */
    private static List<String> labels(String periods) {
        try (CsvReader<CsvRecord> csv = CsvReader.builder().ofCsvRecord(periods)) {
            return csv.stream().findFirst().map(CsvRecord::getFields).orElse(List.of());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** An ISO-8601 duration such as {@code PT1H}, or whole milliseconds. */
    private static long millis(String text) {
        try {
            long millis = text.chars().allMatch(Character::isDigit) ? Long.parseLong(text)
                    : Duration.parse(text).toMillis();
            if (millis > 0) {
                return millis;
            }
        } catch (DateTimeParseException | ArithmeticException | NumberFormatException e) {
            // worded below
        }
        throw new IllegalArgumentException("--period-length: expected a positive ISO-8601 duration such as PT1H, "
                + "or milliseconds, found '" + text + "'");
    }

    /** The format named, or told by the file's name as the plugin tells it. */
    private static boolean jsonLines(String format, String events) {
        if (format != null) {
            if (!Arrays.asList("csv", "jsonl").contains(format)) {
                throw new IllegalArgumentException("--format: expected csv or jsonl, found '" + format + "'");
            }
            return format.equals("jsonl");
        }
        String plain = events.endsWith(".gz") ? events.substring(0, events.length() - 3) : events;
        if (plain.endsWith(".csv")) {
            return false;
        }
        if (plain.endsWith(".jsonl") || plain.endsWith(".ndjson")) {
            return true;
        }
        throw new IllegalArgumentException("cannot tell the format from the name '" + events + "'; name it .csv, "
                + ".jsonl or .ndjson (then .gz if compressed), or give --format csv or jsonl");
    }
}
