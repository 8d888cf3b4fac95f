package dev.checkpointreport.claims;

/**
 * A claim beside what the model computes: what it is about, the value it states and the value computed,
 * both written as the claim is (at its precision, as a fraction where it gives one), and whether they agree.
 * The run makes the gate's claim {@code Check}s of them.
 *
 * @param subject what the claim is about, in a message's words: {@code the best interval at failure probability 0.5}
 */
public record ComputedClaim(ClaimPlace place, String subject, String claimed, String computed, boolean holds) {

    /** One line for the build: {@code course.yml:31: claims[0].recomputed is false: ...: claimed 401, computed 400.} */
    public String message() {
        return place.file() + ":" + place.line() + ": " + statement();
    }

    /** The message without its place: {@code claims[0].recomputed is false: ...: claimed 401, computed 400.} */
    public String statement() {
        return place.key() + "." + place.kind() + " is " + (holds ? "true" : "false") + ": " + subject + ": claimed "
                + claimed + ", computed " + computed + ".";
    }
}
