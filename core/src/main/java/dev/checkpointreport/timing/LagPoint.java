package dev.checkpointreport.timing;

/**
 * One corner of the freshness curve after a failure: {@code lag} seconds behind the input,
 * {@code seconds} after the failure. The lag rises one for one during the outage and falls at
 * {@code (μ − λ) / λ} while the backlog drains.
 */
public record LagPoint(double seconds, double lag, String phase) {
}
