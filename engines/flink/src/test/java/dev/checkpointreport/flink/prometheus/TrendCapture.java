package dev.checkpointreport.flink.prometheus;

import com.fasterxml.jackson.databind.JsonNode;
import dev.checkpointreport.flink.PluginReport;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Makes the example course's weeks of history; run by hand, never by the build (its name is not a test's):
 *
 * <pre>./mvnw -B -o -pl core,report-templates,plugin,engines/flink test -Dtest=TrendCapture \
 *     -Dsurefire.failIfNoSpecifiedTests=false -Dinvoker.skip=true</pre>
 *
 * It backfills a real Prometheus with 31 days of {@link GrowingJob} and has the scrape goal's core save 30 days of
 * it at a step of an hour into {@code example-project/scenarios/data/growing} (replaced), as
 * {@link TrendBackfillTest} does, then prints the trend the course's {@code growing.yml} page shows.
 */
class TrendCapture {
    @Test
    void captureTheCoursesGrowingJob(@TempDir Path work) throws Exception {
        Path data = ExampleCapture.COURSE.resolve("data").resolve("growing");
        ExampleCapture.delete(data);
        TrendBackfillTest.capture(work, data);
        JsonNode trend = PluginReport.of(ExampleCapture.COURSE.resolve("weeks.yml"), work.resolve("report"))
                .path("measured").path("trend");
        System.out.println("duration: " + trend.path("duration"));
        System.out.println("state: " + trend.path("state"));
        trend.path("crossings").forEach(crossing -> System.out.println(crossing.path("sentence").asText()));
    }
}
