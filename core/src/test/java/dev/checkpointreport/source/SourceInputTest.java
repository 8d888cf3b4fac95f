package dev.checkpointreport.source;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.FileNotFoundException;
import java.nio.file.AccessDeniedException;
import org.junit.jupiter.api.Test;

/**
 * How a failure to read a data file is worded. The tests run as root, which reads a file of mode 000, so
 * the refusal of the system (EACCES) is given as the exceptions NIO and a stream throw for it.
 */
class SourceInputTest {

    @Test
    void aFileTheUserMayNotReadIsSaidToBeDeniedNotAnInputOutputError() {
        String denied = "data/events.csv:1: the file cannot be read: permission denied; the user running the build "
                + "needs read access to it";

        assertThat(SourceInput.failure("data/events.csv", 0, new AccessDeniedException("/srv/data/events.csv"))
                .getMessage()).isEqualTo(denied);
        assertThat(SourceInput.failure("data/events.csv", 0,
                new FileNotFoundException("/srv/data/events.csv (Permission denied)")).getMessage()).isEqualTo(denied);
    }
}
