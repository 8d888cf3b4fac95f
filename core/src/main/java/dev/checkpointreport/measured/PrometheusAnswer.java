package dev.checkpointreport.measured;

import dev.checkpointreport.scrape.PrometheusMetric;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.regex.Pattern;

/**
 * One saved answer of Prometheus's {@code /api/v1/query_range}: {@code status} {@code success}, {@code data}'s
 * {@code resultType} {@code matrix}, and each {@code result} a series of one metric of one job, its
 * {@code metric} labels ({@code __name__}, {@code job_id}, {@code job_name}) and its {@code values}, each
 * {@code [seconds since 1970, "value"]} as Prometheus writes them ({@code "NaN"}, {@code "+Inf"} and
 * {@code "-Inf"} too). Every value is judged here: a time within {@link Bounds#MAX_TIMESTAMP}, a whole number of
 * at least 0 (or Flink's {@code -1} for none, where its gauge writes it) up to 2^53 − 1.
 *
 * @param jobPath the JSON path of the first series' {@code job_id}, for a message naming two jobs
 * @param warnings the answer's {@code warnings}, as a message quotes them: Prometheus (or Thanos, Cortex, Mimir
 *     before it) answers {@code success} with {@code "partial response: …"} when a store it asked did not answer,
 *     and leaves that store's samples out
 */
