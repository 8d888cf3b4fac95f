package dev.checkpointreport.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.PipelineRun;
import dev.checkpointreport.folder.ReportFolder;
import dev.checkpointreport.gate.GateOutcome.Level;
import dev.checkpointreport.gate.GateOutcome.Line;
import dev.checkpointreport.gate.GateOutcome;
import dev.checkpointreport.output.Course;
import dev.checkpointreport.output.CourseScenario;
import dev.checkpointreport.output.html.CoursePages;
import dev.checkpointreport.output.html.RenderLimits;
import dev.checkpointreport.run.ScenarioRun;
import dev.checkpointreport.uptodate.ReportStamp;
import dev.checkpointreport.uptodate.UpToDate;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The digest and the gate's outcome are kept in the folder's marker, and found again only for the same digest. */
class ReportStampTest {
    private static final String INPUTS = "sha256:" + "ab".repeat(32);
    private static final GateOutcome FAILED = new GateOutcome(List.of(new Line(Level.WARN, "Snapshots overlap\\n, twice"),
            new Line(Level.INFO, "line one\nline two")), "Checkpoint interval 6 is not optimal.");

    @TempDir
    Path work;

    /** A single report's writer, as the goal opens it: a site of one scenario. */
    private static final class Single {
        private final CourseWriter writer;
        private final List<ListedScenario> listed;

        Single(CourseWriter writer, Path config) {
            this.writer = writer;
            this.listed = List.of(new ListedScenario("checkpoint-report", config));
        }

        Optional<GateOutcome> upToDate(String inputs) throws java.io.IOException {
            return writer.kept(UpToDate.STAMPED, listed, data -> inputs);
        }
    }

    private Single written(ReportStamp stamp) throws Exception {
        Path config = Files.writeString(work.resolve("checkpoint-report.yml"), Lesson.yaml());
        try (CoursePages pages = new CoursePages(null, RenderLimits.DEFAULT, true)) {
            CourseWriter writer = open(config, pages);
            writer.judgeContents(List.of());
            CourseScenario scenario = new CourseScenario("checkpoint-report", config, ScenarioRun.of(config));
            writer.write(new Course(true, List.of(scenario), work, List.of(), null), stamp, PipelineRun::unexpected,
                    () -> { });
            return new Single(open(config, pages), config);
        }
    }

    private CourseWriter open(Path config, CoursePages pages) throws java.io.IOException {
        return CourseWriter.open(work.resolve("report"), work, List.of(config), null,
                ReportPipeline.outputs(pages, null, PipelineRun::unexpected), true);
    }

    @Test
    void theSameInputsFindTheGatesOutcomeWordForWord() throws Exception {
        Single writer = written(new ReportStamp(INPUTS, FAILED));

        assertThat(writer.upToDate(INPUTS)).contains(FAILED);
        assertThat(writer.upToDate(INPUTS.replace('a', 'c'))).isEmpty();
        assertThat(Files.readString(work.resolve("report").resolve(ReportFolder.MARKER)))
                .startsWith(ReportFolder.MARKER_TEXT).contains("\ninputs " + INPUTS + "\n")
                .endsWith("FAIL Checkpoint interval 6 is not optimal.\n");
    }

    @Test
    void theNoOpCheckForForceKeepsNothingEvenWhenTheStampMatches() throws Exception {
        Single writer = written(new ReportStamp(INPUTS, FAILED));

        assertThat(writer.writer.kept(UpToDate.NEVER, writer.listed, data -> INPUTS)).isEmpty();
        assertThat(writer.upToDate(INPUTS)).contains(FAILED);
    }

    @Test
    void aPassingGateIsKeptWithoutAFailure() throws Exception {
        GateOutcome passed = new GateOutcome(List.of(new Line(Level.INFO, "optimal")), null);

        assertThat(written(new ReportStamp(INPUTS, passed)).upToDate(INPUTS)).contains(passed);
        assertThat(passed.fails()).isFalse();
    }

    @Test
    void aReportWrittenWithoutAStampIsNeverUpToDate() throws Exception {
        assertThat(written(null).upToDate(INPUTS)).isEmpty();
        assertThat(Files.readString(work.resolve("report").resolve(ReportFolder.MARKER)))
                .startsWith(ReportFolder.MARKER_TEXT + "\nfiles 10\n").doesNotContain("\ninputs ");
    }

    @Test
    void aReportMissingAFileIsWrittenAgain() throws Exception {
        Single writer = written(new ReportStamp(INPUTS, FAILED));
        Files.delete(work.resolve("report/index.html"));

        assertThat(writer.upToDate(INPUTS)).isEmpty();
    }

    @Test
    void aMarkerEditedByHandIsNotTrusted() throws Exception {
        Single writer = written(new ReportStamp(INPUTS, FAILED));
        Path marker = work.resolve("report").resolve(ReportFolder.MARKER);
        Files.writeString(marker, Files.readString(marker).replace("FAIL ", "REFUSE "));

        assertThat(writer.upToDate(INPUTS)).isEqualTo(Optional.empty());
    }

    @Test
    void aMarkerCutOffRightAfterItsInputsKeywordIsNotTrusted() throws Exception {
        Single writer = written(new ReportStamp(INPUTS, FAILED));
        Path marker = work.resolve("report").resolve(ReportFolder.MARKER);
        String text = Files.readString(marker);
        Files.writeString(marker, text.substring(0, text.indexOf(INPUTS)));

        assertThat(writer.upToDate(INPUTS)).isEqualTo(Optional.empty());
    }

    @Test
    void theSeenLinesAnEarlierVersionTakesForTheStampAreNoStamp() throws Exception {
        List<String> stamp = new ReportStamp(INPUTS, FAILED).lines();
        written(new ReportStamp(INPUTS, FAILED));
        String marker = Files.readString(work.resolve("report").resolve(ReportFolder.MARKER));
        List<String> afterTheListing = marker.lines().dropWhile(line -> !line.startsWith("seen ")).toList();
        long files = marker.lines().filter(line -> line.startsWith("file ")).count();

        assertThat(afterTheListing).hasSize((int) files + stamp.size()).endsWith(stamp.toArray(String[]::new));
        assertThat(ReportStamp.parse(stamp)).isPresent();
        assertThat(ReportStamp.parse(afterTheListing)).isEmpty();
    }

        @Test
    void theDataFilesTheScenariosReadAreKeptWithTheDigestOneLineEach() throws Exception {
        List<Path> data = List.of(work.resolve("data/events.csv"), work.resolve("data/odd\nname.csv"));
        ReportStamp stamp = new ReportStamp(INPUTS, data, FAILED);
        written(stamp);

        assertThat(stamp.lines()).hasSize(6).element(1).isEqualTo("data " + data.get(0));
        assertThat(stamp.lines().get(2)).doesNotContain("\n").startsWith("data ");
        assertThat(ReportStamp.parse(stamp.lines())).contains(stamp);
        assertThat(Files.readString(work.resolve("report").resolve(ReportFolder.MARKER)))
                .contains("\ninputs " + INPUTS + "\ndata " + data.get(0) + "\n");
    }
}
