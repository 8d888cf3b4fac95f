package dev.checkpointreport.flink;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the tests that count on Flink's MiniCluster share: the cluster (one task manager of two slots), a folder of
 * their own, and the job and the plugin on the same events in it, over twelve periods whose sixth is named apart.
 */
@Tag("flink")
abstract class OnMiniCluster {
    @RegisterExtension
    static final MiniClusterExtension CLUSTER = JobAndPlugin.cluster();

    @TempDir
    Path folder;
    JobAndPlugin both;
    final List<String> periods;

    OnMiniCluster(String sixth) {
        List<String> names = new ArrayList<>();
        for (int i = 1; i <= 12; i++) {
            names.add(i == 6 ? sixth : String.format("p%02d-é", i));
        }
        periods = List.copyOf(names);
    }

    /** {@code events} written as the folder's {@code events.csv}. */
    Path eventsCsv(List<RandomEvents.Event> events) {
        return RandomEvents.csv(folder.resolve("events.csv"), events);
    }

    @BeforeEach
    void both() {
        both = new JobAndPlugin(folder, JobAndPlugin.WORKERS, periods.get(8));
    }
}
