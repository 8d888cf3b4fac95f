package dev.checkpointreport.config;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The labels a page shows for periods bucketed by time ({@code source.time}): the periods' starts, full
 * ISO-8601 instants in report.json, are long for a table's first column. By default the shortest form that
 * tells the periods apart at their length, in UTC: {@code 03-02} for whole days, {@code 03-02 17:00} for hours
 * and minutes, {@code 17:00:05} for seconds within one day, with the year in front only when the stream spans
 * years. {@code source.labels} names a {@link DateTimeFormatter} pattern instead, read in {@link Locale#ROOT} so
 * a page is the same on every machine.
 */
final class PeriodNames {
    private static final long SECOND = 1_000;
    private static final long MINUTE = 60 * SECOND;
    private static final long DAY = 24 * 60 * MINUTE;

    private PeriodNames() {
    }

    /** The page's labels for {@code periods}, the ISO instants {@code TimeBuckets} wrote. */
    static List<String> of(List<String> periods, Optional<ConfigNode> pattern) throws ConfigException {
        List<ZonedDateTime> starts = new ArrayList<>();
        for (String period : periods) {
            starts.add(Instant.parse(period).atZone(ZoneOffset.UTC));
        }
        if (pattern.isEmpty()) {
            return format(starts, DateTimeFormatter.ofPattern(compact(starts), Locale.ROOT));
        }
        ConfigNode node = pattern.get();
        String text = node.asText("a java.time pattern such as MM-dd HH:mm");
        DateTimeFormatter formatter;
        try {
            formatter = DateTimeFormatter.ofPattern(text, Locale.ROOT).withZone(ZoneOffset.UTC);
        } catch (IllegalArgumentException e) {
            throw node.error("expected a java.time pattern such as MM-dd HH:mm, found '" + text + "': "
                    + e.getMessage());
        }
        List<String> names;
        try {
            names = format(starts, formatter);
        } catch (RuntimeException e) {
            throw node.error("the pattern '" + text + "' cannot write a period's start: " + e.getMessage());
        }
        Map<String, String> seen = new HashMap<>();
        for (int i = 0; i < names.size(); i++) {
            String earlier = seen.putIfAbsent(names.get(i), periods.get(i));
            if (earlier != null) {
                throw node.error("the pattern '" + text + "' writes " + earlier + " and " + periods.get(i)
                        + " both as '" + names.get(i) + "'; add the fields that tell them apart");
            }
        }
        return names;
    }

    private static List<String> format(List<ZonedDateTime> starts, DateTimeFormatter formatter) {
        List<String> names = new ArrayList<>();
        for (ZonedDateTime start : starts) {
            names.add(formatter.format(start));
        }
        return names;
    }

    /** The shortest pattern that tells every start apart at its precision. */
    private static String compact(List<ZonedDateTime> starts) {
        long finest = DAY;
        for (ZonedDateTime start : starts) {
            long millis = start.toInstant().toEpochMilli();
            finest = Math.min(finest, millis % DAY == 0 ? DAY : millis % MINUTE == 0 ? MINUTE
                    : millis % SECOND == 0 ? SECOND : 1);
        }
        ZonedDateTime first = starts.get(0);
        ZonedDateTime last = starts.get(starts.size() - 1);
        boolean oneDay = first.toLocalDate().equals(last.toLocalDate());
        String year = first.getYear() == last.getYear() ? "" : "yyyy-";
        if (finest == DAY) {
            return year + "MM-dd";
        }
        if (finest == MINUTE) {
            return year + "MM-dd HH:mm";
        }
        String time = finest == SECOND ? "HH:mm:ss" : "HH:mm:ss.SSS";
        return oneDay ? time : year + "MM-dd " + time;
    }
}
