package dev.checkpointreport.output.view;

import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.model.DecisionCost;
import dev.checkpointreport.model.Regret;
import dev.checkpointreport.model.Regret.PeriodRegret;
import dev.checkpointreport.output.view.Page.Cell;
import dev.checkpointreport.output.view.Page.Part;
import dev.checkpointreport.output.view.Page.Row;
import dev.checkpointreport.output.view.Page.Table;
import java.util.ArrayList;
import java.util.List;

/** How wrong the decision can be: its regret per failure period, and in one sentence its largest over p. */
final class RegretTable {

    private RegretTable() {
    }

    static Table of(CheckpointConfig config, Analysis analysis) {
        DecisionCost verdict = analysis.decisionCost();
        Regret regret = verdict.regret();
        long worst = 0;
        for (PeriodRegret period : regret.byFailurePeriod()) {
            worst = Math.max(worst, period.regret());
        }
        List<Row> rows = new ArrayList<>();
        for (PeriodRegret period : regret.byFailurePeriod()) {
            boolean highest = period.regret() == worst && worst > 0;
            rows.add(new Row(PeriodParts.shown(config, period.failurePeriod()), "", List.of(
                    new Cell(Numbers.count(period.regret()), true, highest, 0),
                    new Cell(Numbers.named(period.best()), true, false, 0)), PeriodParts.title(config, period.failurePeriod())));
        }
        List<Part> finding = finding(config, analysis);
        return new Table("regret", "Rows " + Numbers.named(regret.interval()) + " costs beyond the cheapest, had the "
                + "failure struck in each period", Part.text(finding), "failure period",
                List.of("regret (rows)", "cheapest there"), rows,
                "A period's cost is the rows a failure there recomputes plus the certain cost. Bold: the largest.",
                List.of(), List.of(), "", finding);
    }

    /** {@code Interval 6 costs at most 400.0 rows more than the best, at p = 0; ...}. */
    static List<Part> finding(CheckpointConfig config, Analysis analysis) {
        DecisionCost verdict = analysis.decisionCost();
        Regret regret = verdict.regret();
        String named = Numbers.named(regret.interval());
        String head = Character.toUpperCase(named.charAt(0)) + named.substring(1);
        List<Part> parts = new ArrayList<>();
        StringBuilder sentence = new StringBuilder(head);
        if (regret.maximum().signum() == 0) {
            sentence.append(" is the best at every failure probability: it never costs more than the cheapest.");
        } else {
            sentence.append(" costs at most ").append(Numbers.oneDecimal(regret.maximum()))
                    .append(" expected rows more than the best interval, at p = ");
            parts.add(Numbers.plain(sentence.toString()));
            parts.add(Numbers.fraction(regret.maximumAt()));
            sentence.setLength(0);
            sentence.append('.');
        }
        if (!verdict.decision().worst()) {
            sentence.append(" At the declared p = ").append(Numbers.probability(verdict.decision().probability()))
                    .append(" it costs ").append(Numbers.oneDecimal(regret.atDecision())).append(" more.");
        }
        PeriodRegret highest = null;
        for (PeriodRegret period : regret.byFailurePeriod()) {
            highest = highest == null || period.regret() > highest.regret() ? period : highest;
        }
        if (highest != null && highest.regret() > 0) {
            sentence.append(" Had the failure struck in ").append(PeriodParts.shown(config, highest.failurePeriod()))
                    .append(", it would have cost ").append(Numbers.count(highest.regret())).append(" rows more than ")
                    .append(Numbers.named(highest.best())).append('.');
        }
        parts.add(Numbers.plain(sentence.toString()));
        return parts;
    }
}
