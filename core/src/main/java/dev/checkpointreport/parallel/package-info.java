/**
 * {@code InParallel}: a list's work on every core, its results in the list's order, and its first failure in the
 * list's order, so a course of many scenarios says the same error whichever thread met it first. Every thread it
 * starts is joined before it returns.
 */
package dev.checkpointreport.parallel;
