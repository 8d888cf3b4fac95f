/**
 * The numbers a lesson's text states, declared under {@code claims:} in the scenario, and their check
 * against the model's tables: the build keeps the lesson's printed claims true. It reads {@code model}
 * and {@code timing}; {@code config} fills its records and {@code run} checks them.
 */
package dev.checkpointreport.claims;
