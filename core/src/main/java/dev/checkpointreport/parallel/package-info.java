/**
 * A list's work on every core: {@code InParallel.map} returns the results in the list's order and throws its first
 * failure in the list's order, so a course says the same error whichever thread met it first. Every thread it
 * starts is joined before it returns.
 */
package dev.checkpointreport.parallel;
