package dev.checkpointreport.pipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.Lesson;
import dev.checkpointreport.PipelineRun;
import dev.checkpointreport.config.ConfigException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A course's {@code history.json} across builds: each build appends its point to the previous history the goal
 * names, a missing one starts one, and a foreign or hostile one is refused in one line with nothing written, so
 * the last report and its history stay as they were.
 */
class HistoryAcrossBuildsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String SHA = "0123456789abcdef0123456789abcdef01234567";

    @TempDir
    Path project;

    private List<ListedScenario> course() throws IOException {
        Path scenarios = Files.createDirectories(project.resolve("scenarios"));
        return List.of(
                new ListedScenario("lesson", Files.writeString(scenarios.resolve("lesson.yml"), Lesson.yaml())),
                new ListedScenario("half", Files.writeString(scenarios.resolve("half.yml"),
                        Lesson.yamlWith("probability: 0.75", "probability: 0.5"))));
    }

    private void build(List<ListedScenario> listed, String history, Instant when, String commit) throws Exception {
        build(listed, history, when, commit, "main", null);
    }

    private void build(List<ListedScenario> listed, String history, Instant when, String commit, String branch,
            String base) throws Exception {
        byte[] previous = history == null || !Files.exists(project.resolve(history)) ? null
                : Files.readAllBytes(project.resolve(history));
        PipelineRun.run(PipelineRun.course(listed, project.resolve("site")).basedir(project.toFile())
                .passedOver(" (test)").stepSummary(project.resolve("summary.md").toString())
                .history(new HistoryRequest(history, previous, when, commit, branch, base)), warning -> { });
    }

    private JsonNode history() throws IOException {
        return JSON.readTree(project.resolve("site/history.json").toFile());
    }

    @Test
    void threeBuildsInARowAppendThreePoints() throws Exception {
        List<ListedScenario> listed = course();
        build(listed, "site/history.json", Instant.parse("2026-12-01T10:00:00.5Z"), SHA);
        build(listed, "site/history.json", Instant.parse("2026-12-02T10:00:00Z"), null);
        build(listed, "site/history.json", Instant.parse("2026-12-03T10:00:00Z"), SHA.replace('0', 'f'));

        JsonNode history = history();
        assertThat(history.path("format").asText()).isEqualTo("checkpoint-report history");
        assertThat(history.path("formatVersion").asInt()).isEqualTo(1);
        JsonNode builds = history.path("builds");
        assertThat(builds).hasSize(3);
        assertThat(builds.findValuesAsText("date")).containsExactly("2026-12-01T10:00:00Z", "2026-12-02T10:00:00Z",
                "2026-12-03T10:00:00Z");
        assertThat(builds.get(0).path("commit").asText()).isEqualTo(SHA);
        assertThat(builds.get(1).path("commit").isNull()).isTrue();
        JsonNode lesson = builds.get(2).path("scenarios").get(0);
        assertThat(lesson.toString()).isEqualTo("{\"name\":\"lesson\",\"decision\":{\"interval\":6,\"probability\":"
                + "0.75,\"best\":6},\"breakEvens\":[{\"probability\":\"11/18\",\"below\":\"none\",\"above\":6},"
                + "{\"probability\":\"11/12\",\"below\":6,\"above\":4}],\"passed\":true,\"failing\":[],\"p90\":null,"
                + "\"days\":[]}");
        JsonNode half = builds.get(2).path("scenarios").get(1);
        assertThat(half.path("decision").toString()).isEqualTo("{\"interval\":6,\"probability\":0.5,\"best\":\"none\"}");
        assertThat(half.path("passed").asBoolean()).isFalse();
        assertThat(half.path("failing").toString()).isEqualTo("[\"decision\"]");
    }

    @Test
    void theStepSummaryComparesAPullRequestWithTheLastBuildOfItsBase() throws Exception {
        List<ListedScenario> listed = course();
        build(listed, "site/history.json", Instant.parse("2026-12-01T10:00:00Z"), SHA);
        build(listed, "site/history.json", Instant.parse("2026-12-02T10:00:00Z"), null, "other", null);
        Files.delete(project.resolve("summary.md"));
        Files.writeString(listed.get(0).file(), Lesson.yamlWith("stateRows: 200", "stateRows: 100"));

        build(listed, "site/history.json", Instant.parse("2026-12-03T10:00:00Z"), SHA, "fewer-rows", "main");

        assertThat(Files.readString(project.resolve("summary.md"))).endsWith("\n#### Against the last build of main "
                + "\\(0123456, 2026-12-01T10:00:00Z\\)\n\n"
                + "- lesson: this change moves the break-evens from 11/18, 11/12 to 11/36, 11/24, 11/12 and the best "
                + "interval at the declared probability from 6 to 4; it now fails its gates \\(decision\\).\n"
                + "- half: no change.\n");
    }

    @Test
    void aCommitOrABranchTheHistoryCouldNotReadBackIsLeftUnknown() throws Exception {
        // GITHUB_SHA set by hand to HEAD, or a branch longer than a history holds: the next build read this history
        // back and refused it, so every build after failed until the history was deleted
        List<ListedScenario> listed = course();
        build(listed, "site/history.json", Instant.parse("2026-12-01T10:00:00Z"), "HEAD", "b/".repeat(151), null);
        build(listed, "site/history.json", Instant.parse("2026-12-02T10:00:00Z"), SHA);

        JsonNode builds = history().path("builds");
        assertThat(builds).hasSize(2);
        assertThat(builds.get(0).path("commit").isNull()).isTrue();
        assertThat(builds.get(0).path("branch").isNull()).isTrue();
        assertThat(builds.get(1).path("commit").asText()).isEqualTo(SHA);
    }

    /** Runs the build that read {@code previous} from the folder's own history before another writer went. */
    private void buildHaving(List<ListedScenario> listed, byte[] previous, Instant when) throws Exception {
        PipelineRun.run(PipelineRun.course(listed, project.resolve("site")).basedir(project.toFile())
                .passedOver(" (test)").history(new HistoryRequest("site/history.json", previous, when, SHA, "main",
                        null)), warning -> { });
    }

    private static final String CHANGED = "site/history.json: changed after this build read it (another build "
            + "appended to it, or a killed build's report was put back); nothing was written: build again to append "
            + "to the history as it is now";

    @Test
    void aBuildThatReadTheHistoryBeforeAnotherWroteItIsRefusedAndLosesNoPoint() throws Exception {
        // two builds at once: both read the history of one build, the other writes first (under the folder's lock),
        // and this one, next, wrote its point over the other's
        List<ListedScenario> listed = course();
        build(listed, "site/history.json", Instant.parse("2026-12-01T10:00:00Z"), SHA);
        byte[] read = Files.readAllBytes(project.resolve("site/history.json"));
        build(listed, "site/history.json", Instant.parse("2026-12-02T10:00:00Z"), SHA);
        byte[] other = Files.readAllBytes(project.resolve("site/history.json"));

        assertThatThrownBy(() -> buildHaving(listed, read, Instant.parse("2026-12-02T10:00:01Z")))
                .isInstanceOf(ConfigException.class).hasMessage(CHANGED);
        assertThat(project.resolve("site/history.json")).hasBinaryContent(other);
        assertThat(history().path("builds")).hasSize(2);
    }

    @Test
    void aBuildAfterAKilledOneDoesNotStartANewHistoryOverTheOneItPutsBack() throws Exception {
        // killed between moving the last report aside and moving the new one in: the history is not where it is
        // named, so none was read, and the report put back under the lock was replaced by a history of one build
        List<ListedScenario> listed = course();
        build(listed, "site/history.json", Instant.parse("2026-12-01T10:00:00Z"), SHA);
        build(listed, "site/history.json", Instant.parse("2026-12-02T10:00:00Z"), SHA);
        byte[] kept = Files.readAllBytes(project.resolve("site/history.json"));
        Files.move(project.resolve("site"), project.resolve(".site.old-0f8fad5b-d9cb-469f-a165-70867728950e"));

        assertThatThrownBy(() -> buildHaving(listed, null, Instant.parse("2026-12-03T10:00:00Z")))
                .isInstanceOf(ConfigException.class).hasMessage(CHANGED);
        assertThat(project.resolve("site/history.json")).hasBinaryContent(kept);
    }

    @Test
    void aMissingHistoryStartsOne() throws Exception {
        build(course(), "site/history.json", Instant.parse("2026-12-01T10:00:00Z"), SHA);

        assertThat(history().path("builds")).hasSize(1);
    }

    static Stream<Arguments> refused() {
        String history = "{\"format\":\"checkpoint-report history\",\"formatVersion\":1,\"builds\":";
        String build = "{\"date\":\"2026-12-01T10:00:00Z\",\"commit\":null,\"branch\":null,\"scenarios\":";
        return Stream.of(
                Arguments.of("not JSON", "<html><body>Moved</body></html>", "old.json: is not JSON (at line 1, column 1)"),
                Arguments.of("appended", history + "[]}\n{}", "old.json: is not JSON (at line 2, column 1)"),
                Arguments.of("duplicated key", history + "[], \"builds\":[]}",
                        "old.json: holds the key 'builds' twice in one object (at line 1, column 78)"),
                Arguments.of("foreign", "{\"schemaVersion\":1,\"passed\":true,\"scenarios\":[]}",
                        "old.json: is not a checkpoint-report history (it lacks \"format\": \"checkpoint-report "
                                + "history\")"),
                Arguments.of("newer", history.replace(":1,", ":2,") + "[]}",
                        "old.json: formatVersion: the history is of format 2, newer than this plugin reads (1); build"
                                + " with the plugin that wrote it"),
                Arguments.of("far newer", history.replace(":1,", ":99999999999999,") + "[]}",
                        "old.json: formatVersion: the history is of format 99999999999999, newer than this plugin "
                                + "reads (1); build with the plugin that wrote it"),
                Arguments.of("deep", history + "[" + "[".repeat(50) + "]".repeat(50) + "]}",
                        "old.json: nests deeper than 8 levels, deeper than a history.json does"),
                Arguments.of("wrong shape", history + "[" + build + "[{\"name\":\"lesson\",\"decision\":null,"
                        + "\"breakEvens\":[],\"passed\":\"yes\"}]}]}",
                        "old.json: builds[0].scenarios[0].passed: expected true or false, found 'yes'"),
                Arguments.of("break-even past 1", history + "[" + build + "[{\"name\":\"lesson\",\"decision\":null,"
                        + "\"breakEvens\":[{\"probability\":\"19/18\",\"below\":\"none\",\"above\":6}]}]}]}",
                        "old.json: builds[0].scenarios[0].breakEvens[0].probability: expected an exact fraction from 0 "
                                + "to 1, such as 11/18, found '19/18'"),
                Arguments.of("break-even over 0", history + "[" + build + "[{\"name\":\"lesson\",\"decision\":null,"
                        + "\"breakEvens\":[{\"probability\":\"1/0\",\"below\":\"none\",\"above\":6}]}]}]}",
                        "old.json: builds[0].scenarios[0].breakEvens[0].probability: expected an exact fraction from 0 "
                                + "to 1, such as 11/18, found '1/0'"),
                Arguments.of("huge list", history + "[" + (build + "[]},").repeat(200) + build + "[]}]}",
                        "old.json: builds: holds 201 items, more than the 200 a history.json holds"),
                Arguments.of("impossible date", history + "[" + build.replace("2026-12-01T10:00:00Z",
                        "2026-02-30T10:00:00Z") + "[]}]}", "old.json: builds[0].date: expected an instant such as "
                        + "2026-12-03T18:41:14Z, found '2026-02-30T10:00:00Z'"),
                Arguments.of("impossible time", history + "[" + build.replace("2026-12-01T10:00:00Z",
                        "2026-12-01T10:61:00Z") + "[]}]}", "old.json: builds[0].date: expected an instant such as "
                        + "2026-12-03T18:41:14Z, found '2026-12-01T10:61:00Z'"),
                Arguments.of("impossible day", history + "[" + build + "[{\"name\":\"lesson\",\"decision\":null,"
                        + "\"breakEvens\":[],\"passed\":true,\"failing\":[],\"p90\":null,\"days\":[{\"date\":"
                        + "\"2026-13-01\",\"figures\":{}}]}]}]}",
                        "old.json: builds[0].scenarios[0].days[0].date: expected a day such as 2026-12-03, found "
                        + "'2026-13-01'"),
                Arguments.of("hostile date", history + "[" + build.replace("2026-12-01T10:00:00Z", "2026\\n::error::x")
                        + "[]}]}", "old.json: builds[0].date: expected an instant such as 2026-12-03T18:41:14Z, found "
                        + "'2026 ::error::x'"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource
    void refused(String what, String text, String line) throws Exception {
        List<ListedScenario> listed = course();
        build(listed, null, Instant.parse("2026-12-01T10:00:00Z"), SHA);
        byte[] before = Files.readAllBytes(project.resolve("site/history.json"));
        Files.writeString(project.resolve("old.json"), text);

        assertThatThrownBy(() -> build(listed, "old.json", Instant.parse("2026-12-02T10:00:00Z"), SHA))
                .isInstanceOf(ConfigException.class)
                .hasMessage(line + "; nothing was written: point -Dcheckpoint.history at the course's own "
                        + "history.json, or leave it out to start a new history");
        assertThat(project.resolve("site/history.json")).hasBinaryContent(before);
        assertThat(project.resolve("old.json")).hasContent(text);
    }
}
