package dev.checkpointreport.output.json;

import static dev.checkpointreport.output.json.JsonValues.putInterval;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.model.ExpectedCosts;
import dev.checkpointreport.output.CourseScenario;
import dev.checkpointreport.run.Check;
import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.run.ScenarioVerdict;
import dev.checkpointreport.timing.DecidedRecovery;
import dev.checkpointreport.timing.RecoveryTimeAnalysis;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes the site's {@code index.json}, schema version 1: per scenario what its card on {@code index.html}
 * shows, machine-readable; {@code decision} is as in {@code report.json}; {@code checks} and {@code passed} are
 * the run's one verdict, as the build log says it. Its field names are a public interface, as {@code report.json}'s are; an
 * interval is spelled as there ({@code none} is {@code null}).
 */
public final class IndexJson {
    static final int SCHEMA_VERSION = 1;

    private IndexJson() {
    }

    /** Writes the index of {@code scenarios} to {@code file}, linking each report's file {@code page}. */
    public static void write(List<CourseScenario> scenarios, Path basedir, String page, Path file) throws IOException {
        try (OutputStream out = Files.newOutputStream(file)) {
            JsonText.writeIndented(tree(scenarios, basedir, page), out);
        }
    }

    static ObjectNode tree(List<CourseScenario> scenarios, Path basedir, String page) {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        root.put("schemaVersion", SCHEMA_VERSION);
        boolean passed = true;
        for (CourseScenario scenario : scenarios) {
            passed &= scenario.result().verdict().passed();
        }
        root.put("passed", passed);
        ArrayNode list = root.putArray("scenarios");
        for (CourseScenario scenario : scenarios) {
            ScenarioResult result = scenario.result();
            ObjectNode node = list.addObject();
            node.put("name", scenario.name());
            node.put("file", scenario.shownFile(basedir));
            node.put("title", result.config().title());
            node.put("report", scenario.path(page));
            node.put("reportJson", scenario.path(ReportJsonOutput.REPORT_JSON));
            node.put("passed", result.verdict().passed());
            checks(node.putArray("checks"), result.verdict());
            ReportJson.decision(node, result.analysis().decisionCost());
            best(node.putArray("best"), result.analysis());
            recovery(node, result.recovery(), result);
        }
        return root;
    }

    /** Each check of the gate, in its order, with its kind and its one line, as the build log gives it. */
    private static void checks(ArrayNode checks, ScenarioVerdict verdict) {
        for (Check check : verdict.checks()) {
            ObjectNode node = checks.addObject();
            node.put("kind", check.kind().id());
            node.put("passed", check.passed());
            node.put("message", check.message());
        }
    }

    private static void best(ArrayNode best, Analysis analysis) {
        for (ExpectedCosts row : analysis.probabilities()) {
            ObjectNode node = best.addObject();
            node.put("probability", row.probability());
            putInterval(node, "interval", row.best());
            node.put("expected", analysis.costs().row(row.best()).expectedAt(row.probability()).doubleValue());
        }
    }

    private static void recovery(ObjectNode node, RecoveryTimeAnalysis recovery, ScenarioResult result) {
        if (recovery == null) {
            node.putNull("recovery");
            return;
        }
        DecidedRecovery verdict = recovery.decided();
        if (verdict == null) {
            node.putObject("recovery").putNull("verdict");
            return;
        }
        ObjectNode time = node.putObject("recovery").putObject("verdict");
        time.put("met", verdict.met());
        time.put("catchesUp", verdict.catchesUp());
        time.put("message", verdict.message(result.config().periods()));
    }
}
