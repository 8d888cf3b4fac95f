package dev.checkpointreport.flink;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.spi.ToolProvider;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;

/**
 * The job jar that {@code flink run} is given, once the shade plugin made it (this test runs in {@code package},
 * after it): it holds what the job runs, and no class that cannot load there. Flink and its logger are the
 * cluster's, so a reference to them is the only one the jar may leave to others.
 */
class JobJarTest {
    private static final List<String> CLUSTER_PACKAGES = List.of("org.apache.flink.", "org.slf4j.");

    private final Path jar = Path.of(System.getProperty("jobJar", "target/no-job-jar-named.jar"));

    @Test
    void holdsNoClassOfTheScrapeGoalOrTheMeasuredHistory() throws IOException {
        assertThat(classes()).noneMatch(name -> name.startsWith("dev/checkpointreport/scrape/")
                || name.startsWith("dev/checkpointreport/measured/"));
    }

    @Test
    void everyClassFindsWhatItUsesInTheJarInJavaOrInFlink() {
        assertThat(jar).isRegularFile();
        StringWriter out = new StringWriter();
        int status = ToolProvider.findFirst("jdeps").orElseThrow().run(new PrintWriter(out), new PrintWriter(out),
                "--multi-release", String.valueOf(Runtime.version().feature()), "-filter:none", "-verbose:class",
                jar.toString());
        assertThat(status).as(out.toString()).isZero();
        List<String> missing = new ArrayList<>();
        for (String line : out.toString().lines().toList()) {
            // "   a.B  -> c.D   not found": c.D is in none of the jar, Java's modules
            String[] parts = line.trim().split("\\s+");
            if (line.endsWith("not found") && parts.length >= 3 && parts[1].equals("->") && !parts[0].endsWith(".jar")
                    && CLUSTER_PACKAGES.stream().noneMatch(parts[2]::startsWith)) {
                missing.add(parts[0] + " -> " + parts[2]);
            }
        }
        assertThat(missing).isEmpty();
    }

    @Test
    void holdsTheJobAndTheCoreRulesItReuses() throws IOException {
        assertThat(classes()).contains("dev/checkpointreport/flink/CountEvents.class",
                "dev/checkpointreport/source/Partition.class", "dev/checkpointreport/config/Limits.class");
    }

    private List<String> classes() throws IOException {
        assertThat(Files.isRegularFile(jar)).as("the job jar %s, made by the shade plugin", jar).isTrue();
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            return zip.stream().map(ZipEntry::getName).filter(name -> name.endsWith(".class")).toList();
        }
    }
}
