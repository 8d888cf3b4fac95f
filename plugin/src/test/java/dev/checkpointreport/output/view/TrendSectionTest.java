package dev.checkpointreport.output.view;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.Measured;
import dev.checkpointreport.PipelineRun;
import dev.checkpointreport.Reports;
import dev.checkpointreport.TrendAnswers;
import dev.checkpointreport.measured.Crossing;
import dev.checkpointreport.measured.DailyFigures;
import dev.checkpointreport.measured.HistorySource;
import dev.checkpointreport.measured.MeasuredTrend;
import dev.checkpointreport.measured.TheilSen;
import dev.checkpointreport.measured.Trend;
import dev.checkpointreport.output.html.PageOutput;
import dev.checkpointreport.output.json.ReportJsonOutput;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.numbers.fraction.BigFraction;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The section Measured's "Trend by day": a sentence per trend and crossing, the two daily charts and the daily
 * table, on 30 days of hourly samples rising 4 s a day exactly (TrendGateTest's history); and 60 days of one-minute
 * samples, whose page stays under a megabyte and whose report.json lists no checkpoint past its bound.
 */
class TrendSectionTest {
    private static final long START = 1_790_812_800_000L; // 2026-10-01T00:00:00Z
    private static final String TOLERANCE = "  tolerance: 50%                  # the model may underestimate it by at "
            + "most this";
    @TempDir
    Path folder;

    private Path scenario(int samples, long step, int every) {
        Path scenario = Measured.prometheus(folder, "prometheus: prometheus/*.json", "prometheus: trend/*.json",
                TOLERANCE, "");
        TrendAnswers.write(folder.resolve("trend"), START, step, samples, every, i -> {
            long day = i * step / 86_400_000L;
            int hour = (int) (i * step / 3_600_000L % 24);
            long line = 100_000 + 4_000 * day;
            long duration = hour == 22 ? line + 60_000 : hour == 23 ? line + 30_000 : hour == 21 ? line
                    : line - 9_000 + hour * 300;
            return new long[] {duration, 50_000 + 200 * day};
        });
        return scenario;
    }

    @Test
    void theTrendIsWordedDrawnAndTabled() throws Exception {
        Path report = folder.resolve("report");
        PipelineRun.report(scenario(30 * 24, 3_600_000L, 1), report);
        Document page = Reports.page(report);

        assertThat(page.select("#measured-trend-sentences li").eachText()).startsWith(
                "The daily p90 snapshot duration rises 4.0 s a day over the 30 days from 2026-10-01 (Theil–Sen; "
                        + "90 %: 4.0 s to 4.0 s a day, upward).",
                "The daily largest state rises 200 B a day over the 30 days from 2026-10-01 (Theil–Sen; 90 %: "
                        + "200 B to 200 B a day, upward).",
                "The p90 snapshot duration reaches the checkpoint interval of 6m 00s on 2026-12-05 (90 %: 2026-12-05 "
                        + "to 2026-12-05).");
        assertThat(page.select("canvas#chart-trend-duration, canvas#chart-trend-state")).hasSize(2);
        assertThat(page.select("#measured-daily tbody tr")).hasSize(30);
        assertThat(page.select("#measured-daily tbody tr").get(1).text())
                .isEqualTo("2026-10-02 24 0 0 1m 38s 1m 44s 2m 44s 50200 B (50.2 kB)");
        JsonNode data = new ObjectMapper().readTree(page.select("#trend-data").html());
        assertThat(data.path("labels").get(0).asText()).isEqualTo("2026-10-01");
        // carried on to the latest crossing drawn: the state's, where interval 6 stops being the cheapest
        assertThat(data.path("labels").get(data.path("labels").size() - 1).asText()).isEqualTo("2027-01-02");
        assertThat(data.path("duration").path("marks").get(0).path("label").asText()).isEqualTo("interval 2026-12-05");
    }

    @Test
    void sixtyDaysOfMinutesMakeAPageUnderAMegabyte() throws Exception {
        Path report = folder.resolve("long");
        PipelineRun.report(scenario(60 * 1440, 60_000L, 2), report);

        assertThat(Files.size(report.resolve(PageOutput.INDEX_HTML))).isLessThan(1_000_000);
        JsonNode json = new ObjectMapper().readTree(report.resolve(ReportJsonOutput.REPORT_JSON).toFile());
        assertThat(json.path("measured").path("checkpointsListed").asBoolean()).isFalse();
        assertThat(json.path("measured").path("checkpoints").size()).isZero();
        assertThat(json.path("measured").path("trend").path("daily").size()).isEqualTo(60);
        Document page = Reports.page(report);
        assertThat(new ObjectMapper().readTree(page.select("#measured-data").html()).path("labels").size())
                .isEqualTo(ChartThinning.MAX_POINTS);
        assertThat(page.select("#measured-checkpoints-excerpt").text()).isEqualTo("The page lists the last 30 of "
                + "43199 checkpoints; the charts draw the longest of each run of 43 or 44, 1000 points. Past 10000 "
                + "checkpoints report.json lists none, and its daily figures (measured.trend.daily) stand for them.");
    }

    /**
     * A job in a crash loop for 30 days: a restart and a restore every two minutes, 21,599 of each. The restores'
     * table lists the last 30 and the chart marks at most one of a kind a point, so the page stays under a megabyte;
     * report.json keeps every restore.
     */
    @Test
    void aCrashLoopOfThousandsOfRestoresMakesAPageUnderAMegabyte() throws Exception {
        Path report = folder.resolve("loop");
        Path scenario = scenario(30 * 720, 120_000L, 1);
        StringBuilder restarts = new StringBuilder();
        StringBuilder restored = new StringBuilder();
        for (int i = 0; i < 30 * 720; i++) {
            long millis = START + i * 120_000L;
            String at = (i == 0 ? "[" : ",[") + millis / 1000 + ",\"";
            restarts.append(at).append(i).append("\"]");
            restored.append(at).append(millis - 1000).append("\"]");
        }
        Files.writeString(folder.resolve("trend/numRestarts.json"), answer("numRestarts", restarts));
        Files.writeString(folder.resolve("trend/lastCheckpointRestoreTimestamp.json"),
                answer("lastCheckpointRestoreTimestamp", restored));
        PipelineRun.report(scenario, report);

        assertThat(Files.size(report.resolve(PageOutput.INDEX_HTML))).isLessThan(1_000_000);
        Document page = Reports.page(report);
        assertThat(page.select("#measured-restores tbody tr")).hasSize(MeasuredTables.SHOWN_CHECKPOINTS);
        assertThat(page.select("#measured-restores-excerpt").text()).isEqualTo("The page lists the last 30 of 21599 "
                + "restores; report.json lists them all.");
        JsonNode json = new ObjectMapper().readTree(report.resolve(ReportJsonOutput.REPORT_JSON).toFile());
        assertThat(json.path("measured").path("restores").size()).isEqualTo(21_599);
    }

    private static String answer(String metric, CharSequence values) {
        return "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[{\"metric\":{\"__name__\":"
                + "\"flink_jobmanager_job_" + metric + "\",\"job_id\":\"" + TrendAnswers.JOB + "\",\"job_name\":"
                + "\"growing\"},\"values\":[" + values + "]}]}}";
    }

    @Test
    void samplesCenturiesApartDrawAYearOfDaysAtMost() throws Exception {
        Path report = folder.resolve("centuries");
        // ten samples fifty years apart: ten days with a checkpoint, spread over 450 years
        PipelineRun.report(scenario(10, 50L * 365 * 86_400_000L, 1), report);

        Document page = Reports.page(report);
        JsonNode data = new ObjectMapper().readTree(page.select("#trend-data").html());
        assertThat(data.path("labels").size()).isBetween(1, Trend.MAX_DAYS + TrendSection.AHEAD_DAYS);
        assertThat(page.select("#measured-daily tbody tr")).hasSize(9);
    }

    /**
     * A history with a year's gap in its last 366 days: the step and the crossing on the line's first day fall before the chart's
     * first day (a year before the last). The chart draws no mark left of its first day, outside its area.
     */
    @Test
    void aStepBeforeTheChartsFirstDayIsNotMarkedOutsideIt() throws Exception {
        List<LocalDate> dates = new ArrayList<>();
        List<DailyFigures.Day> days = new ArrayList<>();
        for (int i = 0; i < 21; i++) {
            LocalDate date = i < 7 ? LocalDate.of(2025, 1, 1).plusDays(i) : LocalDate.of(2026, 11, 1).plusDays(i - 7);
            long p90 = i < 3 ? 100_000 : 400_000 + 1_000L * i;
            dates.add(date);
            days.add(new DailyFigures.Day(date, 1, 0, null, p90, p90, p90, 50_000L, null));
        }
        long[] x = dates.subList(3, 21).stream().mapToLong(LocalDate::toEpochDay).toArray();
        long[] y = days.subList(3, 21).stream().mapToLong(DailyFigures.Day::p90).toArray();
        Trend duration = new Trend(21, List.of(new Trend.Step(dates.get(3), BigFraction.of(100_000),
                BigFraction.of(410_000), 0.01)), TheilSen.fit(x, y), dates.get(3), 18, dates.get(20));
        // the p90 was above 3 m 20 s from the first day fitted on
        Crossing interval = new Crossing(Crossing.Target.INTERVAL, BigFraction.of(200_000), dates.get(3), dates.get(3),
                dates.get(3), dates.get(20), null, null, duration.fit().line());
        MeasuredTrend trend = new MeasuredTrend(new DailyFigures(days), duration, null, null, List.of(interval));

        JsonNode data = new ObjectMapper().readTree(TrendSection.of(trend, HistorySource.PROMETHEUS).chartData());

        assertThat(data.path("labels").get(0).asText()).isEqualTo("2025-11-14");
        assertThat(data.path("duration").path("marks")).isEmpty();
    }
}
