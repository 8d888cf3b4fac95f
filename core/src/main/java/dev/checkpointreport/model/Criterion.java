package dev.checkpointreport.model;

/** How a decision is judged: by the expected cost at a failure probability, or by the worst case. */
public enum Criterion {
    /** Lowest {@code p × average + certain cost}. */
    EXPECTED,
    /** Lowest {@code worst + certain cost}, whatever the probability. */
    WORST;

    public String key() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
