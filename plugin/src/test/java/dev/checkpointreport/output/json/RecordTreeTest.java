package dev.checkpointreport.output.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.measured.FlinkSummary;
import dev.checkpointreport.measured.JobCounts;
import dev.checkpointreport.measured.KafkaStreamsApp;
import dev.checkpointreport.measured.PrometheusSeries;
import dev.checkpointreport.measured.SparkQuery;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A source's facts are written as Jackson's object mapper writes them, field for field, nulls and nesting kept. */
class RecordTreeTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @Test
    void eachSourcesFactsAreTheObjectMappersTree() {
        KafkaStreamsApp.StoreRestore restore = new KafkaStreamsApp.StoreRestore("counts", "app-counts-changelog", 3,
                0, 49_033, 49_033, 1_790_000_000_000L, 812, true);
        List<Object> facts = List.of(
                new PrometheusSeries("job", 1L, 2L, 3, null, 4L, null, 0L, 1, null, 7L, List.of("a", "b"),
                        List.of(new PrometheusSeries.Warning("f.json", "a\nb")), List.of(new PrometheusSeries.Hole(5,
                                6))),
                new SparkQuery("q", List.of("run-1"), 4, 1, 0, null, 2, "durationMs", "stateOperators", null, true,
                        List.of()),
                new KafkaStreamsApp("app", List.of("p1", "p2"), 3, Long.MAX_VALUE, List.of(new KafkaStreamsApp.Restart(
                        "p2", 17, 1L, null, List.of(restore), 49_033, 812, 1, 0, null, 5L, null, restore)),
                        List.of(new KafkaStreamsApp.StoreSize("0_1", "counts", 1 << 20))),
                new JobCounts(1, 2, 3, 4, 5),
                new FlinkSummary(new FlinkSummary.Figures(1.0, Double.NaN, null, 4.5, 5.0, 6.0, 7.0, 8.0), null,
                        null));
        for (Object fact : facts) {
            assertThat(RecordTree.of(fact)).as(fact.getClass().getSimpleName()).isEqualTo(MAPPER.valueToTree(fact));
        }
        assertThat(RecordTree.of(null)).isEqualTo(MAPPER.valueToTree(null));
    }

    @Test
    void anythingElseIsAMistakeOfOurs() {
        assertThatThrownBy(() -> RecordTree.of(new StringBuilder("x")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("report.json cannot write a StringBuilder");
    }
}
