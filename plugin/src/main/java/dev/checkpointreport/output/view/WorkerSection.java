package dev.checkpointreport.output.view;

import dev.checkpointreport.run.ScenarioResult;

/**
 * The workers section: where the stream came from, and how its rows and keys fall on the workers.
 *
 * @param source one sentence naming the source, with what reading a file dropped or skipped
 * @param table each worker's rows and distinct keys, with the skew sentence
 */
public record WorkerSection(String source, Page.Table table) {

    static WorkerSection of(ScenarioResult result) {
        return new WorkerSection(WorkerTable.source(result.config(), result.counted(), result.workers()), WorkerTable.of(result.workers()));
    }
}
