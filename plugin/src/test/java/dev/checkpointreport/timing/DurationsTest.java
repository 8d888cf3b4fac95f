package dev.checkpointreport.timing;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Durations past what a 64-bit count of minutes holds are spelled whole, never stopped at its largest value. */
class DurationsTest {

    @Test
    void aDurationPastALongOfMinutesIsSpelledInFullHours() {
        assertThat(Durations.format(1e41)).isEqualTo("27777777777777780300691495095328484010h 40m");
        assertThat(Durations.format(1e20)).isEqualTo("27777777777777779h 12m");
    }
}
