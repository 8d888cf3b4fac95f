package dev.checkpointreport.model;

/** One row of the lesson's first table: recovery from a failure at the declared period. */
public record AtFailure(Interval interval, long checkpoints, long recomputed) {
}
