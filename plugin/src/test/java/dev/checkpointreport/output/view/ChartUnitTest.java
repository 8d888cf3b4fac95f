package dev.checkpointreport.output.view;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A time axis is drawn in the unit its longest value reads best in: days from two days on, as the tables word it. */
class ChartUnitTest {

    @Test
    void aRecoveryOfDaysIsDrawnInDaysAndOneOfHoursInHours() {
        assertThat(RecoveryTimeChartData.Unit.of(2 * 86400)).isEqualTo(new RecoveryTimeChartData.Unit("days", 86400));
        assertThat(RecoveryTimeChartData.Unit.of(2 * 86400 - 1)).isEqualTo(new RecoveryTimeChartData.Unit("hours", 3600));
        assertThat(RecoveryTimeChartData.Unit.of(119)).isEqualTo(new RecoveryTimeChartData.Unit("seconds", 1));
    }
}
