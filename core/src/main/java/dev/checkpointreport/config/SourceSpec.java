package dev.checkpointreport.config;

import java.util.List;

/**
 * What the {@code source} section gives the rest of the configuration.
 *
 * @param generator the generator's name, or {@code null} for a file
 * @param seed the generator's seed; 0 for a file
 * @param subscribers the generator's subscribers, or the file's distinct keys
 * @param periods the period labels, in order
 * @param extent the keys and rows that bound the state
 * @param shownPeriods the labels the page shows for {@code periods}, as many; the same labels but for periods
 *     bucketed by time
 */
record SourceSpec(String generator, long seed, int subscribers, List<String> periods,
                     StateExtent extent, List<String> shownPeriods) {

    SourceSpec(String generator, long seed, int subscribers, List<String> periods,
                  StateExtent extent) {
        this(generator, seed, subscribers, periods, extent, periods);
    }

    /** The same section, its periods shown as {@code shown}. */
    SourceSpec shown(List<String> shown) {
        return new SourceSpec(generator, seed, subscribers, periods, extent, List.copyOf(shown));
    }
}
