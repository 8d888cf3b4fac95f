package dev.checkpointreport.config;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;

/** A test class of refusals, each run against one good report written before them all. */
// one static folder and report that each subclass writes before its tests: the subclasses run one at a time
@ResourceLock("RefusalTest.dir")
abstract class RefusalTest {
    @TempDir
    static Path dir;
    static LastReport last;

    @BeforeAll
    static void writeTheLastGoodReport() throws Exception {
        last = LastReport.writtenIn(dir);
    }
}
