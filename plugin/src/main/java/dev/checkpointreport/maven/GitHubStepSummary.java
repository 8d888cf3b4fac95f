package dev.checkpointreport.maven;

import dev.checkpointreport.output.markdown.StepSummary;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.apache.maven.plugin.logging.Log;

/**
 * The run's verdicts in the summary of a GitHub Actions step: appended to the file that
 * {@value #VARIABLE} names, when it names one. A summary that cannot be written is a warning, never a
 * failed build: the report is written and the gate still judges. A file that is one of the run's inputs
 * (a scenario file, a data file it reads, a file of the template directory; by a link or a hard link too)
 * is never written to.
 */
final class GitHubStepSummary {
    static final String VARIABLE = "GITHUB_STEP_SUMMARY";

    private GitHubStepSummary() {
    }

    /**
     * @param scenarioFiles the files the scenarios were read from
     * @param dataFiles the data files they read, as the pipeline found them
     * @param templates the template directory, or {@code null} for the built-in templates
     */
    static void append(Log log, List<StepSummary.Entry> scenarios, List<Path> scenarioFiles, List<Path> dataFiles,
            Path templates) {
        append(log, System.getenv(VARIABLE), scenarios, scenarioFiles, dataFiles, templates);
    }

    /** As {@link #append(Log, List, List, List, Path)}, to {@code target} in place of the variable's value. */
    static void append(Log log, String target, List<StepSummary.Entry> scenarios, List<Path> scenarioFiles,
            List<Path> dataFiles, Path templates) {
        if (target == null || target.isEmpty()) {
            return;
        }
        try {
            Path file = Path.of(target);
            Optional<String> input = input(file, scenarioFiles, dataFiles, templates);
            if (input.isPresent()) {
                throw new FileSystemException(target, null, "is an input of the report, " + input.get()
                        + ", and is never written to");
            }
            StepSummary.append(file, scenarios);
        } catch (IOException | InvalidPathException e) {
            log.warn(Messages.summaryFailed(target, e));
        }
    }

    /** Which input {@code file} is, by its identity (so through links and hard links); none when it is none. */
    private static Optional<String> input(Path file, List<Path> scenarioFiles, List<Path> dataFiles, Path templates)
            throws IOException {
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        for (Path scenario : scenarioFiles) {
            if (same(file, scenario)) {
                return Optional.of("the scenario file " + scenario);
            }
        }
        for (Path data : dataFiles) {
            if (same(file, data)) {
                return Optional.of("the data file " + data);
            }
        }
        if (templates == null || !Files.isDirectory(templates)) {
            return Optional.empty();
        }
        try (Stream<Path> walk = Files.walk(templates)) {
            return walk.filter(t -> same(file, t)).findFirst().map(t -> "the template " + t);
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    private static boolean same(Path file, Path input) {
        try {
            return Files.isSameFile(file, input);
        } catch (IOException e) {
            return false;
        }
    }
}
