package dev.checkpointreport.scrape;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import org.junit.jupiter.api.Test;

/** A folder's failure in the plugin's words, as the report goal words it, whatever Java's exception. */
class FolderFailureTest {
    @Test
    void theOperatingSystemsReasonsAreWordedAsTheReportGoalWordsThem() {
        assertThat(FolderFailure.of(new IOException("No space left on device")))
                .isEqualTo("could not be written: the disk is full (free some space)");
        assertThat(FolderFailure.of(new FileSystemException("/data/flink", null, "Disk quota exceeded")))
                .isEqualTo("could not be written: the disk quota is used up (free some space)");
        assertThat(FolderFailure.of(new FileSystemException("/data/flink", null, "Read-only file system")))
                .isEqualTo("is on a read-only file system");
        assertThat(FolderFailure.of(new AccessDeniedException("/data/flink"))).isEqualTo("is not writable (permission "
                + "denied)");
        assertThat(FolderFailure.of(new FileAlreadyExistsException("/data/flink")))
                .isEqualTo("is a file where a folder belongs");
        assertThat(FolderFailure.of(new IOException())).isEqualTo("could not be written: an input/output error");
        assertThat(FolderFailure.of(new IOException("Input/output\nerror")))
                .isEqualTo("could not be written: Input/output?error");
    }
}
