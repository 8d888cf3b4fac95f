package dev.checkpointreport.timing;

import java.math.BigDecimal;

/**
 * What turns recomputed rows into seconds: how long a period lasts, how much faster than the average
 * arrival rate the job can process, how long a failure goes unnoticed, the state, and the storage
 * rates per worker. Durations are in seconds, sizes in bytes, rates in bytes per second.
 *
 * @param objective the longest acceptable recovery, in seconds; {@code null} when none is set
 * @param mtbf the job's mean time between failures ({@code failure.mtbf}), in seconds; {@code null} when none is set
 */
public record TimingSpec(BigDecimal periodLength, BigDecimal capacity, BigDecimal detection, StateSpec state,
                         BigDecimal readRate, BigDecimal writeRate, BigDecimal objective, BigDecimal mtbf) {
}
