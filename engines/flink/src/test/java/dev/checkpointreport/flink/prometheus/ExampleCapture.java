package dev.checkpointreport.flink.prometheus;

import com.fasterxml.jackson.databind.JsonNode;
import dev.checkpointreport.flink.PluginReport;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Makes the example course's measured captures; run by hand, never by the build (its name is not a test's, so
 * Surefire's default includes pass it over):
 *
 * <pre>./mvnw -B -o -pl core,report-templates,plugin,engines/flink test -Dtest=ExampleCapture \
 *     -Dsurefire.failIfNoSpecifiedTests=false -Dinvoker.skip=true</pre>
 *
 * It runs {@link ClicksJob} (a checkpoint every {@link #INTERVAL}, Flink keeping {@link #HISTORY}, one failure after
 * checkpoint {@link #FAIL_AFTER} and a restore) for {@link #SECONDS} s, scraped by the scrape goal's core at the
 * cadence it recommends and by a real Prometheus server (its range saved at a step of 100 ms, finer than the
 * goal's whole seconds, so that the course's page shows most of the 500 ms checkpoints), and replaces in
 * {@code example-project/scenarios/data} the scrape goal's folders ({@code flink/}), the Prometheus range
 * ({@code prometheus/}) and the clicks counted per second and subtask ({@code measured-job.csv}). It prints the
 * figures the docs give: the merged
 * checkpoints against Flink's count, and the model's busiest worker against Flink's under both partitioners.
 */
class ExampleCapture {
    static final Path COURSE = Path.of("..", "..", "example-project", "scenarios");
    static final Duration INTERVAL = Duration.ofMillis(500);
    static final int HISTORY = 20;
    static final long FAIL_AFTER = 8;
    static final int SECONDS = 16;

    @Test
    void captureTheCoursesMeasuredJob(@TempDir Path checkpoints) throws Exception {
        Path run = Path.of("target", "example-capture");
        delete(run);
        ClicksRun.Saved saved = ClicksRun.run(run, checkpoints, INTERVAL, HISTORY, FAIL_AFTER,
                Duration.ofSeconds(SECONDS), false, System.out::println);
        Path data = COURSE.resolve("data");
        // Flink names each checkpoint's folder: the temp folder becomes /checkpoints, as no machine's path is kept
        String folder = "file:" + checkpoints.toAbsolutePath() + "/";
        replace(saved.rest(), data.resolve("flink"), folder);
        replace(saved.prometheus(), data.resolve("prometheus"), folder);
        Files.writeString(data.resolve("measured-job.csv"), ClicksJob.counts(SECONDS), StandardCharsets.UTF_8);

        for (String scenario : List.of("measured.yml", "prometheus.yml")) {
            JsonNode measured = PluginReport.of(COURSE.resolve(scenario), run.resolve("report-" + scenario))
                    .path("measured");
            System.out.printf("%s: %d checkpoints merged, %d to %d; Flink counts %s; restores %s; failures %d%n",
                    scenario, measured.path("checkpoints").size(), measured.path("checkpoints").path(0).path("id")
                            .asLong(), measured.path("checkpoints").path(measured.path("checkpoints").size() - 1)
                            .path("id").asLong(), measured.path("counts"), measured.path("restores"),
                    measured.path("failures").size());
        }
        Files.writeString(run.resolve("events.csv"), ClicksJob.events(SECONDS), StandardCharsets.UTF_8);
        for (String partitioner : List.of("fnv1a", "flink")) {
            JsonNode load = PluginReport.of(eventsScenario(run, partitioner), run.resolve("report-" + partitioner))
                    .path("workerLoad");
            System.out.printf("partitioner %s: the model's busiest worker %d (share %.4f), rows %s%n", partitioner,
                    load.path("busiestWorker").asInt(), load.path("busiestShare").asDouble(), load.path("workers"));
        }
        System.out.printf("Flink: hot user %s on subtask %d (Flink's key groups: %d); records read per subtask since "
                        + "the restore %s%n", ClicksJob.HOT, ClicksJob.HELD_THE_HOT_USER.get(),
                ClicksJob.subtaskOf(ClicksJob.HOT), Arrays.toString(saved.recordsIn()));
    }

    private static Path eventsScenario(Path run, String partitioner) throws IOException {
        StringBuilder periods = new StringBuilder();
        for (int s = 1; s <= SECONDS; s++) {
            periods.append(s == 1 ? "" : ", ").append('s').append(s);
        }
        return Files.writeString(run.resolve(partitioner + ".yml"), "title: Clicks per user\nsource:\n"
                + "  events: events.csv\n  key: user\n  period: period\n  periods: [" + periods + "]\n"
                + "  partitioner: " + partitioner + "\nfailure:\n  period: s6\n  probabilities: [1.0]\n"
                + "checkpoint:\n  intervals: [none, 4, 2, 1]\n  stateRows: " + (ClicksJob.USERS + 1) + "\nworkers: "
                + ClicksJob.PARALLELISM + "\n", StandardCharsets.UTF_8);
    }

    /** {@code to}'s files replaced by {@code from}'s, folders and all, {@code checkpoints} written /checkpoints/. */
    private static void replace(Path from, Path to, String checkpoints) throws IOException {
        delete(to);
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.sorted().toList()) {
                Path target = to.resolve(from.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else {
                    Files.writeString(target, Files.readString(file, StandardCharsets.UTF_8)
                            .replace(checkpoints, "file:/checkpoints/"), StandardCharsets.UTF_8);
                }
            }
        }
    }

    static void delete(Path folder) throws IOException {
        if (Files.exists(folder)) {
            try (Stream<Path> files = Files.walk(folder)) {
                for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(file);
                }
            }
        }
    }
}
