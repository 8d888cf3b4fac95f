package dev.checkpointreport.ci;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.Sites;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The example course's Pages workflow reads the gate's verdict with {@code .github/checkpoint-verdict.sh}, from
 * Maven's exit status and the site's {@code index.json}, never from the log. Each case runs the script with bash,
 * as the workflow does, on an {@code index.json} written as the contract of issue 21 says: per scenario its
 * {@code checks}, each with its kind, outcome and one-line message.
 */
class CheckpointVerdictScriptTest {
    static final Path SCRIPT = Path.of("../example-project/.github/checkpoint-verdict.sh");

    static final String LESSON_DECISION = "scenarios/lesson.yml:16: Checkpoint interval 6 is optimal at failure "
            + "probability 0.75: expected cost 809.1 rows. Interval 6 is the best for p in (0.611, 0.917].";
    static final String LESSON_CLAIMS = "The scenario's 25 claims all hold.";
    static final String HALF_DECISION = "scenarios/half.yml:16: Checkpoint interval 6 is not optimal at failure "
            + "probability 0.5: expected cost 672.7 rows, but 'none' costs 600.0. Interval 6 is the best for p in "
            + "(0.611, 0.917].";
    static final String TIGHT_RECOVERY = "scenarios/tight.yml:33: Checkpoint interval 6 misses the recovery objective"
            + " of 5m 00s: its worst recovery, after a failure in 2026-12, takes 12m 11s (detection 30.0 s, restore "
            + "0.065 ms, replay 3m 24s, catch-up 8m 17s). The cheapest interval that meets it is 2.";
    static final String FALSE_CLAIM = "scenarios/lesson.yml:50: claims[24].breakEven is false: the failure "
            + "probability at which interval 6 and interval 4 cost the same: claimed 11/13, computed 11/12.";

    @TempDir
    Path work;

    /** The report's folder, as the workflow's REPORT_DIR names it. */
    private Path site() {
        return work.resolve("target/checkpoint-report");
    }

    @Test
    void everyCheckPassingIsAPassedGate() {
        long started = writeIndex(true, scenario("lesson", true, check("decision", true, LESSON_DECISION),
                check("claim", true, LESSON_CLAIMS)));

        Verdict verdict = run(0, started);

        assertThat(verdict.lines()).containsExactly("gate=passed");
        assertThat(verdict.exit()).isZero();
    }

    @Test
    void aFalseClaimIsAFailedGateWithTheClaimsLine() {
        long started = writeIndex(false, scenario("lesson", false, check("decision", true, LESSON_DECISION),
                check("claim", false, FALSE_CLAIM)));

        Verdict verdict = run(1, started);

        assertThat(verdict.lines()).containsExactly("gate=failed",
                "::error title=Checkpoint gate::lesson: " + FALSE_CLAIM);
        assertThat(verdict.exit()).isZero();
    }

    @Test
    void aSuboptimalDecisionIsAFailedGateNamingItsScenarioAndNotThePassingOne() {
        long started = writeIndex(false, scenario("half", false, check("decision", false, HALF_DECISION),
                check("claim", true, "The scenario's 2 claims all hold.")),
                scenario("lesson", true, check("decision", true, LESSON_DECISION)));

        Verdict verdict = run(1, started);

        assertThat(verdict.lines()).containsExactly("gate=failed",
                "::error title=Checkpoint gate::half: " + HALF_DECISION);
        assertThat(verdict.exit()).isZero();
    }

    @Test
    void aMissedRecoveryObjectiveIsAFailedGateWithALinePerFailingCheckInTheGatesOrder() {
        String tightClaim = "scenarios/tight.yml:40: claims[0].recoveryTime is false: the worst recovery of "
                + "interval 6: claimed 5m, computed 12m 11s.";
        long started = writeIndex(false, scenario("lesson", true, check("decision", true, LESSON_DECISION)),
                scenario("tight", false, check("decision", true, LESSON_DECISION.replace("lesson", "tight")),
                        check("recovery", false, TIGHT_RECOVERY), check("claim", false, tightClaim)));

        Verdict verdict = run(1, started);

        assertThat(verdict.lines()).containsExactly("gate=failed",
                "::error title=Checkpoint gate::tight: " + TIGHT_RECOVERY,
                "::error title=Checkpoint gate::tight: " + tightClaim);
    }

