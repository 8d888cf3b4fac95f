package dev.checkpointreport.timing;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Bytes as the page writes them: the exact count, and from a thousand on three significant digits beside it. */
class SizesTest {

    @Test
    void eachUnitStartsAtAThousandOfTheOneBelow() {
        assertThat(Sizes.format(999)).isEqualTo("999 B");
        assertThat(Sizes.format(1_000)).isEqualTo("1000 B (1 kB)");
        assertThat(Sizes.format(58_728_934)).isEqualTo("58728934 B (58.7 MB)");
        assertThat(Sizes.format(3_523_607_691L)).isEqualTo("3523607691 B (3.52 GB)");
    }

    @Test
    void aSizeThatRoundsUpToAThousandIsWrittenInTheNextUnit() {
        assertThat(Sizes.format(999_499)).isEqualTo("999499 B (999 kB)");
        assertThat(Sizes.format(999_999)).isEqualTo("999999 B (1 MB)");
        assertThat(Sizes.format(999_600_000)).isEqualTo("999600000 B (1 GB)");
        // past the largest unit the count goes on in it
        assertThat(Sizes.format(999_999_999_999_999L)).isEqualTo("999999999999999 B (1000 TB)");
    }
}
