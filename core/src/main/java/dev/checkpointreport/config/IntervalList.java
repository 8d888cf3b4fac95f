package dev.checkpointreport.config;

import dev.checkpointreport.model.Interval;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads {@code checkpoint.intervals}: {@code none}, whole numbers of periods and ranges such as {@code 1..24},
 * so that a sweep needs no list typed by hand. A range holds every interval between its ends; each interval
 * is listed once, so a range that overlaps a value or another range is refused, naming both places.
 */
final class IntervalList {
    private static final String NUMBER_OF_PERIODS = "a whole number of periods of at least 1, or 'none'";
    private static final String ITEM = "a whole number of periods of at least 1, 'none' or a range such as 1..24";
    private static final Pattern RANGE = Pattern.compile("\\s*([^.]*?)\\s*\\.\\.\\s*([^.]*?)\\s*");
    private static final Pattern DIGITS = Pattern.compile("[0-9]+");

    private IntervalList() {
    }

    /** The intervals {@code checkpoint.intervals} lists, and where each is written: a range's share its place. */
    record Listing(List<Interval> intervals, List<ValuePlace> places) {
    }

    static Listing read(ConfigNode node) throws ConfigException {
        List<ConfigNode> items = node.asList("intervals");
        if (items.isEmpty()) {
            throw node.error("expected at least one interval, found an empty list");
        }
        List<Interval> intervals = new ArrayList<>();
        List<ValuePlace> places = new ArrayList<>();
        Map<Interval, Listed> seen = new HashMap<>();
        for (ConfigNode item : items) {
            Listed listed = item(item);
            for (Interval interval : listed.intervals()) {
                Listed before = seen.putIfAbsent(interval, listed);
                if (before != null) {
                    throw overlap(listed, before, interval);
                }
            }
            intervals.addAll(listed.intervals());
            places.addAll(Collections.nCopies(listed.intervals().size(), new ValuePlace(item.line(), item.key())));
        }
        return new Listing(intervals, places);
    }

    /** One interval, as {@code decision.interval} and the claims name it: no range. */
    private static Interval one(ConfigNode node) throws ConfigException {
        if (node.isText() && node.text().equals("none")) {
            return Interval.NONE;
        }
        if (node.isText()) {
            throw node.expected(NUMBER_OF_PERIODS);
        }
        return Interval.every((int) node.asWholeNumber(NUMBER_OF_PERIODS, 1, Limits.MAX_PERIODS));
    }

    /** One interval that {@code intervals} lists, as a decision or a claim names it. */
    static Interval oneOf(ConfigNode node, List<Interval> intervals) throws ConfigException {
        Interval interval = one(node);
        if (!intervals.contains(interval)) {
            throw node.error("expected one of checkpoint.intervals " + describe(intervals) + ", found " + interval);
        }
        return interval;
    }

    /**
     * The intervals as a reader would write them, runs of three or more rising by one as ranges:
     * {@code [none, 1..24]}, {@code [none, 6, 4, 3, 2, 1]}.
     */
    static String describe(List<Interval> intervals) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < intervals.size(); i++) {
            int end = i;
            while (end + 1 < intervals.size() && !intervals.get(end).isNone() && !intervals.get(end + 1).isNone()
                    && intervals.get(end + 1).periods() == intervals.get(end).periods() + 1) {
                end++;
            }
            if (end - i >= 2) {
                parts.add(intervals.get(i) + ".." + intervals.get(end));
                i = end;
            } else {
                parts.add(intervals.get(i).toString());
            }
        }
        return "[" + String.join(", ", parts) + "]";
    }

    private static Listed item(ConfigNode node) throws ConfigException {
        if (node.isText() && node.text().contains("..")) {
            return range(node);
        }
        if (node.isText() && !node.text().equals("none")) {
            throw node.expected(ITEM);
        }
        Interval interval = one(node);
        return new Listed(node, "interval " + interval, List.of(interval), false);
    }

    private static Listed range(ConfigNode node) throws ConfigException {
        Matcher range = RANGE.matcher(node.text());
        if (!range.matches()) {
            throw node.error("expected a range of whole numbers of periods such as 1..24, found '" + node.shown() + "'");
        }
        String written = range.group(1) + ".." + range.group(2);
        if (range.group(1).isEmpty() || range.group(2).isEmpty()) {
            throw node.error("the range '" + node.shown() + "' lacks its " + (range.group(1).isEmpty() ? "first" : "last")
                    + " interval; write both ends, such as 1..24");
        }
        if (!DIGITS.matcher(range.group(1)).matches() || !DIGITS.matcher(range.group(2)).matches()) {
            throw node.error("expected a range of whole numbers of periods such as 1..24, found '" + node.shown() + "'");
        }
        int first = end(node, range.group(1));
        int last = end(node, range.group(2));
        if (first > last) {
            throw node.error("the range " + written + " is reversed; write the shorter interval first: " + last + ".."
                    + first);
        }
        List<Interval> intervals = new ArrayList<>();
        for (int k = first; k <= last; k++) {
            intervals.add(Interval.every(k));
        }
        return new Listed(node, "the range " + written, intervals, true);
    }

    /** One end of a range, read without arithmetic on its digits, which may be a megabyte of them. */
    private static int end(ConfigNode node, String digits) throws ConfigException {
        String value = digits.replaceFirst("^0+(?=.)", "");
        int periods = value.length() > String.valueOf(Limits.MAX_PERIODS).length() ? -1 : Integer.parseInt(value);
        if (periods < 1 || periods > Limits.MAX_PERIODS) {
            throw node.error("the range '" + node.shown() + "' names " + (periods < 0 ? "a number of " + value.length()
                    + " digits" : value) + "; intervals are from 1 to " + Limits.MAX_PERIODS + " periods");
        }
        return periods;
    }

    private static ConfigException overlap(Listed listed, Listed before, Interval interval) {
        String where = " at " + before.node().key() + " on line " + before.node().line();
        String problem;
        if (!listed.range() && !before.range()) {
            problem = "duplicate interval " + interval;
        } else if (!listed.range()) {
            problem = listed.written() + " is already in " + before.written() + where;
        } else {
            problem = listed.written() + " overlaps " + before.written() + where
                    + (before.range() ? " (both hold " + interval + ")" : "");
        }
        return listed.node().error(problem + "; every interval must be listed once");
    }

    /** One item of the list, as written, with the intervals it holds. */
    private record Listed(ConfigNode node, String written, List<Interval> intervals, boolean range) {
    }
}
