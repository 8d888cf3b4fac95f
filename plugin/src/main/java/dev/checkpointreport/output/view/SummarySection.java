package dev.checkpointreport.output.view;

import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.model.BestRange;
import dev.checkpointreport.model.BestRanges;
import dev.checkpointreport.model.ExpectedCosts;
import dev.checkpointreport.model.Interval;
import dev.checkpointreport.output.view.Page.Fact;
import dev.checkpointreport.output.view.Page.Part;
import dev.checkpointreport.output.view.Page.Summary;
import dev.checkpointreport.run.Check.Kind;
import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.run.ScenarioVerdict;
import dev.checkpointreport.timing.RecoveryTimeAnalysis;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.commons.numbers.fraction.BigFraction;

/** The report's opening: what the run counted, the best intervals, and the gates' verdicts. */
final class SummarySection {

    private SummarySection() {
    }

    static String lead(CheckpointConfig config, Analysis analysis) {
        List<String> periods = config.shownPeriods();
        return "A stream job of " + Numbers.count(analysis.rows()) + " rows over " + periods.size() + " periods ("
                + periods.get(0) + " to " + periods.get(periods.size() - 1) + "), " + config.stateRows()
                + " state rows per checkpoint and " + analysis.workers() + " workers; the failure counted is in "
                + PeriodParts.failure(config) + ".";
    }

    static Summary summary(ScenarioResult result) {
        Analysis analysis = result.analysis();
        List<Fact> facts = new ArrayList<>(bestAtEachProbability(analysis));
        facts.add(new Fact("Cheapest by the worst case", CostTables.cheapest(
                analysis.costs().cheapestByWorstTotal()) + ", worst total "
                + Numbers.count(analysis.costs().cheapestByWorst().worstTotal()) + " rows"));
        facts.add(new Fact("Cheapest by the average", CostTables.cheapest(analysis.costs().cheapestByAverageTotal())
                + ", average total " + Numbers.oneDecimal(analysis.costs().cheapestByAverage().averageTotal()) + " rows"));
        facts.add(Fact.of("Best over all failure probabilities", bestRangeParts(analysis)));
        RecoveryTimeAnalysis recovery = result.recovery();
        if (recovery != null) {
            facts.add(TimingSectionBuilder.worstFact(result.config(), recovery));
        }
        ScenarioVerdict checks = result.verdict();
        return new Summary(facts, checks.shown(Kind.DECISION), checks.shown(Kind.RECOVERY), checks.shown(Kind.CLAIM),
                checks.shown(Kind.MEASURED), recovery == null ? "" : TimingSectionBuilder.warning(recovery));
    }

    /** The best interval at each declared failure probability, with its expected cost. */
    static List<Fact> bestAtEachProbability(Analysis analysis) {
        List<Fact> facts = new ArrayList<>();
        for (ExpectedCosts row : analysis.probabilities()) {
            BigFraction cost = analysis.costs().row(row.best()).expectedAt(row.probability());
            facts.add(new Fact("Best at failure probability " + Numbers.probability(row.probability()),
                    Numbers.named(row.best()) + ", expected cost " + Numbers.oneDecimal(cost) + " rows"));
        }
        return facts;
    }

    /**
     * Where each interval is the best as p runs from 0 to 1, lowest p first:
     * {@code none below 0.611; 6 from 0.611 to 0.917; 4 above}.
     */
    static String bestRanges(Analysis analysis) {
        return Part.text(bestRangeParts(analysis));
    }

    /** As {@link #bestRanges}, each probability with its exact fraction on hover. */
    static List<Part> bestRangeParts(Analysis analysis) {
        List<Map.Entry<Interval, BestRange>> ranges = new ArrayList<>();
        BestRanges best = analysis.bestRanges();
        for (int i : best.byRange()) {
            ranges.add(Map.entry(best.intervals().get(i), best.ranges().get(i).get()));
        }
        if (ranges.size() == 1) {
            return List.of(Numbers.plain(ranges.get(0).getKey() + " at every probability"));
        }
        List<Part> parts = new ArrayList<>();
        for (int i = 0; i < ranges.size(); i++) {
            Interval interval = ranges.get(i).getKey();
            BestRange range = ranges.get(i).getValue();
            Part from = Numbers.rounded(range.from());
            Part to = Numbers.rounded(range.to());
            String before = i == 0 ? "" : "; ";
            if (range.from().equals(range.to())) {
                parts.addAll(List.of(Numbers.plain(before + interval + " at exactly "), from));
            } else if (i == 0) {
                parts.addAll(List.of(Numbers.plain(before + interval + " below "), to));
            } else if (i == ranges.size() - 1) {
                parts.add(Numbers.plain(before + interval + " above"));
            } else {
                parts.addAll(List.of(Numbers.plain(before + interval + " from "), from, Numbers.plain(" to "), to));
            }
        }
        return parts;
    }
}