    @Test
    void aGateThatOnlyWarnsIsPassedWithAWarningPerFailingCheck() {
        // failOnGate=false: the build passes, and index.json still says the scenario fails its gate
        long started = writeIndex(false, scenario("half", false, check("decision", false, HALF_DECISION)));

        Verdict verdict = run(0, started);

        assertThat(verdict.lines()).containsExactly("gate=passed",
                "::warning title=Checkpoint gate::half: " + HALF_DECISION);
        assertThat(verdict.exit()).isZero();
    }

    @Test
    void aPercentSignInAMessageIsEscapedAsAWorkflowCommandNeeds() {
        String claim = "scenarios/hot-key.yml:30: claims[0].busiestWorker is false: the busiest worker's share: "
                + "claimed 60%, computed 55.2%.";
        long started = writeIndex(false, scenario("hot-key", false, check("claim", false, claim)));

        assertThat(run(1, started).lines()).containsExactly("gate=failed",
                "::error title=Checkpoint gate::hot-key: " + claim.replace("%", "%25"));
    }

    @Test
    void aBrokenScenarioWritesNoIndexAndPublishesNothingAndNeitherDoesAPassingBuildWithoutOne() throws IOException {
        Files.createDirectories(site());
        long started = Instant.now().getEpochSecond();

        assertBroken(run(1, started), 1, "The build failed (Maven status 1) and wrote no "
                + "target/checkpoint-report/index.json: the checkpoint gate did not judge the course.");
        assertBroken(run(0, started), 1, "Maven ended with 0 but wrote no target/checkpoint-report/index.json: the "
                + "goal was skipped, wrote a single report (list the scenarios under <scenarios> to write a site), or "
                + "REPORT_DIR is not its outputDirectory.");
    }

    @Test
    void anIndexFromAnEarlierBuildIsNeverBelieved() throws IOException {
        long started = writeIndex(false, scenario("half", false, check("decision", false, HALF_DECISION)));
        Files.setLastModifiedTime(site().resolve("index.json"), FileTime.from(Instant.ofEpochSecond(started - 3600)));

        Verdict verdict = run(1, started);

        assertBroken(verdict, 1, "The build failed (Maven status 1) and wrote no fresh "
                + "target/checkpoint-report/index.json: the one there is from an earlier build.");
    }

    @Test
    void aBuildThatFailsAfterTheGatePassedIsBrokenWithMavensStatus() {
        long started = writeIndex(true, scenario("lesson", true, check("decision", true, LESSON_DECISION)));

        Verdict verdict = run(8, started);

        assertBroken(verdict, 8, "The build failed (Maven status 8) although the checkpoint gate passed: the "
                + "failure is elsewhere.");
    }

    @Test
    void anIndexOfAnotherSchemaIsBroken() throws IOException {
        long started = writeIndex(false, scenario("half", false, check("decision", false, HALF_DECISION)));
        Path index = site().resolve("index.json");
        Files.writeString(index, Files.readString(index).replace("\"schemaVersion\": 1", "\"schemaVersion\": 2"));

        Verdict verdict = run(1, started);

        assertBroken(verdict, 1, "The build failed (Maven status 1), and target/checkpoint-report/index.json cannot "
                + "be read: expected an object with schemaVersion 1.");
    }

    /** Files that are not the plugin's index.json, each with the reason the one annotation gives. */
    static Stream<Arguments> foreignIndexes() {
        String scenarios = ", \"passed\": false, \"scenarios\": ";
        return Stream.of(
                Arguments.of("[".repeat(100_000) + "]".repeat(100_000), "it nests lists and objects deeper than "
                        + "the plugin's index.json does"),
                Arguments.of("{\"schemaVersion\": 1" + scenarios + "[], \"n\": " + "9".repeat(5000) + "}",
                        "it holds a number of 5000 characters, longer than any the plugin writes"),
                Arguments.of("{\"schemaVersion\": 1" + scenarios + "[], \"n\": NaN}",
                        "it holds NaN, which is not JSON"),
                Arguments.of("{\"schemaVersion\": 1" + scenarios + "[], \"title\": \"caf\u00E9\"}",
                        "it is not UTF-8 text (the byte 0xE9 at offset 68)"),
                Arguments.of("[1, 2]", "expected an object with schemaVersion 1"),
                Arguments.of("{\"schemaVersion\": true" + scenarios + "[]}", "expected an object with schemaVersion 1"),
                Arguments.of("{\"schemaVersion\": 1" + scenarios + "[\"half\"]}", "expected each scenario to be an "
                        + "object with its name, passed (true or false) and a list of checks"),
                Arguments.of("{\"schemaVersion\": 1" + scenarios + "[{\"name\": \"half\", \"passed\": false, "
                        + "\"checks\": [{\"passed\": false, \"message\": 7}]}]}", "expected each check to be an "
                        + "object with passed (true or false) and its message"),
                Arguments.of("{\"schemaVersion\": 1, \"passed\": true, \"passed\": false, \"scenarios\": []}",
                        "it holds the key 'passed' twice in one object"),
                Arguments.of("{\"schemaVersion\": 1" + scenarios + "[]", "it is not JSON (Expecting ',' "
                        + "delimiter at line 1, column 54)"));
    }

