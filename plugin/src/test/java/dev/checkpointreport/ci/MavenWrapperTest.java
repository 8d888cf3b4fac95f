package dev.checkpointreport.ci;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code ./mvnw} killed while it unpacks leaves half a Maven in its folder; the next run must see that and unpack it
 * again, rather than run the half or stop at it for ever. Each case plants such a folder under a
 * {@code MAVEN_USER_HOME} of its own and runs the wrapper as a user does; the Maven it pins is resolved through the
 * machine's own Maven, from its local repository when that holds it (no network then).
 */
class MavenWrapperTest {
    static final Path WRAPPER = Path.of("../mvnw");

    @TempDir
    Path userHome;
    @TempDir
    Path elsewhere;

    /**
     * {@code withItsLauncher}: the copy stopped after {@code bin/} (the run went on to start a Maven without its
     * jars); without: it stopped before (every run said only "could not unpack").
     */
    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void aMavenHalfUnpackedByAKilledRunIsUnpackedAgainByTheNext(boolean withItsLauncher) throws Exception {
        Properties pinned = new Properties();
        try (InputStream in = Files.newInputStream(Path.of("../.mvn/wrapper/maven-wrapper.properties"))) {
            pinned.load(in);
        }
        String version = pinned.getProperty("mavenVersion");
        Path dists = userHome.resolve("wrapper/dists");
        Path home = dists.resolve("apache-maven-" + version + "-"
                + pinned.getProperty("distributionSha512Sum").substring(0, 16));
        Path maven = home.resolve("apache-maven-" + version);
        Path halfJar = Files.createDirectories(maven.resolve("lib")).resolve("maven-core-" + version + ".jar");
        Files.write(halfJar, new byte[4096]);
        if (withItsLauncher) {
            Path launcher = Files.createDirectories(maven.resolve("bin")).resolve("mvn");
            Files.writeString(launcher, "#!/bin/sh\necho 'the half-unpacked Maven ran'\nexit 3\n");
            assertThat(launcher.toFile().setExecutable(true)).isTrue();
        }

        Run run = wrapper("-v");

        assertThat(run.exit()).as("%s", run.lines()).isZero();
        assertThat(run.lines()).contains("Maven home: " + maven.toRealPath())
                .noneMatch(line -> line.contains("half-unpacked"));
        assertThat(Files.size(halfJar)).isNotEqualTo(4096);
        try (Stream<Path> left = Files.list(dists)) {
            assertThat(left.toList()).as("nothing left beside the unpacked Maven").containsExactly(home);
        }
    }

    record Run(List<String> lines, int exit) {
    }

    private Run wrapper(String... arguments) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(Stream.concat(Stream.of("sh", WRAPPER.toAbsolutePath().toString()),
                Stream.of(arguments)).toList()).directory(elsewhere.toFile()).redirectErrorStream(true);
        builder.environment().put("MAVEN_USER_HOME", userHome.toString());
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(5, TimeUnit.MINUTES)).as("the wrapper ended").isTrue();
        return new Run(out.lines().toList(), process.exitValue());
    }
}
