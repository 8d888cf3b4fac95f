package dev.checkpointreport.config;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;

/** A test class of refusals, each run against one good report written before them all. */
abstract class RefusalTest {
    @TempDir
    static Path dir;
    static LastReport last;

    @BeforeAll
    static void writeTheLastGoodReport() throws Exception {
        last = LastReport.writtenIn(dir);
    }
}
