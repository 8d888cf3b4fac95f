package dev.checkpointreport.timing;

/**
 * The worker that falls behind: of the workers whose capacity is at or below their arrival rate, the one
 * that receives the most (a tie goes to the lowest worker). Chosen in exact fractions; the rates are their
 * nearest doubles, for the messages.
 *
 * @param arrivalRate λ_w, rows per second that reach the worker
 * @param processingRate μ, rows per second one worker processes
 * @param capacityNeeded the capacity above which every worker drains its backlog
 */
public record Overload(int worker, double arrivalRate, double processingRate, double capacityNeeded) {

    /** {@code worker 2 receives 0.8500 rows/s but processes at most 0.8333 rows/s}. */
    String rates() {
        return "worker " + worker + " receives " + RowsPerSecond.format(arrivalRate) + " rows/s but processes at most "
                + RowsPerSecond.format(processingRate) + " rows/s";
    }

    /** The gate's line when no decision is judged, only whether the job catches up. */
    public String message() {
        return "The job can never catch up after a failure: " + rates()
                + ". Raise timing.capacity; see the report's recovery section.";
    }
}
