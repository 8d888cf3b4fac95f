package dev.checkpointreport.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Measured;
import dev.checkpointreport.PipelineRun;
import dev.checkpointreport.Reports;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A course that measures one job twice, from Flink's REST responses and from Prometheus's samples: the two are
 * matched by the job's id, and each page says what the other saw, and which completed checkpoints it never shows.
 */
class SameJobCourseTest {
    private static final String JOB = "a1b2c3d4e5f60718293a4b5c6d7e8f90";
    @TempDir
    Path folder;

    @Test
    void twoScenariosOfOneJobEachSayWhatTheOtherSaw() throws Exception {
        // the hand-checked REST responses and Prometheus answers name one job, a1b2…
        Path rest = Files.move(Measured.scenario(folder.resolve("rest")), folder.resolve("rest/rest.yml"));
        Path prometheus = Files.move(Measured.prometheus(folder.resolve("prometheus")),
                folder.resolve("prometheus/prometheus.yml"));
        Path site = folder.resolve("site");

        PipelineRun.run(PipelineRun.course(List.of(new ListedScenario("rest", rest),
                new ListedScenario("prometheus", prometheus)), site).basedir(folder.toFile()), warning -> { });

        assertThat(Reports.page(site.resolve("rest")).select("#measured-same-job").text()).isEqualTo("The same job ("
                + JOB + ") is measured in prometheus/prometheus.yml, whose page is ../prometheus/, from Prometheus's "
                + "samples of Flink's reporter: its p90 is 300.0 ms (#4), against 500.0 ms (#8) here. That history "
                + "never shows 4 completed checkpoints of this one, the slowest #10 (450.0 ms), #9 (350.0 ms), #6 "
                + "(300.0 ms).");
        assertThat(Reports.page(site.resolve("prometheus")).select("#measured-same-job").text()).isEqualTo("The same "
                + "job (" + JOB + ") is measured in rest/rest.yml, whose page is ../rest/, from Flink's REST responses: "
                + "its p90 is 500.0 ms (#8), against 300.0 ms (#4) here. This history never shows 4 completed "
                + "checkpoints of that one, the slowest #10 (450.0 ms), #9 (350.0 ms), #6 (300.0 ms).");
    }

    @Test
    void anotherJobIsNotMatched() throws Exception {
        Path rest = Files.move(Measured.scenario(folder.resolve("rest")), folder.resolve("rest/rest.yml"));
        Path prometheus = Files.move(Measured.prometheus(folder.resolve("prometheus")),
                folder.resolve("prometheus/prometheus.yml"));
        try (Stream<Path> answers = Files.list(folder.resolve("prometheus/prometheus"))) {
            for (Path answer : answers.toList()) {
                Files.writeString(answer, Files.readString(answer).replace(JOB, "b" + JOB.substring(1)));
            }
        }
        Path site = folder.resolve("site");

        PipelineRun.run(PipelineRun.course(List.of(new ListedScenario("rest", rest),
                new ListedScenario("prometheus", prometheus)), site).basedir(folder.toFile()), warning -> { });

        assertThat(Reports.page(site.resolve("rest")).select("#measured-same-job")).isEmpty();
        assertThat(Reports.page(site.resolve("prometheus")).select("#measured-same-job")).isEmpty();
    }
}
