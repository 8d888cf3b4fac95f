package dev.checkpointreport.timing;

import java.util.List;
import java.util.Optional;

/**
 * How fast rows arrive and are processed.
 *
 * @param arrival λ, rows per second of the whole job
 * @param workerArrivals λ_w per worker
 * @param processing μ, rows per second one worker processes
 * @param overload the worker that falls behind; empty when every worker drains its backlog
 */
public record Rates(double arrival, List<Double> workerArrivals, double processing, Optional<Overload> overload) {

    public Rates {
        workerArrivals = List.copyOf(workerArrivals);
    }

    /** Whether every worker drains the backlog a failure leaves: {@code μ > λ_w} for each, exactly. */
    public boolean catchesUp() {
        return overload.isEmpty();
    }
}
