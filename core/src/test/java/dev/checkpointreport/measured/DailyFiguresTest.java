package dev.checkpointreport.measured;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class DailyFiguresTest {
    private static final long DAY = 86_400_000L;
    /** 2026-01-01T00:00:00Z. */
    private static final long T0 = 1_767_225_600_000L;

    private static Checkpoint completed(long id, long trigger, long duration, long state) {
        return new Checkpoint(id, Checkpoint.Status.COMPLETED, false, trigger, trigger + duration, duration, state,
                state, null, null, "f.json", "$", null, null, null);
    }

    private static Measurements of(List<Checkpoint> checkpoints, List<JobFailure> failures, boolean told) {
        return new Measurements("job", checkpoints, List.of(), List.of(), failures, told, List.of(), null,
                List.of("f.json"), new FlinkNewest(null, null, null, null, null));
    }

    @Test
    void eachUtcDayHasItsCountsPercentilesAndLargestState() {
        List<Checkpoint> checkpoints = new ArrayList<>();
        // day one: durations 1..10 s, the nearest-rank p50 is the 5th and the p90 the 9th
        for (int i = 1; i <= 10; i++) {
            checkpoints.add(completed(i, T0 + i * 60_000L, i * 1000L, 100L * i));
        }
        checkpoints.add(new Checkpoint(11, Checkpoint.Status.FAILED, false, T0 + DAY - 1, null, null, null, null,
                T0 + DAY + 5, "expired", "f.json", "$", null, null, null));
        checkpoints.add(new Checkpoint(12, Checkpoint.Status.COMPLETED, true, T0 + DAY, T0 + DAY + 1, 99_000L, 1L,
                1L, null, null, "f.json", "$", null, null, null));
        // day three (none on day two): one checkpoint
        checkpoints.add(completed(13, T0 + 2 * DAY + 7, 4000, 5000));

        DailyFigures daily = DailyFigures.of(of(checkpoints, List.of(new JobFailure(T0 + 2 * DAY + 1, null)), true));

        assertThat(daily.days()).containsExactly(
                new DailyFigures.Day(LocalDate.of(2026, 1, 1), 10, 1, 0, 5000L, 9000L, 10_000L, 1000L, null),
                new DailyFigures.Day(LocalDate.of(2026, 1, 2), 0, 0, 0, null, null, null, null, null),
                new DailyFigures.Day(LocalDate.of(2026, 1, 3), 1, 0, 1, 4000L, 4000L, 4000L, 5000L, null));
    }

    @Test
    void failuresAreUnknownWhereTheFilesDoNotTellThem() {
        DailyFigures daily = DailyFigures.of(of(List.of(completed(1, T0, 10, 10)), List.of(), false));

        assertThat(daily.days()).extracting(DailyFigures.Day::failures).containsExactly((Integer) null);
    }
}
