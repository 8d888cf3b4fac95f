/**
 * The numbers a lesson's text states, checked against a run, so the build keeps the lesson's printed claims true.
 *
 * <p>Entry point: {@code Claims.check}: each {@code Claim}, one record per kind, checks itself against a
 * run's {@code Evidence} into a {@code ComputedClaim} (claimed beside computed), which {@code run} makes a check of.
 * A decimal claim is compared at the precision it is written with.
 */
package dev.checkpointreport.claims;
