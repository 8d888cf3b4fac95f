/**
 * The numbers a lesson's text states, checked against a run, so the build keeps the lesson's printed claims true.
 *
 * <p>The numbers a lesson's text states, one record per kind ({@code RecomputedClaim}, {@code BestClaim},
 * {@code BreakEvenClaim}, {@code BusiestWorkerClaim}, {@code AverageClaim} for {@code average} and
 * {@code averageTotal}, {@code RecoveryTimeClaim}), each checking itself against the {@code Evidence} of a run (the
 * {@code Analysis}, and the exact longest recovery per interval from {@code WorstRecoveryTime.longest}, computed
 * once) into a {@code ComputedClaim} with the claimed and the computed value, which {@code run} makes the claim checks of. Exact claims
 * compare {@code BigFraction}s; a decimal is compared at the precision written ({@code Precision},
 * {@code ClaimedProbability}).
 */
package dev.checkpointreport.claims;
