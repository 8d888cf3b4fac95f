package dev.checkpointreport.output.view;

import dev.checkpointreport.claims.ComputedClaim;
import dev.checkpointreport.run.ScenarioResult;
import java.util.ArrayList;
import java.util.List;

/**
 * The scenario's claims as the page lists them: one sentence on how many hold, and a row per claim with
 * a mark that is a word and a symbol, not a colour alone.
 *
 * @param finding how many claims hold, and on which lines the false ones are written
 */
public record ClaimsSection(String finding, List<ClaimRow> rows) {

    public ClaimsSection {
        rows = List.copyOf(rows);
    }

    /**
     * One claim, checked.
     *
     * @param claim the claim as the scenario writes it, on one line
     */
    public record ClaimRow(String claim, String line, String claimed, String computed, boolean holds) {
        /** {@code true} or {@code false}: the verdict in words. */
        public String mark() {
            return Boolean.toString(holds);
        }

        /** ✓ or ✗, shown beside the word for a reader who scans the column. */
        public String symbol() {
            return holds ? "✓" : "✗";
        }
    }

    /** Whether every claim holds: the page then folds the table away, and opens it when one is false. */
    public boolean allHold() {
        for (ClaimRow row : rows) {
            if (!row.holds()) {
                return false;
            }
        }
        return true;
    }

    /** The section, or {@code null} when the scenario declares no claims, so the page shows none. */
    static ClaimsSection of(ScenarioResult result) {
        List<ComputedClaim> claims = result.claims();
        if (claims.isEmpty()) {
            return null;
        }
        List<String> falseLines = new ArrayList<>();
        List<ClaimRow> rows = new ArrayList<>();
        for (ComputedClaim c : claims) {
            if (!c.holds()) {
                falseLines.add(Integer.toString(c.place().line()));
            }
            rows.add(new ClaimRow(c.place().written(), Integer.toString(c.place().line()), c.claimed(), c.computed(),
                    c.holds()));
        }
        String finding;
        if (falseLines.isEmpty()) {
            finding = (claims.size() == 1 ? "The scenario's claim holds" : "All " + claims.size()
                    + " claims of the scenario hold") + ": the model computes each number as the lesson states it.";
        } else if (falseLines.size() == 1) {
            finding = "1 of " + claims.size() + " claims is false, on line " + falseLines.get(0)
                    + " of the scenario: the lesson states a number the model does not compute.";
        } else {
            finding = falseLines.size() + " of " + claims.size() + " claims are false, on lines "
                    + Numbers.and(falseLines, 20) + " of the scenario: the lesson states numbers the model does not compute.";
        }
        return new ClaimsSection(finding, rows);
    }
}
