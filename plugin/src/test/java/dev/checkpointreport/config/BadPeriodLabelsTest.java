package dev.checkpointreport.config;

import dev.checkpointreport.Lesson;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/** A bad {@code source.labels} is refused with one line naming the file, the line and the key. */
class BadPeriodLabelsTest extends RefusalTest {

    /** Three hours of events, bucketed by the default hour, with the source keys given. */
    private static String hourly(String... keys) throws Exception {
        Files.writeString(dir.resolve("hours.csv"), "key,at\nA001,2026-01-01T00:10:00Z\nA002,2026-01-01T01:10:00Z\n"
                + "A003,2026-01-01T02:10:00Z\n");
        String[] all = new String[keys.length + 3];
        all[0] = "key: key";
        all[1] = "time: at";
        all[2] = "periodStart: 2026-01-01T00:00:00Z";
        System.arraycopy(keys, 0, all, 3, keys.length);
        return Lesson.fileSource("hours.csv", all).replace("  periods: 2026-01..2026-12\n", "")
                .replace("period: 2026-09", "period: 2026-01-01T01:00:00Z");
    }

    @Test
    void aPatternJavaTimeCannotReadIsRefused() throws Exception {
        assertThat(last.refuses(hourly("labels: MM-dd bb"))).isEqualTo(dir.resolve("course.yml")
                + ":8: source.labels: expected a java.time pattern such as MM-dd HH:mm, found 'MM-dd bb': "
                + "Unknown pattern letter: b");
    }

    @Test
    void aPatternThatWritesTwoPeriodsAlikeIsRefused() throws Exception {
        assertThat(last.refuses(hourly("labels: MM-dd"))).isEqualTo(dir.resolve("course.yml")
                + ":8: source.labels: the pattern 'MM-dd' writes 2026-01-01T00:00:00Z and 2026-01-01T01:00:00Z both "
                + "as '01-01'; add the fields that tell them apart");
    }

    @Test
    void labelsWithoutTimeAreRefused() throws Exception {
        Files.writeString(dir.resolve("months.csv"), "key,period\nA001,2026-01\nA002,2026-02\n");
        assertThat(last.refuses(Lesson.fileSource("months.csv", "key: key", "period: period",
                "labels: MM-dd"))).isEqualTo(dir.resolve("course.yml") + ":8: source.labels: applies to periods "
                + "bucketed by time, without source.periods: other labels are shown as written");
    }
}
