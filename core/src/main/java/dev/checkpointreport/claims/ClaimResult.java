package dev.checkpointreport.claims;

/**
 * A claim, checked: what it is about, the value it states and the value the model computes, both written
 * as the claim is (at its precision, as a fraction where it gives one).
 *
 * @param subject what the claim is about, in a message's words: {@code the best interval at failure probability 0.5}
 */
public record ClaimResult(ClaimPlace place, String subject, String claimed, String computed, boolean holds) {

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
