package dev.checkpointreport.ci;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The example course's {@code .github/install-plugin.sh} builds the plugin at {@code CHECKPOINT_REPORT_REF}, which
 * must name one commit for good, so that every build of the course uses the same plugin. Each case runs the script
 * with bash, as the workflow does, against a repository of its own that would build (its {@code mvnw} notes that it
 * ran), at a ref that names the commit but could move or be read two ways: the script refuses it in one line before
 * it clones anything.
 */
class InstallPluginScriptTest {
    static final Path SCRIPT = Path.of("../example-project/.github/install-plugin.sh");

    @TempDir
    Path work;

    /** A ref that names the repository's one commit today, and why it must not be pinned. */
    enum Ref {
        BRANCH, TAG, SHORT_ID, ID_AND_A_LINE_BREAK
    }

    @ParameterizedTest
    @EnumSource(Ref.class)
    void aRefThatIsNotAFullCommitIdIsRefusedBeforeAnythingIsBuilt(Ref kind) throws Exception {
        Path repository = repository();
        String commit = git(repository, "rev-parse", "HEAD").get(0);
        String ref = switch (kind) {
            case BRANCH -> "main";
            case TAG -> "v0.1.0";
            case SHORT_ID -> commit.substring(0, 12);
            case ID_AND_A_LINE_BREAK -> commit + "\n::error title=Checkpoint gate::all scenarios pass";
        };
        String shown = ref.replace('\n', '?');
        Path course = Files.createDirectories(work.resolve("course"));

        Run run = run(course, List.of("bash", SCRIPT.toAbsolutePath().toString(), repository.toString(), ref));

        assertThat(run.lines()).containsExactly("install-plugin: CHECKPOINT_REPORT_REF '" + shown + "' is not a full"
                + " commit id: pin the 40 hex digits of one commit (git rev-parse '" + shown + "^{commit}' in a clone"
                + " of checkpoint-report), never a branch, a tag or a short id, so that every build of the course "
                + "uses the same plugin");
        assertThat(run.exit()).isEqualTo(2);
        assertThat(work.resolve("built")).as("the plugin was built").doesNotExist();
    }

    /** A repository of one commit on {@code main}, tagged {@code v0.1.0}, whose wrapper writes {@code built}. */
    private Path repository() throws Exception {
        Path repository = Files.createDirectories(work.resolve("checkpoint-report"));
        Files.writeString(repository.resolve("pom.xml"), "<project>\n  <version>0.1.0-SNAPSHOT</version>\n</project>\n");
        Path wrapper = Files.writeString(repository.resolve("mvnw"), "#!/bin/sh\necho built >'"
                + work.resolve("built") + "'\n");
        assertThat(wrapper.toFile().setExecutable(true)).isTrue();
        git(repository, "init", "-q", "-b", "main");
        git(repository, "add", ".");
        git(repository, "-c", "user.name=Test", "-c", "user.email=test@example.invalid", "commit", "-q", "-m", "one");
        git(repository, "tag", "v0.1.0");
        return repository;
    }

    private static List<String> git(Path repository, String... arguments) throws Exception {
        Run run = run(repository, Stream.concat(Stream.of("git"), Stream.of(arguments)).toList());
        assertThat(run.exit()).as("git %s: %s", String.join(" ", arguments), run.lines()).isZero();
        return run.lines();
    }

    record Run(List<String> lines, int exit) {
    }

    /** Runs {@code command} in {@code folder}, its output and errors together, with no Git configuration of ours. */
    private static Run run(Path folder, List<String> command) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(command).directory(folder.toFile()).redirectErrorStream(true);
        builder.environment().putAll(Map.of("GIT_CONFIG_GLOBAL", "/dev/null", "GIT_CONFIG_NOSYSTEM", "1"));
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(2, TimeUnit.MINUTES)).as("%s ended", command).isTrue();
        return new Run(out.lines().toList(), process.exitValue());
    }
}
