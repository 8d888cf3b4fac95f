package dev.checkpointreport.output.view;

import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.output.view.Page.Fact;
import dev.checkpointreport.run.Check;
import dev.checkpointreport.run.Check.Kind;
import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.run.ScenarioVerdict;
import dev.checkpointreport.timing.Overload;
import dev.checkpointreport.timing.RecoveryTimeAnalysis;
import dev.checkpointreport.timing.RowsPerSecond;
import java.util.ArrayList;
import java.util.List;

/**
 * The report's opening, the findings a reader looks for first: the best intervals, the gates' checks and a job
 * that never catches up.
 *
 * @param decisionChecks the decision's check, shown as {@link ScenarioVerdict#shown} shows a kind; empty when the
 *     scenario declares no decision
 * @param recoveryChecks the recovery objective's check; empty without timing or decision
 * @param claimChecks the false claims, or the one check that all hold; empty when the scenario states no claims
 * @param measuredChecks the failing measured checks, or both when they pass; empty without
 *     {@code measured.tolerance}
 * @param warning a warning the reader must not miss, such as a job that never catches up, or an empty string
 */
public record SummarySection(List<Fact> facts, List<Check> decisionChecks, List<Check> recoveryChecks,
                             List<Check> claimChecks, List<Check> measuredChecks, String warning) {
    public SummarySection {
        facts = List.copyOf(facts);
        decisionChecks = List.copyOf(decisionChecks);
        recoveryChecks = List.copyOf(recoveryChecks);
        claimChecks = List.copyOf(claimChecks);
        measuredChecks = List.copyOf(measuredChecks);
    }

    static SummarySection of(ScenarioResult result) {
        Analysis analysis = result.analysis();
        List<Fact> facts = new ArrayList<>(CostTables.bestAtEachProbability(analysis));
        facts.add(new Fact("Cheapest by the worst case", CostTables.cheapest(
                analysis.costs().cheapestByWorstTotal()) + ", worst total "
                + Numbers.count(analysis.costs().cheapestByWorst().worstTotal()) + " rows"));
        facts.add(new Fact("Cheapest by the average", CostTables.cheapest(analysis.costs().cheapestByAverageTotal())
                + ", average total " + Numbers.oneDecimal(analysis.costs().cheapestByAverage().averageTotal()) + " rows"));
        facts.add(Fact.of("Best over all failure probabilities", CostTables.bestRangeParts(analysis)));
        RecoveryTimeAnalysis recovery = result.recovery();
        if (recovery != null) {
            facts.add(RecoveryTimeTable.worstFact(result.config(), recovery));
        }
        ScenarioVerdict checks = result.verdict();
        return new SummarySection(facts, checks.shown(Kind.DECISION), checks.shown(Kind.RECOVERY),
                checks.shown(Kind.CLAIM), checks.shown(Kind.MEASURED), recovery == null ? "" : warning(recovery));
    }

    /** The warning's heading, or an empty string without a warning. */
    public String warningHeading() {
        return warning.isEmpty() ? "" : "Warning: never catches up.";
    }

    /** A job at its capacity ceiling never catches up: the summary says so first. */
    private static String warning(RecoveryTimeAnalysis recovery) {
        if (recovery.rates().overload().isEmpty()) {
            return "";
        }
        Overload o = recovery.rates().overload().get();
        return "This job never catches up after a failure: worker " + o.worker()
                + " receives " + RowsPerSecond.format(o.arrivalRate()) + " rows/s and processes at most "
                + RowsPerSecond.format(o.processingRate()) + " rows/s (timing.capacity "
                + recovery.spec().capacity().toPlainString() + "), so the backlog a failure leaves never drains and"
                + " the recovery never ends. Raise timing.capacity: headroom over the arrival rate is what recovery"
                + " needs.";
    }
}
