package dev.checkpointreport.output.view;

import dev.checkpointreport.measured.KafkaStreamsApp;
import dev.checkpointreport.model.Criterion;
import dev.checkpointreport.model.Decision;
import dev.checkpointreport.model.DecisionCost;
import dev.checkpointreport.run.Check;
import dev.checkpointreport.run.Check.Kind;
import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.run.ScenarioVerdict;
import dev.checkpointreport.timing.DecidedRecovery;
import dev.checkpointreport.timing.Overload;
import dev.checkpointreport.timing.RecoveryTimeAnalysis;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * A scenario at a glance, for a summary that lists many (a CI run's step summary): the decision, its verdict,
 * where each interval is the best, and the recovery verdict, each in the page's words.
 *
 * @param decision {@code null} when the scenario declares none
 * @param verdict {@code null} without a decision
 * @param recovery {@code null} without a {@code timing} section, or without a decision on a job that catches up
 * @param claims {@code null} when the scenario states no claims
 * @param measured the measured checks' verdict, {@code null} without {@code measured.tolerance}
 * @param restarts a Kafka Streams app's restarts in one line, in the page's words; {@code null} for another history
 */
public record ScenarioRow(String title, String decision, Finding verdict, String bestRanges, Finding recovery,
                             Finding claims, Finding measured, String restarts) {

    /** How a finding reads at a glance: the gate passes, fails, or (without a decision to fail) warns. */
    public enum Mark { PASS, FAIL, WARN }

    /** A verdict in a few words. */
    public record Finding(Mark mark, String text) {
    }

    /** The digest of a run, each mark read from its {@link ScenarioVerdict}. */
    public static ScenarioRow of(ScenarioResult result) {
        DecisionCost verdict = result.analysis().decisionCost();
        ScenarioVerdict judged = result.verdict();
        return new ScenarioRow(result.config().title(), verdict == null ? null : decision(verdict.decision()),
                verdict == null ? null : verdict(verdict, judged.first(Kind.DECISION).passed()),
                CostTables.bestRanges(result.analysis()),
                result.recovery() == null ? null : recovery(result.recovery(), judged.first(Kind.RECOVERY)),
                claims(judged), measured(judged), result.measured() != null
                && result.measured().measurements().facts() instanceof KafkaStreamsApp app
                ? KafkaStreamsTables.digest(app) : null);
    }

    /** The measured checks as the page's summary words them, or {@code null} without {@code measured.tolerance}. */
    private static Finding measured(ScenarioVerdict verdict) {
        List<Check> shown = verdict.shown(Kind.MEASURED);
        if (shown.isEmpty()) {
            return null;
        }
        List<String> texts = new ArrayList<>();
        for (Check check : shown) {
            texts.add(check.text());
        }
        return new Finding(shown.get(0).passed() ? Mark.PASS : Mark.FAIL, String.join(" ", texts));
    }

    /** How many claims hold, or which are false and on which line. */
    private static Finding claims(ScenarioVerdict verdict) {
        List<Check> claims = verdict.checks(Kind.CLAIM);
        if (claims.isEmpty()) {
            return null;
        }
        if (claims.get(0).passed()) {
            return new Finding(Mark.PASS, claims.get(0).text());
        }
        List<String> statements = new ArrayList<>();
        for (Check check : claims) {
            statements.add(check.place() + check.text().substring(0, check.text().indexOf(':')));
        }
        return new Finding(Mark.FAIL, String.join("; ", statements));
    }

    private static String decision(Decision decision) {
        String interval = Numbers.named(decision.interval());
        return decision.criterion() == Criterion.WORST ? interval + " by the worst case"
                : interval + " at failure probability " + Numbers.probability(decision.probability());
    }

    private static Finding verdict(DecisionCost verdict, boolean passed) {
        boolean worst = verdict.decision().criterion() == Criterion.WORST;
        String decided = cost(verdict.decidedCost(), worst);
        if (passed) {
            return new Finding(Mark.PASS, "optimal: " + (worst ? "worst total " : "expected cost ") + decided + " rows");
        }
        return new Finding(Mark.FAIL, "not optimal: " + Numbers.named(verdict.best()) + " is cheaper, "
                + cost(verdict.bestCost(), worst) + " rows against " + decided);
    }

    /** A worst total is a whole count of rows; an expected cost has the page's one decimal. */
    private static String cost(BigFraction rows, boolean worst) {
        return worst ? rows.bigDecimalValue().toPlainString() : Numbers.oneDecimal(rows);
    }

    private static Finding recovery(RecoveryTimeAnalysis recovery, Check check) {
        DecidedRecovery verdict = recovery.decided();
        Optional<Overload> overload = recovery.rates().overload();
        if (overload.isPresent()) {
            return new Finding(check == null ? Mark.WARN : Mark.FAIL,
                    "never catches up: worker " + overload.get().worker() + " falls behind");
        }
        if (verdict == null) {
            return null;
        }
        String worst = "worst recovery " + Numbers.seconds(verdict.worst().total().doubleValue());
        if (verdict.objective() == null) {
            return new Finding(Mark.PASS, worst + ", no objective set");
        }
        String objective = Numbers.seconds(verdict.objective().doubleValue());
        if (check.passed()) {
            return new Finding(Mark.PASS, worst + ", within " + objective);
        }
        String instead = verdict.cheapestMeeting() == null ? "no interval meets it"
                : Numbers.named(verdict.cheapestMeeting()) + " meets it";
        return new Finding(Mark.FAIL, worst + ", over " + objective + "; " + instead);
    }
}
