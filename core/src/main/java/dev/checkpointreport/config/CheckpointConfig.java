package dev.checkpointreport.config;

import dev.checkpointreport.claims.Claim;
import dev.checkpointreport.model.Decision;
import dev.checkpointreport.model.Interval;
import dev.checkpointreport.model.Scenario;
import dev.checkpointreport.timing.TimingSpec;
import java.math.BigDecimal;
import java.util.List;

/**
 * A validated configuration: the generated source, the failure to count, the intervals to compare
 * and an optional decision to gate the build with. It names data files and holds none of their data: the run
 * counts and reads them ({@code run.ScenarioRun}).
 *
 * @param periods the period labels, in order
 * @param failurePeriod the label of the failure the first table counts, one of {@code periods}
 * @param intervalPlaces where each of {@code intervals} is written, as many: the intervals of a range share its place
 * @param decision {@code null} when the file declares none
 * @param timing what turns rows into seconds; {@code null} when the file has no {@code timing} section
 * @param claims the numbers the lesson states, to check; empty when the file declares none
 * @param file the scenario file, as messages name it
 * @param decisionLine the line {@code decision:} is written on, 0 without a decision
 * @param shownPeriods the labels the page shows for {@code periods}, as many: compact for periods bucketed by
 *     time ({@code 03-02 17:00}), else the same; report.json and messages keep {@code periods}
 * @param measured the measured files to read (Flink's saved REST responses, a Spark query's progress logs or
 *     Prometheus's saved answers), and how to judge them; {@code null} when the file has no {@code measured} section
 */
public record CheckpointConfig(String title, String generator, long seed, int subscribers,
                               List<String> periods, String failurePeriod, List<BigDecimal> probabilities,
                               List<Interval> intervals, List<ValuePlace> intervalPlaces, long stateRows, int workers, Decision decision,
                               TimingSpec timing, List<Claim> claims,
                               String file, int decisionLine, List<String> shownPeriods,
                               MeasuredSpec measured) {

    public CheckpointConfig {
        periods = List.copyOf(periods);
        shownPeriods = List.copyOf(shownPeriods);
        probabilities = List.copyOf(probabilities);
        intervals = List.copyOf(intervals);
        intervalPlaces = List.copyOf(intervalPlaces);
        claims = List.copyOf(claims);
    }

    /** Where {@code interval}, one of {@code intervals}, is written. */
    public ValuePlace placeOf(Interval interval) {
        return intervalPlaces.get(intervals.indexOf(interval));
    }

    public int failurePeriodIndex() {
        return periods.indexOf(failurePeriod);
    }

    public Scenario scenario() {
        return new Scenario(intervals, failurePeriodIndex(), stateRows, probabilities, decision);
    }
}
