package dev.checkpointreport.flink;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.PipelineRun;
import dev.checkpointreport.gate.GateOutcome;
import dev.checkpointreport.pipeline.ReportPipeline;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The plugin's one write path run on a scenario, as the goal runs it: the report's {@code report.json}. */
public final class PluginReport {
    private static final ObjectMapper JSON = new ObjectMapper();

    private PluginReport() {
    }

    public static JsonNode of(Path scenario, Path output) throws Exception {
        return of(scenario, output, new java.util.ArrayList<>());
    }

    /** As {@link #of(Path, Path)}, adding the lines the goal would log as warnings to {@code warnings}. */
    public static JsonNode of(Path scenario, Path output, List<String> warnings) throws Exception {
        ReportPipeline.Done done = PipelineRun.run(PipelineRun.request(scenario, output)
                .basedir(scenario.getParent().toFile()).passedOver("passed over"),
                warnings::add);
        for (GateOutcome.Line line : done.outcome().lines()) {
            if (line.level() == GateOutcome.Level.WARN) {
                warnings.add(line.text());
            }
        }
        return JSON.readTree(Files.readString(output.resolve("report.json")));
    }
}
