package dev.checkpointreport.timing;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Durations from a day on are spelled in days and hours, so one column never mixes {@code 41h 29m} with {@code 2d 03h}, and past what a 64-bit count of hours holds they are
 * spelled whole, never stopped at its largest value.
 */
class DurationsTest {

    @Test
    void aDurationPastALongOfHoursIsSpelledInFullDays() {
        assertThat(Durations.format(1e41)).isEqualTo("1157407407407407381351965549259653120d 00h");
        assertThat(Durations.format(1e20)).isEqualTo("1157407407407407d 08h");
    }

    @Test
    void fromADayOnADurationIsSpelledInDaysAndHours() {
        assertThat(Durations.format(23 * 3600 + 59 * 60)).isEqualTo("23h 59m");
        assertThat(Durations.format(86400 - 10)).isEqualTo("1d 00h");
        assertThat(Durations.format(25 * 3600 + 21 * 60)).isEqualTo("1d 01h");
        assertThat(Durations.format(41 * 3600 + 29 * 60)).isEqualTo("1d 17h");
        assertThat(Durations.format(47 * 3600 + 59 * 60)).isEqualTo("2d 00h");
        assertThat(Durations.format(2 * 86400)).isEqualTo("2d 00h");
        assertThat(Durations.format(5 * 86400 + 6.5 * 3600)).isEqualTo("5d 07h");
        assertThat(Durations.format(180 * 86400)).isEqualTo("180d 00h");
    }
}
