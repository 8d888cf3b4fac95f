package dev.checkpointreport.config;

import java.time.YearMonth;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads {@code source.periods}: a range of months such as {@code 2026-01..2026-12}, or a list of labels. */
final class Periods {
    private static final Pattern MONTH_RANGE = Pattern.compile("(\\d{4}-\\d{2})\\.\\.(\\d{4}-\\d{2})");
    private static final String WHAT = "a range of months such as 2026-01..2026-12, or a list of labels";

    private Periods() {
    }

    static List<String> read(ConfigNode node) throws ConfigException {
        List<String> labels = node.isScalar() ? monthRange(node) : labelList(node);
        if (labels.size() < 2) {
            throw node.error("expected at least 2 periods (the first one produces no rows), found " + labels.size());
        }
        return labels;
    }

    private static List<String> monthRange(ConfigNode node) throws ConfigException {
        if (!node.isText()) {
            throw node.expected(WHAT);
        }
        Matcher range = MONTH_RANGE.matcher(node.text().trim());
        if (!range.matches()) {
            throw node.expected(WHAT);
        }
        YearMonth first = month(node, range.group(1));
        YearMonth last = month(node, range.group(2));
        if (last.isBefore(first)) {
            throw node.error("the range is reversed: " + range.group(1) + " comes after " + range.group(2)
                    + "; write the earlier month first");
        }
        long count = first.until(last, java.time.temporal.ChronoUnit.MONTHS) + 1;
        if (count > Limits.MAX_PERIODS) {
            throw node.error("expected at most " + Limits.MAX_PERIODS + " periods, found " + count);
        }
        List<String> labels = new ArrayList<>();
        for (YearMonth m = first; !m.isAfter(last); m = m.plusMonths(1)) {
            labels.add(m.toString());
        }
        return labels;
    }

    private static YearMonth month(ConfigNode node, String text) throws ConfigException {
        try {
            return YearMonth.parse(text);
        } catch (DateTimeParseException e) {
            throw node.error("expected a month such as 2026-01, found '" + text + "'");
        }
    }

    private static List<String> labelList(ConfigNode node) throws ConfigException {
        List<ConfigNode> items = node.asList("period labels");
        if (items.size() > Limits.MAX_PERIODS) {
            throw node.error("expected at most " + Limits.MAX_PERIODS + " periods, found " + items.size());
        }
        List<String> labels = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (ConfigNode item : items) {
            String label = item.asLabel();
            if (!seen.add(label)) {
                throw item.error("duplicate period '" + item.shown() + "'; every period label must be unique");
            }
            labels.add(label);
        }
        return labels;
    }
}
