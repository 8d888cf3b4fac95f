package dev.checkpointreport.output.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.Lesson;
import dev.checkpointreport.PipelineRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** report.json carries every table of the lesson under the field names other tools read. */
class ReportJsonTest {
    private static JsonNode report;

    @BeforeAll
    static void writeTheLessonsReport(@TempDir Path dir) throws Exception {
        Path config = dir.resolve("checkpoint-report.yml");
        Files.writeString(config, Lesson.yaml());
        PipelineRun.report(config, dir.resolve("out"));
        report = new ObjectMapper().readTree(dir.resolve("out/report.json").toFile());
    }

    @Test
    void headerNamesTheScenario() {
        assertThat(report.get("schemaVersion").asInt()).isEqualTo(1);
        assertThat(report.get("title").asText()).isEqualTo("State in Stream Engines");
        assertThat(report.get("periods")).hasSize(12);
        assertThat(report.get("failurePeriod").asText()).isEqualTo("2026-09");
        assertThat(report.get("stateRows").asLong()).isEqualTo(200);
        assertThat(report.get("workers").asInt()).isEqualTo(4);
        assertThat(report.get("rows").asLong()).isEqualTo(2200);
        assertThat(report.get("intervals").toString()).isEqualTo("[\"none\",6,4,3,2,1]");
    }

    @Test
    void atFailureIsTheLessonsFirstTable() {
        assertThat(report.get("atFailure").get(0).toString())
                .isEqualTo("{\"interval\":\"none\",\"checkpoints\":0,\"recomputed\":1600}");
        assertThat(longs(report.get("atFailure"), "recomputed")).containsExactly(1600L, 400L, 0L, 400L, 0L, 0L);
    }

    @Test
    void matrixHasElevenFailurePeriods() {
        JsonNode matrix = report.get("matrix");
        assertThat(matrix).hasSize(11);
        assertThat(matrix.get(0).toString()).isEqualTo("{\"failurePeriod\":\"2026-02\",\"recomputed\":[200,200,200,200,200,0]}");
        assertThat(matrix.get(10).toString()).isEqualTo("{\"failurePeriod\":\"2026-12\",\"recomputed\":[2200,1000,600,400,200,0]}");
    }

    @Test
    void costsCarryFullPrecision() {
        JsonNode six = report.get("costs").get(1);
        assertThat(six.get("interval").asInt()).isEqualTo(6);
        assertThat(six.get("checkpoints").asLong()).isEqualTo(2);
        assertThat(six.get("certainCost").asLong()).isEqualTo(400);
        assertThat(six.get("worst").asLong()).isEqualTo(1000);
        assertThat(six.get("worstTotal").asLong()).isEqualTo(1400);
        assertThat(six.get("average").asDouble()).isEqualTo(6000.0 / 11);
        assertThat(six.get("averageTotal").asDouble()).isEqualTo(400 + 6000.0 / 11);
        assertThat(report.get("costs").get(0).get("average").toString()).isEqualTo("1200.0");
    }

    @Test
    void probabilitiesNameTheBestPerRow() {
        JsonNode rows = report.get("probabilities");
        assertThat(rows.get(1).get("probability").decimalValue()).isEqualByComparingTo("0.75");
        assertThat(rows.get(1).get("expected").get(1).asDouble()).isEqualTo(8900.0 / 11);
        List<String> best = new ArrayList<>();
        rows.forEach(row -> best.add(row.get("best").toString()));
        assertThat(best).containsExactly("4", "6", "\"none\"", "\"none\"");
    }

    @Test
    void bestRangesAreExact() {
        JsonNode none = report.get("bestRanges").get(0);
        assertThat(none.get("interval").asText()).isEqualTo("none");
        assertThat(none.get("from").asDouble()).isEqualTo(0.0);
        assertThat(none.get("to").asDouble()).isEqualTo(11.0 / 18);
        assertThat(none.get("toExact").asText()).isEqualTo("11/18");
        assertThat(report.get("bestRanges").get(1).get("fromExact").asText()).isEqualTo("11/18");
        assertThat(report.get("bestRanges").get(1).get("toExact").asText()).isEqualTo("11/12");
        assertThat(report.get("bestRanges").get(2).get("fromExact").asText()).isEqualTo("11/12");
        assertThat(report.get("bestRanges").get(2).get("toExact").asText()).isEqualTo("1");
        assertThat(report.get("bestRanges").get(3).get("from").isNull()).isTrue();
    }

    @Test
    void everyBestRangeHasTheSameFieldsAndANeverBestIntervalHoldsNulls() {
        for (JsonNode range : report.get("bestRanges")) {
            assertThat(range.fieldNames()).toIterable().as("bestRanges of %s", range.get("interval"))
                    .containsExactly("interval", "from", "to", "fromInclusive", "toInclusive", "fromExact", "toExact");
        }
        JsonNode three = report.get("bestRanges").get(3);
        assertThat(three.get("interval").asInt()).isEqualTo(3);
        assertThat(three.toString()).isEqualTo("{\"interval\":3,\"from\":null,\"to\":null,\"fromInclusive\":null,"
                + "\"toInclusive\":null,\"fromExact\":null,\"toExact\":null}");
    }

    @Test
    void partitionedStateAndDecision() {
        assertThat(longs(report.get("partitioned"), "busiestWorker")).containsExactly(408L, 102L, 0L, 102L, 0L, 0L);
        JsonNode decision = report.get("decision");
        assertThat(decision.get("interval").asInt()).isEqualTo(6);
        assertThat(decision.get("criterion").asText()).isEqualTo("expected");
        assertThat(decision.get("best").asInt()).isEqualTo(6);
        assertThat(decision.get("optimal").asBoolean()).isTrue();
    }

    private static List<Long> longs(JsonNode array, String field) {
        List<Long> values = new ArrayList<>();
        array.forEach(node -> values.add(node.get(field).asLong()));
        return values;
    }
}
