package dev.checkpointreport.scrape;

/** A job's REST answers as Flink 2.x writes them, cut to the fields the scrape and {@code measured} read. */
final class FlinkAnswers {
    static final String JOB = "0123456789abcdef0123456789abcdef";
    static final String VERTEX = "cbc357ccb763df2852fee8c4fc7d55f2";

    private FlinkAnswers() {
    }

    static String overview(String... jobs) {
        return "{\"jobs\":[" + String.join(",", jobs) + "]}";
    }

    static String listed(String id, String name, String state) {
        return "{\"jid\":\"" + id + "\",\"name\":\"" + name + "\",\"state\":\"" + state + "\"}";
    }

    /** {@code /jobs/<id>/checkpoints} with completed checkpoints {@code first..last}. */
    static String checkpoints(int first, int last) {
        StringBuilder history = new StringBuilder();
        for (int id = last; id >= first; id--) {
            history.append(history.isEmpty() ? "" : ",").append(checkpoint(id));
        }
        return "{\"counts\":{\"restored\":0,\"total\":" + last + ",\"in_progress\":0,\"completed\":" + last
                + ",\"failed\":0},\"summary\":{},\"latest\":{\"completed\":" + checkpoint(last) + ",\"savepoint\":null,"
                + "\"failed\":null,\"restored\":null},\"history\":[" + history + "]}";
    }

    private static String checkpoint(int id) {
        return "{\"className\":\"completed\",\"id\":" + id + ",\"status\":\"COMPLETED\",\"is_savepoint\":false,"
                + "\"trigger_timestamp\":" + (1_000_000 + id * 200L) + ",\"latest_ack_timestamp\":" + (1_000_050 + id * 200L)
                + ",\"state_size\":1000,\"checkpointed_size\":1000,\"end_to_end_duration\":50,"
                + "\"num_subtasks\":2,\"num_acknowledged_subtasks\":2}";
    }

    static String details(int id) {
        return "{\"id\":" + id + ",\"status\":\"COMPLETED\",\"tasks\":{\"" + VERTEX + "\":{\"state_size\":1000},"
                + "\"feedbeeffeedbeeffeedbeeffeedbeef\":{\"state_size\":0}}}";
    }

    static String subtasks(int id) {
        return "{\"id\":" + id + ",\"status\":\"COMPLETED\",\"subtasks\":[{\"index\":0,\"status\":\"completed\","
                + "\"state_size\":400,\"checkpointed_size\":400,\"end_to_end_duration\":40},{\"index\":1,"
                + "\"status\":\"completed\",\"state_size\":600,\"checkpointed_size\":600,\"end_to_end_duration\":50}]}";
    }

    /** A JobManager running {@link #JOB} with completed checkpoints {@code first..last}, checkpointed every 200 ms. */
    static CannedJobManager running(CannedJobManager jm, String state, int first, int last) {
        String base = "/jobs/" + JOB;
        jm.json("/jobs/overview", overview(listed(JOB, "counting job", state)))
                .json(base, "{\"jid\":\"" + JOB + "\",\"name\":\"counting job\",\"state\":\"" + state + "\"}")
                .json(base + "/checkpoints", checkpoints(first, last))
                .json(base + "/checkpoints/config", "{\"mode\":\"exactly_once\",\"interval\":200,\"timeout\":600000,"
                        + "\"min_pause\":0}")
                .json(base + "/exceptions", "{\"exceptionHistory\":{\"entries\":[],\"truncated\":false}}")
                .json("/jobmanager/config", "[{\"key\":\"web.checkpoints.history\",\"value\":\"50\"},"
                        + "{\"key\":\"s3.secret-key\",\"value\":\"******\"}]");
        for (int id = first; id <= last; id++) {
            jm.json(base + "/checkpoints/details/" + id, details(id))
                    .json(base + "/checkpoints/details/" + id + "/subtasks/" + VERTEX, subtasks(id));
        }
        return jm;
    }
}
