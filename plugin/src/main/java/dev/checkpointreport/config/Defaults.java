package dev.checkpointreport.config;

import dev.checkpointreport.model.Criterion;

/** Defaults of the optional configuration keys, in one place. */
public final class Defaults {
    public static final String TITLE = "Checkpoint report";
    public static final String GENERATOR = "meter-readings";
    public static final int WORKERS = 1;
    public static final Criterion CRITERION = Criterion.EXPECTED;

    private Defaults() {
    }
}
