package dev.checkpointreport.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.checkpointreport.Lesson;
import org.junit.jupiter.api.Test;

/** {@code failure.mtbf}: a duration above zero, read exactly, and only with a timing section. */
class MtbfConfigTest {
    private static final String PROBABILITIES = "probabilities: [1.0, 0.75, 0.5, 0.25]";
    private static final String TIMING = "timing: {periodLength: 1m}\n";

    private static CheckpointConfig read(String mtbf, String timing) throws ConfigException {
        return ConfigLoader.parse("course.yml", Lesson.yamlWith(PROBABILITIES, PROBABILITIES + "\n  mtbf: " + mtbf)
                + timing);
    }

    private static String refused(String mtbf, String timing) {
        ConfigException e = catchThrowableOfType(ConfigException.class, () -> read(mtbf, timing));
        assertThat(e).as("the loader should refuse mtbf: %s", mtbf).isNotNull();
        return e.getMessage();
    }

    @Test
    void theMtbfIsADurationInSeconds() throws ConfigException {
        assertThat(read("1.5h", TIMING).timing().mtbf()).isEqualByComparingTo("5400");
        assertThat(read("250ms", TIMING).timing().mtbf()).isEqualByComparingTo("0.25");
    }

    @Test
    void withoutItTheTimingHasNoMtbf() throws ConfigException {
        assertThat(ConfigLoader.parse("course.yml", Lesson.yaml() + TIMING).timing().mtbf()).isNull();
    }

    @Test
    void aZeroMtbfIsRefusedWithItsLine() {
        assertThat(refused("0s", TIMING)).isEqualTo("course.yml:11: failure.mtbf: expected a duration such as 30s, "
                + "15m or 1h (units: ms, s, m, h, d) longer than zero, found 0s");
    }

    @Test
    void anUnknownUnitIsNamed() {
        assertThat(refused("2w", TIMING)).isEqualTo("course.yml:11: failure.mtbf: expected a duration such as 30s, "
                + "15m or 1h (units: ms, s, m, h, d), found the unknown unit 'w' in 2w");
    }

    @Test
    void anMtbfNeedsATimingSection() {
        assertThat(refused("1h", "")).isEqualTo("course.yml:11: failure.mtbf: needs a timing section (periodLength, "
                + "capacity, detection) to turn the mean time between failures into a checkpoint interval");
    }
}