    @ParameterizedTest
    @MethodSource("foreignIndexes")
    void anIndexThatIsNotThePluginsIsBrokenWithItsOneAnnotation(String content, String reason) throws IOException {
        long started = writeIndex(false);
        Files.write(site().resolve("index.json"), content.getBytes(StandardCharsets.ISO_8859_1));

        assertBroken(run(1, started), 1, "The build failed (Maven status 1), and target/checkpoint-report/index.json "
                + "cannot be read: " + reason + ".");
    }

    @Test
    void aFolderInPlaceOfTheIndexIsBroken() throws IOException {
        Files.createDirectories(site().resolve("index.json"));

        assertBroken(run(0, 0), 1, "Maven ended with 0, and target/checkpoint-report/index.json cannot be read: it "
                + "is not a regular file.");
    }

    @Test
    void aRealSiteWithASuboptimalDecisionIsAFailedGateWithItsIndexsMessage() {
        // the site the goal writes for the lesson and the lesson decided at 0.5, where no checkpoint is cheaper
        long started = Instant.now().getEpochSecond();
        Sites.write(work, List.of("lesson", Lesson.yaml(), "half", Lesson.yamlWith("title: State in Stream Engines",
                "title: Half the time", "probability: 0.75", "probability: 0.5")));

        Verdict verdict = run(work, "site", 1, started);

        assertThat(verdict.lines()).hasSize(2).startsWith("gate=failed");
        assertThat(verdict.lines().get(1)).matches("::error title=Checkpoint gate::half: scenarios/half\\.yml:1[5-7]: "
                + Pattern.quote("Checkpoint interval 6 is not optimal at failure probability 0.5: "
                + "expected cost 672.7 rows, but 'none' costs 600.0. Interval 6 is the best for p in (0.611, 0.917]."));
        assertThat(verdict.exit()).isZero();
    }

    /** The two lines of a broken build, and the exit status that keeps the workflow from publishing. */
    private static void assertBroken(Verdict verdict, int exit, String reason) {
        assertThat(verdict.lines()).containsExactly("gate=broken",
                "::error title=Build broken::" + reason + " Nothing is published; see the log above.");
        assertThat(verdict.exit()).isEqualTo(exit);
    }

    /** What the script printed on its standard output, line by line, and its exit status. */
    record Verdict(List<String> lines, int exit) {
    }

    /** Runs the script as the workflow does, in the course's folder, with Maven's {@code status}. */
    Verdict run(int status, long started) {
        return run(work, "target/checkpoint-report", status, started);
    }

    static Verdict run(Path course, String reportDir, int status, long started) {
        try {
            Process process = new ProcessBuilder("bash", SCRIPT.toAbsolutePath().toString(), String.valueOf(status),
                    reportDir, String.valueOf(started)).directory(course.toFile())
                    .redirectError(ProcessBuilder.Redirect.INHERIT).start();
            String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return new Verdict(out.lines().toList(), process.waitFor());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** Writes the site's index.json; returns the build's start, a second before, as {@code date +%s} gave it. */
    private long writeIndex(boolean passed, String... scenarios) {
        long started = Instant.now().getEpochSecond() - 1;
        try {
            Files.createDirectories(site());
            Files.writeString(site().resolve("index.json"), "{\n  \"schemaVersion\": 1,\n  \"passed\": " + passed
                    + ",\n  \"scenarios\": [" + String.join(",", scenarios) + "\n  ]\n}\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return started;
    }

    private static String scenario(String name, boolean passed, String... checks) {
        return "\n    {\n      \"name\": \"" + name + "\",\n      \"file\": \"scenarios/" + name + ".yml\",\n"
                + "      \"passed\": " + passed + ",\n      \"checks\": [" + String.join(",", checks) + "\n      ]\n    }";
    }

    private static String check(String kind, boolean passed, String message) {
        return "\n        { \"kind\": \"" + kind + "\", \"passed\": " + passed + ", \"message\": \""
                + message.replace("\\", "\\\\").replace("\"", "\\\"") + "\" }";
    }
}
