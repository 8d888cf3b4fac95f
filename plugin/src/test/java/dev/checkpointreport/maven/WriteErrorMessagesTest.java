package dev.checkpointreport.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.PipelineRun;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A write error says what failed, where, and what to do, and never names a Java class. */
class WriteErrorMessagesTest {
    private static final String CHOOSE = "; point -Dcheckpoint.outputDirectory at another folder";
    private static final Path OUT = Path.of("/course/target/checkpoint-report");
    private static final String START = "Could not write the checkpoint report to " + OUT + ": ";

    @ParameterizedTest
    @ValueSource(ints = {256, 300})
    void aNameTooLongForTheFileSystemIsSaidSo(int length, @TempDir Path dir) throws Exception {
        // a name has at most 255 bytes; one that fits but leaves no room for a suffix is AtomicDirectoryTest's
        Path config = Files.writeString(dir.resolve("checkpoint-report.yml"), Lesson.yaml());
        Path out = dir.resolve("r".repeat(length));

        IOException e = catchThrowableOfType(IOException.class,
                () -> PipelineRun.report(PipelineRun.request(config, out).basedir(dir.toFile())));

        assertThat(Messages.writeFailed(out, e)).isEqualTo("Could not write the checkpoint report to " + out + ": "
                + out + " has a name too long for the file system" + CHOOSE);
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(Path::getFileName).map(Path::toString)).containsExactly("checkpoint-report.yml");
        }
    }

    @Test
    void aReadOnlyFolderIsSaidSo() {
        assertThat(Messages.writeFailed(OUT, new AccessDeniedException("/course/target")))
                .isEqualTo(START + "/course/target is not writable (permission denied)" + CHOOSE);
        assertThat(Messages.writeFailed(OUT, new FileSystemException("/course/target", null, "Read-only file system")))
                .isEqualTo(START + "/course/target is on a read-only file system" + CHOOSE);
    }

    @Test
    void aFullDiskAndAParentThatIsAFileAreSaidSo() {
        assertThat(Messages.writeFailed(OUT, new FileSystemException(OUT + "/report.json", null, "No space left on device")))
                .isEqualTo(START + OUT + "/report.json could not be written: the disk is full (free some space)" + CHOOSE);
        assertThat(Messages.writeFailed(OUT, new FileSystemException("/course/target/x", null, "Not a directory")))
                .isEqualTo(START + "/course/target/x has a parent that is a file, not a folder" + CHOOSE);
    }

    @Test
    void aWriteThatFailsOnAFullDiskIsSaidAsAFullFolderIs() {
        // what writing a page, report.json, the marker or the lock throws on a full disk: the system's words, no file
        IOException full = catchThrowableOfType(IOException.class, () -> Files.write(Path.of("/dev/full"), new byte[1]));
        assertThat(full).hasMessage("No space left on device").isNotInstanceOf(FileSystemException.class);

        assertThat(Messages.writeFailed(OUT, full))
                .isEqualTo(START + OUT + " could not be written: the disk is full (free some space)" + CHOOSE);
        assertThat(Messages.writeFailed(OUT, new IOException("Disk quota exceeded")))
                .isEqualTo(START + OUT + " could not be written: the disk quota is used up (free some space)" + CHOOSE);
    }

    @Test
    void anUnknownFailureKeepsTheSystemsWordsWithoutAClassName() {
        assertThat(Messages.writeFailed(OUT, new FileSystemException(OUT.toString(), null, "Input/output error")))
                .isEqualTo(START + OUT + " failed: Input/output error" + CHOOSE);
        assertThat(Messages.writeFailed(OUT, new IOException((String) null)))
                .isEqualTo(START + "an input/output error" + CHOOSE);
    }
}
