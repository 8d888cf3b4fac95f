package dev.checkpointreport.folder;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A marker too large to write says which part is too large: the folder's files, or the report's stamp. */
class MarkerTest {
    @TempDir
    Path folder;

    @Test
    void aStampTooLongForTheMarkerIsNamedAsTheStampNotTheFiles() throws IOException {
        Files.writeString(folder.resolve("index.html"), "<p>a report</p>");
        List<String> stamp = List.of("inputs 3f2a", "x".repeat(5_000_000));

        assertThatThrownBy(() -> Marker.write(folder, stamp)).isInstanceOf(IOException.class)
                .hasMessage("the report's stamp (its inputs, data files and verdicts, 2 lines) is 5000013 characters, "
                        + "more than its marker holds beside its 1 file (4194304 characters in all)");
    }
}
