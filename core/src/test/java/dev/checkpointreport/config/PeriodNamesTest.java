package dev.checkpointreport.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The shortest label that tells periods bucketed by time apart at their length. */
class PeriodNamesTest {

    private static List<String> compact(String... periods) throws ConfigException {
        return PeriodNames.of(List.of(periods), Optional.empty());
    }

    @Test
    void daysReadAsMonthAndDay() throws ConfigException {
        assertThat(compact("2026-03-01T00:00:00Z", "2026-03-02T00:00:00Z")).containsExactly("03-01", "03-02");
    }

    @Test
    void hoursAndMinutesReadAsMonthDayAndTime() throws ConfigException {
        assertThat(compact("2026-03-02T17:00:00Z", "2026-03-02T17:15:00Z")).containsExactly("03-02 17:00", "03-02 17:15");
    }

    @Test
    void secondsWithinADayReadAsTheTimeAlone() throws ConfigException {
        assertThat(compact("2026-03-02T17:00:05Z", "2026-03-02T17:00:10Z")).containsExactly("17:00:05", "17:00:10");
        assertThat(compact("2026-03-02T23:59:55Z", "2026-03-03T00:00:05Z"))
                .containsExactly("03-02 23:59:55", "03-03 00:00:05");
    }

    @Test
    void theYearIsAddedOnlyWhenTheStreamSpansYears() throws ConfigException {
        assertThat(compact("2025-12-31T00:00:00Z", "2026-01-01T00:00:00Z")).containsExactly("2025-12-31", "2026-01-01");
    }
}
