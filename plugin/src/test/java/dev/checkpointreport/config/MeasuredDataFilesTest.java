package dev.checkpointreport.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.checkpointreport.Measured;
import dev.checkpointreport.folder.ReportFolder;
import dev.checkpointreport.folder.ReportFolderException;
import dev.checkpointreport.run.ScenarioRuns;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The files {@code measured.flink} matches are data files: the up-to-date stamp digests them, the output folder
 * may not hold them, and a link among them is judged as any data file's.
 */
class MeasuredDataFilesTest {
    @TempDir
    Path folder;

    @Test
    void everyMatchedFileIsNamedAsADataFileInTheOrderOfItsPathThenTheFolderThePatternWalks() throws Exception {
        Path scenario = Measured.scenario(folder);
        List<Path> files = DataFiles.named(scenario);
        assertThat(files).extracting(file -> file.getFileName().toString()).containsExactly(
                "checkpoints-2026-01-01T0000.json", "checkpoints-2026-01-01T0010.json", "config.json",
                "exceptions-2026-01-01T0000.json", "exceptions-2026-01-01T0010.json", "subtasks-9-keyed-count.json",
                "flink");
        assertThat(files.get(6)).isDirectory();
    }

    @Test
    void theReportMayNotBeWrittenIntoTheFolderOfTheSavedResponses() throws Exception {
        Path scenario = Measured.scenario(folder);
        ReportFolderException e = catchThrowableOfType(ReportFolderException.class, () -> ReportFolder.judge(
                folder.resolve("flink"), folder, List.of(scenario), DataFiles.named(scenario), null));
        assertThat(e).isNotNull();
        assertThat(e.getMessage()).contains("the data file");
    }

    @Test
    void aLinkLeadingOutOfTheScenariosFolderIsRefused() throws Exception {
        Path outside = Files.createDirectories(folder.resolve("outside"));
        Files.writeString(outside.resolve("secret.json"), "{}");
        Path scenario = Measured.scenario(folder.resolve("course"));
        Files.createSymbolicLink(folder.resolve("course/flink/zz.json"), outside.resolve("secret.json"));
        ConfigException e = catchThrowableOfType(ConfigException.class, () -> ScenarioRuns.load(scenario));
        assertThat(e.getMessage()).contains("measured.flink: 'flink/zz.json' leads to").contains("outside the "
                + "scenario's folder");
    }
}
