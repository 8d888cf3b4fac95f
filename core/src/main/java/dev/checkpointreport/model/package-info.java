/**
 * The first lesson's recovery model: exact arithmetic over counted rows, nothing else.
 *
 * <p>Entry point: {@code RecoveryModel.analyse(RowCounts, Scenario)} returns the {@code Analysis} that holds every
 * table the lesson prints. Costs are {@code BigFraction}s, so a tie between two intervals is a tie; {@code Fractions}
 * is the one place they become decimals.
 */
package dev.checkpointreport.model;
