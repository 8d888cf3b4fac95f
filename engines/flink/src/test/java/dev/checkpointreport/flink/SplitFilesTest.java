package dev.checkpointreport.flink;

import static dev.checkpointreport.flink.JobAndPlugin.MINUTE;
import static dev.checkpointreport.flink.JobAndPlugin.START;
import static dev.checkpointreport.flink.JobAndPlugin.WORKERS;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.java.typeutils.PojoTypeInfo;
import org.junit.jupiter.api.Test;

/**
 * Files cut into splits at line boundaries and read by both readers of the MiniCluster at parallelism 2 count as
 * the plugin counts them whole: CSV without quotes and JSON Lines, keys outside the Basic Multilingual Plane, labels
 * as written ordered across splits, a bad line named by its line in the file; a CSV whose quotes show only after
 * its first 64 KiB is read again by one reader.
 */
class SplitFilesTest extends OnMiniCluster {
    private static final long SPLIT = 16 << 10;

    SplitFilesTest() {
        super("p06-\uD83D\uDE42");
    }

    @Test
    void aCsvCutIntoSplitsCountsAsThePluginCountsItWhole() throws Exception {
        Path events = eventsCsv(RandomEvents.unquoted(20261202, 12_000, periods, START, MINUTE, WORKERS));
        assertThat(splits(events, false)).isEqualTo(4);
        JsonNode[] reports = both.sameReports(SPLIT, 12_000, "  events: events.csv\n  key: key\n  period: period\n",
                "--events", events.toString(), "--key", "key", "--period", "period");
        assertThat(reports[1].toString()).contains("p06-\uD83D\uDE42");
    }

    @Test
    void aCsvCutIntoSplitsPlacesByItsPartitionColumnAsThePluginDoes() throws Exception {
        Path events = eventsCsv(RandomEvents.unquoted(5, 9_000, periods, START, MINUTE, WORKERS));
        JsonNode[] reports = both.sameReports(SPLIT, 9_000, "  events: events.csv\n  key: key\n  period: period\n"
                + "  partition: partition\n", "--events", events.toString(), "--key", "key", "--period", "period",
                "--partition", "partition");
    }

    @Test
    void jsonLinesCutIntoSplitsCountAsThePluginCountsThemWhole() throws Exception {
        List<RandomEvents.Event> all = RandomEvents.of(17, 8_000, periods, START, MINUTE, WORKERS);
        Path events = RandomEvents.jsonLines(folder.resolve("events.jsonl"), all);
        assertThat(splits(events, true)).isEqualTo(4);
        JsonNode[] reports = both.sameReports(SPLIT, 8_000, "  events: events.jsonl\n  key: key\n  period: period\n",
                "--events", events.toString(), "--key", "key", "--period", "period");
        assertThat(all.stream().map(RandomEvents.Event::key).distinct().toList()).contains("𝔘𝔫𝔦𝔠𝔬𝔡𝔢", "🚀🚀");
        assertThat(reports[0].path("source").path("distinctKeys").asLong())
                .isEqualTo(all.stream().map(RandomEvents.Event::key).distinct().count());
    }

    @Test
    void aCsvWhoseQuotesComeLateIsReadAgainByOneReader() throws Exception {
        List<RandomEvents.Event> all = new ArrayList<>(RandomEvents.unquoted(3, 4_000, periods.subList(0, 6), START,
                MINUTE, WORKERS));
        all.addAll(RandomEvents.of(4, 4_000, periods, START, MINUTE, WORKERS).subList(2_000, 4_000));
        Path events = eventsCsv(all);
        assertThat(Files.readString(events).indexOf('"')).isGreaterThan(EventSplits.LOOKED_AT);
        assertThat(splits(events, false)).isEqualTo(4);
        JsonNode[] reports = both.sameReports(SPLIT, 6_000, "  events: events.csv\n  key: key\n  period: period\n",
                "--events", events.toString(), "--key", "key", "--period", "period");
    }

    @Test
    void aBadLineInALaterSplitIsNamedByItsLineInTheFile() throws Exception {
        List<RandomEvents.Event> all = new ArrayList<>(RandomEvents.unquoted(8, 10_000, periods, START, MINUTE,
                WORKERS));
        RandomEvents.Event late = all.get(8_500);
        all.set(8_500, new RandomEvents.Event(late.id(), "", late.period(), late.time(), late.partition(), "plain"));
        Path events = eventsCsv(all);
        CountOptions options = CountOptions.parse("--events", events.toString(), "--output",
                folder.resolve("counts.csv").toString(), "--workers", "4", "--key", "key", "--period", "period");
        assertThatThrownBy(() -> CountEvents.count(JobAndPlugin.environment(), options, SPLIT))
                .hasMessage(events + ": line 8502, column 2 (key): the key is empty");
        Path scenario = both.scenario("refused.yml", "  events: events.csv\n  key: key\n  period: period\n");
        assertThatThrownBy(() -> PluginReport.of(scenario, folder.resolve("report")))
                .hasMessageContaining("events.csv:8502: column 2 (key): the key is empty");
    }

    @Test
    void theTalliesAndSightingsAreFlinkPojos() {
        assertThat(TypeInformation.of(Tally.class)).isInstanceOf(PojoTypeInfo.class);
        assertThat(TypeInformation.of(Sightings.class)).isInstanceOf(PojoTypeInfo.class);
    }

    private static int splits(Path file, boolean jsonLines) throws Exception {
        return new EventSplits(jsonLines, SPLIT, 4, false).enumerateSplits(
                new org.apache.flink.core.fs.Path[] {new org.apache.flink.core.fs.Path(file.toUri())}, 1).size();
    }
}
