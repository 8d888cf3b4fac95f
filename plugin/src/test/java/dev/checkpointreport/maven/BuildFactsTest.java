package dev.checkpointreport.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.checkpointreport.pipeline.HistoryRequest;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;
import org.apache.maven.plugin.MojoFailureException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A build's facts for the course's history come from GitHub Actions' variables and nowhere else (no {@code git}
 * runs); the previous history the parameter names is read relative to the project, and a refused one fails the
 * build in one line.
 */
class BuildFactsTest {
    private static final Instant NOW = Instant.parse("2026-12-03T18:41:14Z");
    private static final String SHA = "0123456789abcdef0123456789abcdef01234567";

    @TempDir
    Path project;

    private HistoryRequest facts(String history, Map<String, String> env) throws MojoFailureException {
        return BuildFacts.history(history, project.toFile(), env::get, NOW);
    }

    @Test
    void aPullRequestIsItsHeadBranchComparedWithItsBase() throws Exception {
        HistoryRequest facts = facts(null, Map.of("GITHUB_SHA", SHA, "GITHUB_HEAD_REF", "fewer-rows",
                "GITHUB_REF_NAME", "12/merge", "GITHUB_BASE_REF", "main"));

        assertThat(facts).isEqualTo(new HistoryRequest(null, null, NOW, SHA, "fewer-rows", "main"));
    }

    @Test
    void aPushIsItsBranchAndABuildOutsideActionsKnowsNoCommit() throws Exception {
        assertThat(facts(null, Map.of("GITHUB_SHA", SHA, "GITHUB_HEAD_REF", "", "GITHUB_REF_NAME", "main",
                "GITHUB_BASE_REF", ""))).isEqualTo(new HistoryRequest(null, null, NOW, SHA, "main", null));
        assertThat(facts(null, Map.of())).isEqualTo(new HistoryRequest(null, null, NOW, null, null, null));
    }

    @Test
    void anEmptyHistoryAsAnUnsetVariableGivesItNamesNone() throws Exception {
        // "-Dcheckpoint.history=$HISTORY_URL" where the variable is unset: no history, not the project's folder
        assertThat(facts(" ", Map.of())).isEqualTo(new HistoryRequest(null, null, NOW, null, null, null));
    }

    @Test
    void aMissingHistoryFileIsNoneYetAndAnExistingOneIsRead() throws Exception {
        assertThat(facts("target/checkpoint-report/history.json", Map.of()).previous()).isNull();

        Files.writeString(project.resolve("history.json"), "{}");
        assertThat(facts(" history.json ", Map.of()).previous()).containsExactly('{', '}');
        assertThat(facts(" history.json ", Map.of()).file()).isEqualTo("history.json");
    }

    @Test
    void aRefusedHistoryFailsTheBuildInOneLine() throws Exception {
        Files.createDirectories(project.resolve("history.json"));

        assertThatThrownBy(() -> BuildFacts.history("history.json", new File(project.toString()), Map.<String,
                String>of()::get, NOW)).isInstanceOf(MojoFailureException.class)
                .hasMessage("history.json: is not a regular file; not read");
    }
}
