package dev.checkpointreport.output.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.checkpointreport.config.ConfigException;
import dev.checkpointreport.measured.JsonTree;
import dev.checkpointreport.output.BuildHistory;
import dev.checkpointreport.output.BuildHistory.Build;
import dev.checkpointreport.output.BuildHistory.Day;
import dev.checkpointreport.output.BuildHistory.Figure;
import dev.checkpointreport.output.BuildHistory.Point;
import java.io.IOException;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the previous {@code history.json} a build appends to, with the folder rule's care: it is untrusted input
 * (a file anyone could have put there, a URL's answer), so its depth, its texts and every list are bounded, its
 * marker and format version are checked, and every field has the shape {@link HistoryJson} writes. What is refused
 * is one {@link ConfigException} line naming the file or URL and the field; nothing is written then, so the previous
 * history is never overwritten.
 */
public final class HistoryReader {
    /** What a refused history's line ends with: what to do. */
    static final String HINT = "; nothing was written: point -Dcheckpoint.history at the course's own history.json,"
            + " or leave it out to start a new history";
    static final int MOST_DEPTH = 8;
    static final int MOST_TEXT = 1_000;
    static final int MOST_SCENARIOS = 1_000;
    static final int MOST_BREAK_EVENS = 1_000;
    static final int MOST_FIGURES = 16;
    /** The longest name (of a scenario, of a branch) a history holds. */
    static final int MOST_NAME = 300;
    private static final Pattern DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z");
    private static final Pattern DAY = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");
    private static final Pattern COMMIT = Pattern.compile("[0-9a-f]{7,64}");
    /** How the JSON reader words a key named twice ({@code STRICT_DUPLICATE_DETECTION}). */
    private static final Pattern DUPLICATE = Pattern.compile("Duplicate field '(.*)'", Pattern.DOTALL);
    private static final Pattern FRACTION = Pattern.compile("(\\d{1,30})(?:/(\\d{1,30}))?");
    private static final Pattern FIGURE = Pattern.compile("[A-Za-z][A-Za-z0-9]{0,39}");
    private static final JsonFactory JSON = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MOST_DEPTH)
                    .maxStringLength(MOST_TEXT).maxNumberLength(40).build())
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();

    private final String file;

    private HistoryReader(String file) {
        this.file = file;
    }

    /** The history in {@code bytes}, read from {@code file} (a path or a URL, as a message names it). */
    public static BuildHistory read(String file, byte[] bytes) throws ConfigException {
        return new HistoryReader(file).history(bytes);
    }

    /** {@code commit} if a history may hold it (a commit id), else {@code null}, so what is written reads back. */
    public static String commit(String commit) {
        return commit != null && COMMIT.matcher(commit).matches() ? commit : null;
    }

    /** {@code branch} if a history may hold it (at most {@value #MOST_NAME} characters), else {@code null}. */
    public static String branch(String branch) {
        return branch != null && !branch.isEmpty() && branch.length() <= MOST_NAME ? branch : null;
    }

    private BuildHistory history(byte[] bytes) throws ConfigException {
        JsonNode root;
        JsonLocation trailing = null;
        try (JsonParser parser = JSON.createParser(bytes)) {
            root = JsonTree.read(parser);
            if (root != null && parser.nextToken() != null) {
                trailing = parser.currentTokenLocation();
            }
        } catch (StreamConstraintsException e) {
            String said = String.valueOf(e.getOriginalMessage());
            throw refused(null, said.contains("nesting depth") ? "nests deeper than " + MOST_DEPTH
                    + " levels, deeper than a history.json does" : "holds a text or number longer than any a "
                    + "history.json holds");
        } catch (JsonProcessingException e) {
            Matcher duplicate = DUPLICATE.matcher(String.valueOf(e.getOriginalMessage()));
            if (duplicate.matches()) {
                // JSON that names a key twice, which of the two a reader takes is its own choice: refused as such
                throw refused(null, "holds the key " + shown(TextNode.valueOf(duplicate.group(1)))
                        + " twice in one object" + at(e.getLocation()));
            }
            throw notJson(e.getLocation());
        } catch (IOException e) {
            throw refused(null, "is not JSON");
        }
        if (trailing != null) {
            throw notJson(trailing); // a second value after the history, as `>>` appends one
        }
        if (root == null || !root.isObject() || !HistoryJson.FORMAT.equals(root.path("format").textValue())) {
            throw refused(null, "is not a checkpoint-report history (it lacks \"format\": \"" + HistoryJson.FORMAT
                    + "\")");
        }
        JsonNode version = root.path("formatVersion");
        if (!version.isIntegralNumber() || version.bigIntegerValue().signum() < 1) {
            throw refused("formatVersion", "expected a whole number from 1, found " + shown(version));
        }
        // compared whole: a version past an int's range is a newer one too, not a mistake of shape
        if (version.bigIntegerValue().compareTo(BigInteger.valueOf(HistoryJson.FORMAT_VERSION)) > 0) {
            throw refused("formatVersion", "the history is of format " + version.bigIntegerValue() + ", newer than"
                    + " this plugin reads (" + HistoryJson.FORMAT_VERSION + "); build with the plugin that wrote it");
        }
        JsonNode builds = list(root, "builds", "builds", HistoryJson.MOST_BUILDS);
        List<Build> read = new ArrayList<>();
        for (int i = 0; i < builds.size(); i++) {
            read.add(build(builds.get(i), "builds[" + i + "]"));
        }
        return new BuildHistory(read);
    }

    private ConfigException notJson(JsonLocation at) {
        return refused(null, "is not JSON" + at(at));
    }

    private static String at(JsonLocation at) {
        return at == null ? "" : " (at line " + at.getLineNr() + ", column " + at.getColumnNr() + ")";
    }

    private Build build(JsonNode node, String key) throws ConfigException {
        object(node, key);
        String date = text(node, "date", key, DATE, "an instant such as 2026-12-03T18:41:14Z", false);
        String commit = text(node, "commit", key, COMMIT, "a commit id (7 to 64 hex digits) or null", true);
        String branch = text(node, "branch", key, null, "a branch's name or null", true);
        JsonNode scenarios = list(node, "scenarios", key + ".scenarios", MOST_SCENARIOS);
        List<Point> points = new ArrayList<>();
        for (int i = 0; i < scenarios.size(); i++) {
            points.add(point(scenarios.get(i), key + ".scenarios[" + i + "]"));
        }
        return new Build(date, commit, branch, points);
    }

    private Point point(JsonNode node, String key) throws ConfigException {
        object(node, key);
        String name = text(node, "name", key, null, "the scenario's name", false);
        JsonNode decision = node.path("decision");
        String decided = null;
        Double probability = null;
        String best = null;
        if (!decision.isNull()) {
            object(decision, key + ".decision");
            decided = interval(decision, "interval", key + ".decision");
            JsonNode p = decision.path("probability");
            if (!p.isNull() && !(p.isNumber() && p.doubleValue() >= 0 && p.doubleValue() <= 1)) {
                throw refused(key + ".decision.probability", "expected a probability from 0 to 1 or null, found "
                        + shown(p));
            }
            probability = p.isNull() ? null : p.doubleValue();
            best = interval(decision, "best", key + ".decision");
        }
        JsonNode breakEvens = list(node, "breakEvens", key + ".breakEvens", MOST_BREAK_EVENS);
        List<BuildHistory.BreakEven> points = new ArrayList<>();
        for (int i = 0; i < breakEvens.size(); i++) {
            String at = key + ".breakEvens[" + i + "]";
            object(breakEvens.get(i), at);
            points.add(new BuildHistory.BreakEven(fraction(breakEvens.get(i), at),
                    interval(breakEvens.get(i), "below", at), interval(breakEvens.get(i), "above", at)));
        }
        JsonNode passed = node.path("passed");
        if (!passed.isBoolean()) {
            throw refused(key + ".passed", "expected true or false, found " + shown(passed));
        }
        JsonNode failing = list(node, "failing", key + ".failing", 20);
        List<String> kinds = new ArrayList<>();
        for (int i = 0; i < failing.size(); i++) {
            if (!failing.get(i).isTextual() || !FIGURE.matcher(failing.get(i).textValue()).matches()) {
                throw refused(key + ".failing[" + i + "]", "expected a check's kind, such as decision, found "
                        + shown(failing.get(i)));
            }
            kinds.add(failing.get(i).textValue());
        }
        JsonNode p90 = node.path("p90");
        if (!p90.isNull() && !(p90.isIntegralNumber() && p90.canConvertToLong() && p90.longValue() >= 0)) {
            throw refused(key + ".p90", "expected milliseconds (a whole number) or null, found " + shown(p90));
        }
        return new Point(name, decided, probability, best, points, passed.booleanValue(), kinds,
                p90.isNull() ? null : p90.longValue(), days(node, key));
    }

    /** A break-even's probability: an exact fraction, as {@code report.json}'s, from 0 to 1. */
    private String fraction(JsonNode node, String key) throws ConfigException {
        JsonNode value = node.path("probability");
        Matcher fraction = FRACTION.matcher(value.isTextual() ? value.textValue() : "");
        boolean fits = fraction.matches();
        if (fits) {
            BigInteger over = fraction.group(2) == null ? BigInteger.ONE : new BigInteger(fraction.group(2));
            fits = over.signum() > 0 && new BigInteger(fraction.group(1)).compareTo(over) <= 0;
        }
        if (!fits) {
            throw refused(key + ".probability", "expected an exact fraction from 0 to 1, such as 11/18, found "
                    + shown(value));
        }
        return value.textValue();
    }

    private List<Day> days(JsonNode node, String key) throws ConfigException {
        JsonNode days = list(node, "days", key + ".days", HistoryJson.MOST_DAYS);
        List<Day> read = new ArrayList<>();
        for (int i = 0; i < days.size(); i++) {
            String at = key + ".days[" + i + "]";
            object(days.get(i), at);
            String date = text(days.get(i), "date", at, DAY, "a day such as 2026-12-03", false);
            JsonNode figures = days.get(i).path("figures");
            object(figures, at + ".figures");
            if (figures.size() > MOST_FIGURES) {
                throw refused(at + ".figures", "holds " + figures.size() + " figures, more than "
                        + MOST_FIGURES);
            }
            List<Figure> named = new ArrayList<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = figures.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> figure = it.next();
                if (!FIGURE.matcher(figure.getKey()).matches() || !figure.getValue().isNumber()) {
                    throw refused(at + ".figures", "expected a figure's name and its number, found "
                            + shown(figure.getValue()));
                }
                named.add(new Figure(figure.getKey(), figure.getValue().doubleValue()));
            }
            read.add(new Day(date, named));
        }
        return read;
    }

    private String interval(JsonNode node, String field, String key) throws ConfigException {
        JsonNode value = node.path(field);
        if (value.isTextual() && value.textValue().equals("none")) {
            return "none";
        }
        if (!value.isInt() || value.intValue() < 1) {
            throw refused(key + "." + field, "expected an interval (a whole number of periods, or \"none\"), found "
                    + shown(value));
        }
        return Integer.toString(value.intValue());
    }

    private String text(JsonNode node, String field, String key, Pattern shape, String expected, boolean mayBeNull)
            throws ConfigException {
        JsonNode value = node.path(field);
        if (mayBeNull && value.isNull()) {
            return null;
        }
        boolean fits = value.isTextual() && !value.textValue().isEmpty()
                && (shape == null ? value.textValue().length() <= MOST_NAME : shape.matcher(value.textValue()).matches()
                && (shape != DATE && shape != DAY || onTheCalendar(value.textValue(), shape == DATE)));
        if (!fits) {
            throw refused(key + "." + field, "expected " + expected + ", found " + shown(value));
        }
        return value.textValue();
    }

    /** Whether a date of the right shape is on the calendar and the clock: 2026-02-30 would fail the thinning. */
    private static boolean onTheCalendar(String date, boolean instant) {
        try {
            if (instant) {
                Instant.parse(date);
            } else {
                LocalDate.parse(date);
            }
            return true;
        } catch (DateTimeParseException e) {
            return false;
        }
    }

    private JsonNode list(JsonNode node, String field, String key, int most) throws ConfigException {
        JsonNode value = node.path(field);
        if (!value.isArray()) {
            throw refused(key, "expected a list, found " + shown(value));
        }
        if (value.size() > most) {
            throw refused(key, "holds " + value.size() + " items, more than the " + most + " a history.json holds");
        }
        return value;
    }

    private void object(JsonNode node, String key) throws ConfigException {
        if (!node.isObject()) {
            throw refused(key, "expected an object, found " + shown(node));
        }
    }

    /** A value as a message names it: its kind, and a short text or number as it is. */
    private static String shown(JsonNode value) {
        if (value.isMissingNode()) {
            return "nothing";
        }
        if (value.isTextual()) {
            String text = value.textValue();
            return "'" + (text.length() > 40 ? text.substring(0, 40) + "…" : text) + "'";
        }
        if (value.isContainerNode()) {
            return value.isArray() ? "a list" : "an object";
        }
        return value.toString();
    }

    private ConfigException refused(String key, String problem) {
        return new ConfigException(file, 0, key, problem + HINT);
    }
}
