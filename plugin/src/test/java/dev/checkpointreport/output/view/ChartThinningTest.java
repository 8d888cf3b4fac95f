package dev.checkpointreport.output.view;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** What the page says of its charts at the bound of 1,000 points, one below and one above it. */
class ChartThinningTest {
    @Test
    void theRunsAreSaidAsLongAsTheyAreAtTheBound() {
        assertThat(ChartThinning.sentence(999)).isEqualTo("the charts draw them all");
        assertThat(ChartThinning.sentence(1_000)).isEqualTo("the charts draw them all");
        assertThat(ChartThinning.sentence(1_001)).isEqualTo("the charts draw the longest of each run of 1 or 2, 1000 "
                + "points");
        assertThat(ChartThinning.sentence(2_000)).isEqualTo("the charts draw the longest of each run of 2, 1000 points");
    }
}
