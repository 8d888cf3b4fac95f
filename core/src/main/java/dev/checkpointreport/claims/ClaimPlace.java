package dev.checkpointreport.claims;

/**
 * Where a claim is written and how.
 *
 * @param key the claim's key in the scenario, such as {@code claims[3]}
 * @param kind the claim's kind, such as {@code breakEven}
 * @param written the claim as the scenario writes it, on one line: {@code breakEven: {between: [none, 6], probability: 11/18}}
 */
public record ClaimPlace(String file, int line, String key, String kind, String written) {
}
