package dev.checkpointreport.timing;

/**
 * What to watch in operation, with this job's numbers: the state-entry budget of the busiest worker,
 * the longest checkpoint of the watched interval against the interval's length, and the restore time to
 * drill and publish as the recovery objective.
 */
public record OperatingSignals(long entryBudget, long entryBudgetBytes, int entryBudgetWorker, double longestSnapshot,
                    double intervalSeconds, double restoreToDrill) {
}
