package dev.checkpointreport.output.view;

import dev.checkpointreport.output.view.Page.Fact;
import dev.checkpointreport.output.view.Page.Table;
import java.util.List;

/**
 * The recovery in time, worded and formatted for the templates: how long recovery takes per interval
 * and where the time goes, how large the state grows, how stale the output gets after the failure, and
 * what to watch in operation.
 *
 * @param times recovery time per interval at the failure, at worst and on average, with its parts
 * @param timesChart what the stacked bar chart draws, for its caption
 * @param state state entries and bytes by period, busiest worker and whole job
 * @param freshness the corners of the lag curve after the declared failure
 * @param freshnessChart what the lag chart draws, for its caption
 * @param watch what to watch, each with this job's numbers
 */
public record TimingSection(Table times, String timesChart, Table state, Table freshness, String freshnessChart,
                             List<Fact> watch) {
    public TimingSection {
        watch = List.copyOf(watch);
    }
}
