package dev.checkpointreport.output.json;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.output.BuildHistory;
import dev.checkpointreport.output.BuildHistory.Build;
import dev.checkpointreport.output.BuildHistory.Day;
import dev.checkpointreport.output.BuildHistory.Figure;
import dev.checkpointreport.output.BuildHistory.Point;
import java.io.ByteArrayOutputStream;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A history is bounded as {@link HistoryJson} documents: at most 200 builds, the newest 100 whole, the older ones
 * thinned to the last build of each UTC day, then of each ISO week, then the oldest dropped; only the newest 10
 * keep their daily figures.
 */
class HistoryThinningTest {
    private static final Instant START = Instant.parse("2026-01-01T00:00:00Z");

    /** Build {@code i}: five a day, at 00:00, 01:00 ... 04:00, with a day of figures. */
    private static Build build(int i) {
        String date = START.plus(i / 5, ChronoUnit.DAYS).plus(i % 5, ChronoUnit.HOURS).toString();
        Point point = new Point("lesson", "6", 0.75, "6", List.of(), true, List.of(), (long) i,
                List.of(new Day(date.substring(0, 10), List.of(new Figure("p90", i)))));
        return new Build(date, null, "main", List.of(point));
    }

    private static BuildHistory builds(int count, int every) {
        List<Build> builds = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            builds.add(build(i * every));
        }
        return new BuildHistory(builds);
    }

    @Test
    void the201stBuildKeepsTheNewest100AndTheLastOfEachDayBefore() {
        BuildHistory thinned = HistoryJson.appended(builds(200, 1), build(200));

        // builds 0..100 are older than the newest 100: days 1-20 hold 0..99, build 100 opens day 21
        assertThat(thinned.builds()).hasSize(121);
        assertThat(thinned.builds().get(0).date()).isEqualTo("2026-01-01T04:00:00Z");
        assertThat(thinned.builds().get(20).date()).isEqualTo("2026-01-21T00:00:00Z");
        assertThat(thinned.builds().get(21).scenarios().get(0).p90()).isEqualTo(101);
        assertThat(thinned.last().scenarios().get(0).p90()).isEqualTo(200);
    }

    @Test
    void onlyTheNewestTenBuildsKeepTheirDailyFigures() {
        BuildHistory history = HistoryJson.appended(builds(14, 1), build(14));

        assertThat(history.builds()).hasSize(15);
        assertThat(history.builds().stream().map(b -> b.scenarios().get(0).days().size()).toList())
                .containsExactly(0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1);
    }

    @Test
    void aPointOfMoreThan400DaysKeepsTheNewest400AndIsReadBack() throws Exception {
        // a Spark or Kafka Streams log can span more than 400 days: the next build refused the history this one wrote
        List<Day> days = new ArrayList<>();
        for (int d = 0; d < 401; d++) {
            days.add(new Day(LocalDate.of(2025, 1, 1).plusDays(d).toString(), List.of(new Figure("p90", d))));
        }
        Point point = new Point("lesson", "6", 0.75, "6", List.of(), true, List.of(), 400L, days);
        BuildHistory history = HistoryJson.appended(BuildHistory.NONE,
                new Build("2026-02-06T10:00:00Z", null, "main", List.of(point)));
        ByteArrayOutputStream written = new ByteArrayOutputStream();
        JsonText.writeIndented(HistoryJson.tree(history), written);

        List<Day> kept = HistoryReader.read("history.json", written.toByteArray()).last().scenarios().get(0).days();
        assertThat(kept).hasSize(400);
        assertThat(kept.get(0).date()).isEqualTo("2025-01-02");
        assertThat(kept.get(399).date()).isEqualTo("2026-02-05");
    }

    @Test
    void aBuildADayForFourHundredDaysIsThinnedToTheLastOfEachWeekBeforeTheNewest100() {
        // the 300 older builds are one a day, more than 100: the last of each ISO week is kept, 44 weeks from
        // Thursday 2026-01-01 (week 1 ends on Sunday 2026-01-04) to Tuesday 2026-10-27
        BuildHistory thinned = HistoryJson.appended(builds(399, 5), build(399 * 5));

        assertThat(thinned.builds()).hasSize(144);
        assertThat(thinned.builds().get(0).date()).isEqualTo("2026-01-04T00:00:00Z");
        assertThat(thinned.builds().get(1).date()).isEqualTo("2026-01-11T00:00:00Z");
        assertThat(thinned.builds().get(43).date()).isEqualTo("2026-10-27T00:00:00Z");
        assertThat(thinned.builds().get(44).date()).isEqualTo("2026-10-28T00:00:00Z");
    }
}
