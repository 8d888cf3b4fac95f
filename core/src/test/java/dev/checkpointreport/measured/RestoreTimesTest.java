package dev.checkpointreport.measured;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.measured.MeasuredStatistics.RestoreTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Each restore's cost found by binary searches, against a pass over every failure and checkpoint for each restore,
 * the definition: random histories with failures out of order and at equal times, ids repeated, restores before
 * any checkpoint and after the last.
 */
class RestoreTimesTest {

    @Test
    void eachRestoresCostIsThatOfAPassOverTheWholeHistory() {
        Random random = new Random(43);
        for (int round = 0; round < 2_000; round++) {
            int span = 1 + random.nextInt(random.nextBoolean() ? 20 : 2_000);
            List<Checkpoint> checkpoints = new ArrayList<>();
            for (int i = random.nextInt(30); i > 0; i--) {
                long trigger = random.nextInt(span);
                checkpoints.add(new Checkpoint(random.nextInt(10), Checkpoint.Status.COMPLETED, false, trigger,
                        trigger + 1, 1L, 1L, 1L, null, null, "f.json", "$", null, null, null));
            }
            List<JobFailure> failures = new ArrayList<>();
            for (int i = random.nextInt(12); i > 0; i--) {
                failures.add(new JobFailure(random.nextInt(span), "f" + i));
            }
            List<Restore> restores = new ArrayList<>();
            for (int i = random.nextInt(12); i > 0; i--) {
                restores.add(new Restore(random.nextInt(10), random.nextInt(span + 2) - 1, false, null));
            }
            Measurements measured = new Measurements("job", checkpoints, List.of(), restores, failures, true,
                    List.of(), null, List.of("f.json"), new FlinkNewest(null, null, null, null, null));

            assertThat(RestoreTimes.of(measured)).as("round %d", round).isEqualTo(passes(measured));
        }
    }

    /** The definition: for each restore, a pass over every failure, then over every checkpoint. */
    private static List<RestoreTime> passes(Measurements measured) {
        List<RestoreTime> times = new ArrayList<>();
        for (Restore restore : measured.restores()) {
            JobFailure before = null;
            for (JobFailure failure : measured.failures()) {
                if (failure.timestamp() <= restore.timestamp()) {
                    before = failure;
                }
            }
            times.add(new RestoreTime(restore, before, before == null ? null : restore.timestamp() - before.timestamp(),
                    before == null ? null : lost(measured, restore, before),
                    before == null ? null : untilRunning(measured, restore, before)));
        }
        return times;
    }

    private static Long lost(Measurements measured, Restore restore, JobFailure failure) {
        for (Checkpoint checkpoint : measured.checkpoints()) {
            if (checkpoint.id() == restore.checkpoint() && checkpoint.trigger() <= failure.timestamp()) {
                return failure.timestamp() - checkpoint.trigger();
            }
        }
        return null;
    }

    private static Long untilRunning(Measurements measured, Restore restore, JobFailure failure) {
        Long next = null;
        for (Checkpoint checkpoint : measured.checkpoints()) {
            if (checkpoint.trigger() >= restore.timestamp() && (next == null || checkpoint.trigger() < next)) {
                next = checkpoint.trigger();
            }
        }
        for (JobFailure later : measured.failures()) {
            if (next != null && later.timestamp() > failure.timestamp() && later.timestamp() < next) {
                return null;
            }
        }
        return next == null ? null : next - failure.timestamp();
    }
}
