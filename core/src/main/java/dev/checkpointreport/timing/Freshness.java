package dev.checkpointreport.timing;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.numbers.field.FP64;

/**
 * The freshness curve after a failure: flat output while nothing is processed, so the lag rises one
 * second per second through detection, restore and replay, then falls to zero as the backlog drains.
 * When it never drains, the curve goes on for as long again as the outage, with the lag growing at
 * {@code (λ − μ) / λ}: flat at a capacity equal to the arrival rate.
 */
final class Freshness {

    private Freshness() {
    }

    static List<LagPoint> of(RecoveryTime<FP64> time, double arrival, double processing) {
        List<LagPoint> points = new ArrayList<>();
        double detected = time.detection().doubleValue();
        double restored = detected + time.restore().doubleValue();
        double outage = time.outage().doubleValue();
        points.add(new LagPoint(0, 0, "failure"));
        points.add(new LagPoint(detected, detected, "detected"));
        points.add(new LagPoint(restored, restored, "restored"));
        points.add(new LagPoint(outage, outage, "replayed"));
        if (time.catchesUp()) {
            points.add(new LagPoint(outage + time.catchUp().doubleValue(), 0, "caught up"));
        } else {
            points.add(new LagPoint(2 * outage, outage + outage * (arrival - processing) / arrival, "still behind"));
        }
        return points;
    }
}
