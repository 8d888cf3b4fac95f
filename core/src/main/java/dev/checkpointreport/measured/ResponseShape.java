package dev.checkpointreport.measured;

/**
 * The responses of Flink's REST API the plugin reads, each recognised by its fields, whatever the file is called.
 */
enum ResponseShape {
    /** {@code GET /jobs/<id>/checkpoints}: {@code counts}, {@code summary}, {@code latest}, {@code history}. */
    CHECKPOINTS,
    /** {@code GET /jobs/<id>/checkpoints/config}: {@code interval}, {@code timeout}, {@code mode}. */
    CONFIG,
    /** {@code GET /jobs/<id>/checkpoints/details/<cid>/subtasks/<vertex>}: {@code id}, {@code subtasks}. */
    SUBTASKS,
    /** {@code GET /jobs/<id>/exceptions}: {@code exceptionHistory}. */
    EXCEPTIONS,
    /** {@code GET /jobs/<id>}: {@code jid}, which names the job. */
    JOB,
    /**
     * {@code GET /jobmanager/config}, a list of {@code key} and {@code value}: the scrape goal saves the settings
     * that say how long Flink keeps a checkpoint as {@code jobmanager-config.txt}.
     */
    JOBMANAGER_CONFIG;

    static final String EXPECTED = "a response saved from Flink's REST API: /jobs/<id>/checkpoints (counts, "
            + "history), …/checkpoints/config (interval), …/checkpoints/details/<cid>/subtasks/<vertex> (subtasks), "
            + "/jobs/<id>/exceptions (exceptionHistory), /jobs/<id> (jid) or /jobmanager/config ([{key, value}])";

    static ResponseShape of(JsonValue root) throws MeasuredException {
        if (root.node().isArray() && (root.node().isEmpty() || root.node().get(0).has("key"))) {
            return JOBMANAGER_CONFIG;
        }
        if (!root.isObject()) {
            throw root.error("not a Flink checkpoint response: expected " + EXPECTED + ", found " + root.described());
        }
        if (root.at("counts").present() && root.at("history").present()) {
            return CHECKPOINTS;
        }
        if (root.at("subtasks").present() && root.at("id").present()) {
            return SUBTASKS;
        }
        if (root.at("exceptionHistory").present()) {
            return EXCEPTIONS;
        }
        if (root.at("interval").present() && root.at("mode").present()) {
            return CONFIG;
        }
        if (root.at("jid").present()) {
            return JOB;
        }
        if (root.at("errors").present()) {
            throw root.at("errors").error("Flink answered with an error, not statistics: "
                    + root.at("errors").described() + "; save the response again while the job runs");
        }
        throw root.error("not a Flink checkpoint response: expected " + EXPECTED + ", found " + root.described());
    }
}
