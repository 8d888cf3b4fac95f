package dev.checkpointreport.kafkastreams;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A JVM the test starts on its own classpath, so that it can really be killed: its output goes to a file, its temp
 * folder is its own (RocksDB unpacks {@code librocksdbjni*.so} there, and a killed JVM leaves it behind), and
 * closing it kills it if it still runs.
 */
final class ChildJvm implements AutoCloseable {
    private final Process process;
    final Path tmp;

    private ChildJvm(Process process, Path tmp) {
        this.process = process;
        this.tmp = tmp;
    }

    static ChildJvm start(Path folder, String name, String heap, Class<?> main, String... args) throws IOException {
        Path tmp = Files.createDirectories(folder.resolve("tmp-" + name));
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xmx" + heap, "-Djava.io.tmpdir=" + tmp.toAbsolutePath(), "-cp", classpath(),
                main.getName()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(folder.resolve(name + ".out").toFile()).start();
        return new ChildJvm(process, tmp);
    }

    /** The test's own classpath: surefire hides it behind a manifest jar, and names it here. */
    private static String classpath() {
        return System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    }

    boolean alive() {
        return process.isAlive();
    }

    long pid() {
        return process.pid();
    }

    /** Its peak resident memory so far ({@code VmHWM} of Linux's {@code /proc}), for the test's notes; 0 elsewhere. */
    long peakResidentKb() throws IOException {
        Path status = Path.of("/proc", String.valueOf(process.pid()), "status");
        if (!Files.exists(status)) {
            return 0;
        }
        for (String line : Files.readAllLines(status)) {
            if (line.startsWith("VmHWM:")) {
                return Long.parseLong(line.replaceAll("[^0-9]", ""));
            }
        }
        return 0;
    }

    /** SIGKILL, and waits until the process is gone: a crash, with no shutdown hook run. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor();
    }

    /** SIGTERM, which runs the app's shutdown hook, and waits at most {@code seconds} for the exit code. */
    int stop(int seconds) throws InterruptedException {
        process.destroy();
        if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
            return -1;
        }
        return process.exitValue();
    }

    /** Runs to its end, at most {@code seconds}: its exit code. */
    int await(int seconds) throws InterruptedException {
        if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
            return -1;
        }
        return process.exitValue();
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            kill();
        }
    }
}
