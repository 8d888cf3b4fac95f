package dev.checkpointreport.claims;

/** One number a lesson's text states, and how to check it against what the model computes. */
public interface Claim {

    /** Where the scenario states it, and how. */
    ClaimPlace place();

    ComputedClaim check(Evidence evidence);
}
