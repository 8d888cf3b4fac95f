package dev.checkpointreport.measured;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reads a saved {@code query_range} answer as it streams, each series' {@code values} straight into samples: a tree
 * of JSON nodes costs some 150 bytes a sample, and weeks of one-minute samples are hundreds of thousands of them,
 * which the collector promotes while a file is read and reclaims late. Everything else of the answer is read as a
 * tree and judged by {@link PrometheusAnswer}. Only an answer that is plain throughout is read here: any sample
 * other than {@code [seconds, "digits"]} (or {@code "-1"} where the gauge writes it) in time order, and any answer
 * that is not JSON or not one, is left to {@link ResponseFile} and {@link PrometheusAnswer}, which name what is wrong.
 */
final class PrometheusStream {
    /** Digits of a value read here: any 15 are under 2^53. */
    private static final int DIGITS = 15;
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final JsonParser parser;
    /** Each series' samples; {@code null} for one not read here. */
    private final List<Samples> streamed = new ArrayList<>();

    private PrometheusStream(JsonParser parser) {
        this.parser = parser;
    }

    /** The answer, or {@code null} when it is not plain throughout. */
    static PrometheusAnswer read(byte[] bytes, String shown) {
        try (JsonParser parser = ResponseFile.JSON.createParser(bytes)) {
            PrometheusStream stream = new PrometheusStream(parser);
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                return null;
            }
            ObjectNode root = stream.object(0);
            if (root == null || parser.nextToken() != null) {
                return null;
            }
            PrometheusAnswer answer = PrometheusAnswer.read(new JsonValue(shown, "$", root),
                    (i, path) -> i < stream.streamed.size() && stream.streamed.get(i) != null
                            ? stream.streamed.get(i).series(path) : null);
            boolean none = answer.series().stream().flatMapToLong(series -> Arrays.stream(series.values(), 0,
                    series.size())).anyMatch(value -> value < 0);
            return none && !answer.metric().noneAsMinusOne() ? null : answer;
        } catch (IOException | MeasuredException | RuntimeException e) {
            return null; // read again the careful way, which says what is wrong
        }
    }

    /**
     * The object at the parser, its fields read as a tree, but {@code data.result[i].values} read as samples:
     * {@code depth} 0 is the root, 1 {@code data}, 2 a series. {@code null} when a sample is not plain.
     */
    private ObjectNode object(int depth) throws IOException {
        ObjectNode object = NODES.objectNode();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            JsonToken value = parser.nextToken();
            JsonNode node;
            if (depth == 0 && name.equals("data") && value == JsonToken.START_OBJECT) {
                node = object(1);
            } else if (depth == 1 && name.equals("result") && value == JsonToken.START_ARRAY) {
                node = result();
            } else if (depth == 2 && name.equals("values") && value == JsonToken.START_ARRAY) {
                Samples samples = samples();
                streamed.set(streamed.size() - 1, samples);
                node = samples == null ? null : NODES.arrayNode();
            } else {
                node = JsonTree.read(parser);
            }
            if (node == null || node.isMissingNode()) {
                return null;
            }
            object.set(name, node);
        }
        return object;
    }

    /** The series of {@code data.result}, each an object; {@code null} otherwise. */
    private ArrayNode result() throws IOException {
        ArrayNode result = NODES.arrayNode();
        while (parser.nextToken() == JsonToken.START_OBJECT) {
            streamed.add(null);
            ObjectNode series = object(2);
            if (series == null) {
                return null;
            }
            result.add(series);
        }
        return parser.currentToken() == JsonToken.END_ARRAY ? result : null;
    }

    /** A series' samples as {@link PrometheusAnswer.Series} holds them, before its path is known. */
    private record Samples(long[] times, long[] values, int size) {
        PrometheusAnswer.Series series(String path) {
            return new PrometheusAnswer.Series(path, times, values, size);
        }
    }

    /** The samples of the array at the parser, each plain and after the one before; {@code null} otherwise. */
    private Samples samples() throws IOException {
        long[] times = new long[64];
        long[] values = new long[64];
        int size = 0;
        long before = Long.MIN_VALUE;
        while (parser.nextToken() == JsonToken.START_ARRAY) {
            long time = millis(parser.nextToken());
            if (time < 0 || time <= before || parser.nextToken() != JsonToken.VALUE_STRING) {
                return null;
            }
            long value = value(parser.getTextCharacters(), parser.getTextOffset(), parser.getTextLength());
            if (value < -1 || parser.nextToken() != JsonToken.END_ARRAY) {
                return null;
            }
            if (size == times.length) {
                times = Arrays.copyOf(times, size * 2);
                values = Arrays.copyOf(values, size * 2);
            }
            times[size] = time;
            values[size++] = value;
            before = time;
        }
        return parser.currentToken() == JsonToken.END_ARRAY ? new Samples(times, values, size) : null;
    }

    /**
     * Milliseconds from seconds written whole, or as a double whose thousandfold lies within a quarter of a whole
     * number: the decimal rounding of {@link PrometheusAnswer} gives that number too, a double's error here being
     * under 0.001 ms. {@code -1} for any other number, and past {@link Bounds#MAX_TIMESTAMP}.
     */
    private long millis(JsonToken token) throws IOException {
        double millis;
        if (token == JsonToken.VALUE_NUMBER_INT && parser.getNumberType() != JsonParser.NumberType.BIG_INTEGER) {
            millis = parser.getLongValue() * 1000.0;
        } else if (token == JsonToken.VALUE_NUMBER_FLOAT) {
            long thousandths = thousandths(parser.getTextCharacters(), parser.getTextOffset(), parser.getTextLength());
            if (thousandths >= 0) {
                return thousandths <= Bounds.MAX_TIMESTAMP ? thousandths : -1;
            }
            if (parser.getNumberType() != JsonParser.NumberType.DOUBLE) {
                return -1;
            }
            double thousandfold = parser.getDoubleValue() * 1000;
            millis = Math.abs(thousandfold - Math.rint(thousandfold)) < 0.25 ? Math.rint(thousandfold) : -1;
        } else {
            return -1;
        }
        return millis >= 0 && millis <= Bounds.MAX_TIMESTAMP ? (long) millis : -1;
    }

    /**
     * Milliseconds from seconds written as Prometheus writes them, {@code 1790812800.5}: up to 12 digits, a point
     * and one to three decimals, which the double above reads as this same number. Read from the parser's
     * characters, without the string and the double the parser makes of each number, since a history holds
     * hundreds of thousands of them. {@code -1} for any other form, which the double reads.
     */
    private static long thousandths(char[] text, int offset, int length) {
        int point = -1;
        for (int c = 0; c < length; c++) {
            if (text[offset + c] == '.') {
                point = c;
                break;
            }
        }
        int decimals = length - point - 1;
        if (point < 1 || point > 12 || decimals < 1 || decimals > 3) {
            return -1;
        }
        long millis = 0;
        for (int c = 0; c < length; c++) {
            char digit = text[offset + c];
            if (c == point) {
                continue;
            }
            if (digit < '0' || digit > '9') {
                return -1;
            }
            millis = millis * 10 + digit - '0';
        }
        for (int d = decimals; d < 3; d++) {
            millis *= 10;
        }
        return millis;
    }

    /** Up to 15 digits, or {@code -1}; {@code -2} for any other text. */
    private static long value(char[] text, int offset, int length) {
        if (length == 2 && text[offset] == '-' && text[offset + 1] == '1') {
            return -1;
        }
        if (length == 0 || length > DIGITS) {
            return -2;
        }
        long value = 0;
        for (int c = offset; c < offset + length; c++) {
            if (text[c] < '0' || text[c] > '9') {
                return -2;
            }
            value = value * 10 + text[c] - '0';
        }
        return value;
    }
}
