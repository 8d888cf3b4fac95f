package dev.checkpointreport.timing;

import java.math.BigDecimal;

/**
 * What one worker's state holds: one entry per key per open window, times the bytes of an entry, plus
 * an optional deduplication set, and how a checkpoint writes it.
 *
 * @param changedFraction share of the state an incremental snapshot writes; {@code null} for full snapshots
 */
public record StateSpec(long entryBytes, long windowOverlap, long retention, Dedup dedup, boolean incremental,
                        BigDecimal changedFraction) {
}
