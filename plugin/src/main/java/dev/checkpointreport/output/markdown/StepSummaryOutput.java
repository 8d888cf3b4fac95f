package dev.checkpointreport.output.markdown;

import dev.checkpointreport.folder.WriteFailure;
import dev.checkpointreport.output.Course;
import dev.checkpointreport.output.CourseScenario;
import dev.checkpointreport.output.OutputFiles;
import dev.checkpointreport.output.ReportOutput;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * The run's verdicts in the summary of a GitHub Actions step ({@link StepSummary}): appended, once the report's
 * folder is replaced, to the file that {@value #VARIABLE} names, when the goal is given one. A summary that cannot
 * be written is a warning in one line, never a failed build: the report is written and the gate still judges. A
 * file that is one of the run's inputs (a scenario file, a data file it reads, a file of the template directory;
 * by a link or a hard link too) is never written to.
 */
public final class StepSummaryOutput implements ReportOutput {
    /** The variable GitHub Actions names the step summary's file in. */
    public static final String VARIABLE = "GITHUB_STEP_SUMMARY";
    private final String target;
    private final Consumer<String> warn;

    /**
     * @param target the file to append to, as {@value #VARIABLE} names it; {@code null} or empty writes nothing
     * @param warn told, in one line, why the summary was not written
     */
    public StepSummaryOutput(String target, Consumer<String> warn) {
        this.target = target;
        this.warn = warn;
    }

    @Override
    public OutputFiles files() {
        return OutputFiles.NONE;
    }

    @Override
    public boolean outsideTheFolder() {
        return true;
    }

    @Override
    public void write(Course course, Path folder) {
        if (target == null || target.isEmpty()) {
            return;
        }
        try {
            Path file = Path.of(target);
            List<CourseScenario> runs = course.scenarios();
            Optional<String> input = input(file, runs.stream().map(CourseScenario::file).toList(), course.data(),
                    course.templates());
            if (input.isPresent()) {
                throw new FileSystemException(target, null, "is an input of the report, " + input.get()
                        + ", and is never written to");
            }
            StepSummary.append(file, runs.stream()
                    .map(scenario -> new StepSummary.Entry(scenario.shownFile(course.basedir()), scenario.result()))
                    .toList(), course.history(), course.base());
        } catch (IOException | InvalidPathException e) {
            warn.accept(failed(target, e));
        }
    }

    /** Why the step summary was not written, in one line: the build goes on. */
    private static String failed(String target, Exception e) {
        String why;
        if (e instanceof InvalidPathException) {
            why = "is not a valid path";
        } else if (e instanceof AccessDeniedException) {
            why = WriteFailure.reason(WriteFailure.PERMISSION_DENIED, null);
        } else if (e instanceof NoSuchFileException) {
            why = "is in a folder that does not exist";
        } else if (e instanceof FileSystemException failure && failure.getReason() != null) {
            why = WriteFailure.reason(failure.getReason(), failure.getReason());
        } else {
            why = "could not be written";
        }
        return "Could not append the checkpoint summary to " + VARIABLE + ": " + target + " " + why
                + "; the build goes on without it";
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