record PrometheusAnswer(String file, PrometheusMetric metric, String jobId, String jobName, String jobPath,
                        List<Series> series, List<String> warnings) {
    /** Characters of one warning as the page and the log quote it. */
    static final int WARNING_CHARS = 200;

    /** Prometheus's float format; Java's own parser would take hexadecimal and {@code Infinity} as well. */
    private static final Pattern NUMBER = Pattern.compile("[-+]?(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:[eE][-+]?[0-9]+)?");

    PrometheusAnswer {
        series = List.copyOf(series);
        warnings = List.copyOf(warnings);
    }

    /**
     * One series: its samples by time, as Prometheus orders them, side by side in two arrays, each sample's index in
     * its {@code values} its place in them. Weeks of one-minute samples are hundreds of thousands, and an object for
     * each would cost three times their figures; a sample's JSON path is made only for a message.
     *
     * @param times milliseconds since 1970, each sample's time (Prometheus's evaluation time, not Flink's), in the
     *     first {@code size} places: the arrays are not trimmed, since a copy of megabytes would be all garbage
     * @param values whole numbers; {@code -1} where Flink's gauge has none yet
     * @param size how many samples it holds
     */
    record Series(String path, long[] times, long[] values, int size) {
    }

    static PrometheusAnswer read(JsonValue root) throws MeasuredException {
        return read(root, (i, path) -> null);
    }

    /**
     * As {@link #read(JsonValue)}, series {@code i} at JSON path {@code p} given by {@code streamed.apply(i, p)} where
     * it gives one ({@link PrometheusStream}), its samples judged already; its {@code values} are then not read.
     */
    static PrometheusAnswer read(JsonValue root, BiFunction<Integer, String, Series> streamed)
            throws MeasuredException {
        if (!root.isObject() || !root.at("status").present()) {
            throw root.error("not a Prometheus answer: expected the object /api/v1/query_range answers, with status, "
                    + "data.resultType and data.result, found " + root.described());
        }
        String status = root.at("status").text("success or error");
        if (!status.equals("success")) {
            JsonValue error = root.at("error");
            throw root.at("status").error("Prometheus answered " + JsonValue.shown(status) + ", not success"
                    + (error.isText() ? ": " + JsonValue.shown(error.text("its error"), 160) : "")
                    + "; query again, and save the answer once it succeeds");
        }
        JsonValue data = root.at("data");
        String type = data.at("resultType").text("the result's type, matrix");
        if (!type.equals("matrix")) {
            throw data.at("resultType").error("expected matrix, the type /api/v1/query_range answers, found '"
                    + JsonValue.shown(type) + "'; save a range query (query_range with start, end and step), not an "
                    + "instant one (/api/v1/query)");
        }
        List<JsonValue> results = data.at("result").items("series");
        if (results.isEmpty()) {
            throw data.at("result").error("the answer holds no series: Prometheus kept no sample of the query in "
                    + "its range; query a range in which it scraped the job");
        }
        PrometheusMetric metric = null;
        String name = null;
        String jobId = null;
        String jobName = null;
        String jobPath = null;
        List<Series> series = new ArrayList<>();
        for (JsonValue result : results) {
            JsonValue labels = result.at("metric");
            if (!labels.isObject()) {
                throw labels.expected("the series' labels, an object with __name__ and job_id");
            }
            JsonValue nameLabel = labels.at("__name__");
            if (!nameLabel.present()) {
                throw nameLabel.error("missing; expected the metric's name, such as "
                        + PrometheusMetric.LAST_COMPLETED_ID.exported() + ": save the answer of the metric itself, "
                        + "not of an expression (sum, rate, by) that drops its name");
            }
            String seriesName = nameLabel.text("the metric's name");
            if (metric == null) {
                metric = PrometheusMetric.named(seriesName);
                name = seriesName;
                if (metric == null) {
                    throw nameLabel.error("expected a metric of Flink's Prometheus reporter the plugin reads ("
                            + String.join(", ", PrometheusMetric.names()) + "), found '" + JsonValue.shown(seriesName, 80)
                            + "'");
                }
            } else if (!seriesName.equals(name)) {
                throw nameLabel.error("the metric " + JsonValue.shown(seriesName, 80) + ", but $.data.result[0] is "
                        + name + "; save each metric's query in a file of its own");
            }
            JsonValue idLabel = labels.at("job_id");
            String id = idLabel.text("the job's id, the label job_id Flink's reporter gives every job metric");
            if (jobId == null) {
                jobId = id;
                jobPath = idLabel.path();
            } else if (!jobId.equals(id)) {
                throw idLabel.error("names the job " + JsonValue.shown(id) + ", but " + jobPath + " names the job "
                        + JsonValue.shown(jobId) + "; the files of one scenario must come from one job: add "
                        + "{job_id=\"…\"} to the query");
            }
            if (jobName == null && labels.at("job_name").isText()) {
                jobName = labels.at("job_name").text("the job's name");
            }
            Series read = streamed.apply(series.size(), result.at("values").path());
            series.add(read == null ? series(result.at("values"), metric) : read);
        }
        return new PrometheusAnswer(root.file(), metric, jobId, jobName, jobPath, series, warnings(root));
    }

    private static List<String> warnings(JsonValue root) throws MeasuredException {
        JsonValue warnings = root.at("warnings");
        List<String> said = new ArrayList<>();
        for (JsonValue warning : warnings.present() ? warnings.items("Prometheus's warnings, each a text")
                : List.<JsonValue>of()) {
            said.add(JsonValue.shown(warning.text("a warning, as text"), WARNING_CHARS));
        }
        return said;
    }

    private static Series series(JsonValue values, PrometheusMetric metric) throws MeasuredException {
        long before = Long.MIN_VALUE;
        List<JsonValue> pairs = values.items("samples, each [time, \"value\"]");
        long[] times = new long[pairs.size()];
        long[] read = new long[pairs.size()];
        for (int i = 0; i < pairs.size(); i++) {
            List<JsonValue> parts = pairs.get(i).items("[time, \"value\"]");
            if (parts.size() != 2) {
                throw pairs.get(i).expected("a sample, [time, \"value\"]");
            }
            long time = time(parts.get(0));
            if (time == before) {
                throw parts.get(0).error("a second sample at " + time + " ms; Prometheus writes a series' samples "
                        + "in time order, one a time");
            }
            if (time < before) {
                throw parts.get(0).error("the sample at " + time + " ms comes after one at " + before + " ms; "
                        + "Prometheus writes a series' samples in time order");
            }
            before = time;
            times[i] = time;
            read[i] = value(parts.get(1), metric);
        }
        return new Series(values.path(), times, read, times.length);
    }

    private static long time(JsonValue value) throws MeasuredException {
        if (value.node() == null || !value.node().isNumber()) {
            throw value.expected("the sample's time, seconds since 1970");
        }
        // a time past a double's range is read as Infinity, and the reader takes JSON's NaN: neither is a decimal
        boolean finite = !value.node().isFloatingPointNumber() || Double.isFinite(value.node().doubleValue());
        BigDecimal millis = finite ? value.node().decimalValue().movePointRight(3).setScale(0, RoundingMode.HALF_UP)
                : null;
        if (millis == null || millis.signum() < 0 || millis.compareTo(BigDecimal.valueOf(Bounds.MAX_TIMESTAMP)) > 0) {
            throw value.error("expected the sample's time, seconds since 1970 up to the year 9999, found "
                    + JsonValue.shown(value.node().asText()));
        }
        return millis.longValueExact();
    }

    private static long value(JsonValue value, PrometheusMetric metric) throws MeasuredException {
        String what = metric.noneAsMinusOne() ? "a whole number of at least 0, or -1 for none" : "a whole number of "
                + "at least 0";
        if (!value.isText()) {
            throw value.expected(what + ", as text (Prometheus writes \"12\")");
        }
        String text = value.text(what);
        if (!NUMBER.matcher(text).matches()) {
            throw value.error("expected " + what + " for " + metric.exported() + ", found '" + JsonValue.shown(text)
                    + "'" + (text.equals("NaN") || text.endsWith("Inf") ? ": Flink writes no such value of it; "
                    + "save the metric's own samples, not an expression of them" : ""));
        }
        BigDecimal number = decimal(text);
        BigDecimal whole = number == null ? null : number.stripTrailingZeros();
        boolean minusOne = number != null && number.compareTo(BigDecimal.ONE.negate()) == 0;
        if (number == null || whole.scale() > 0 || number.signum() < 0 && !(minusOne && metric.noneAsMinusOne())
                || number.compareTo(BigDecimal.valueOf(JsonValue.MAX_WHOLE)) > 0) {
            throw value.error("expected " + what + " for " + metric.exported() + ", found " + JsonValue.shown(text)
                    + " (allowed: " + (metric.noneAsMinusOne() ? "-1, " : "") + "0 to " + JsonValue.MAX_WHOLE + ")");
        }
        return number.longValueExact();
    }

    /** The decimal {@code text} writes; {@code null} when its exponent is past what a decimal holds (1e9999999999). */
    private static BigDecimal decimal(String text) {
        try {
            return new BigDecimal(text);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
