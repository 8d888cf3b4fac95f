package dev.checkpointreport.measured;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The hand-checked responses under {@code src/test/resources/measured/flink}. */
final class Fixtures {
    static final long T0 = 1_767_225_600_000L;

    private Fixtures() {
    }

    static Path folder() {
        try {
            return Path.of(Fixtures.class.getResource("/measured/flink").toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Every fixture file, in the order of their names, as a pattern would match them. */
    static List<SavedResponse> all() {
        return in(folder());
    }

    static List<SavedResponse> in(Path folder) {
        try (Stream<Path> files = Files.list(folder)) {
            return files.sorted().map(f -> new SavedResponse(f, "flink/" + f.getFileName(), "flink/" + f.getFileName()))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static SavedResponse one(Path file) {
        return new SavedResponse(file, "flink/" + file.getFileName(), "flink/" + file.getFileName());
    }
}
