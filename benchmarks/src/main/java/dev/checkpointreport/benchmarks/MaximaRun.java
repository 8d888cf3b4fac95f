package dev.checkpointreport.benchmarks;

import dev.checkpointreport.output.html.PageOutput;
import dev.checkpointreport.output.json.ReportJsonOutput;
import dev.checkpointreport.pipeline.ListedScenario;
import dev.checkpointreport.pipeline.ReportPipeline;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.OperatingSystemMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Writes the report of the documented maxima once, as a build would, and prints its wall time, the heap's
 * peak and the size of the files. Run with the heap a build gets, for example
 * {@code java -Xmx1g -cp benchmarks/target/benchmarks.jar dev.checkpointreport.benchmarks.MaximaRun [timing]}.
 */
public final class MaximaRun {

    private MaximaRun() {
    }

    public static void main(String[] args) throws Exception {
        boolean timing = args.length > 0 && args[0].equals("timing");
        Path folder = Files.createTempDirectory("maxima");
        Path config = folder.resolve("maxima.yml");
        Files.writeString(config, Maxima.scenario(timing), StandardCharsets.UTF_8);
        Path report = folder.resolve("report");
        long start = System.nanoTime();
        ReportBenchmark.write(ReportPipeline.Request.report(new ListedScenario("maxima", config), report.toFile())
                .basedir(folder.toFile()).passedOver("a benchmark"));
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf(Locale.ROOT, "maxima%s: %.1f s wall, %.1f s CPU, heap peak %d MiB (max %d MiB),"
                        + " index.html %d KiB, report.json %d KiB, in %s%n", timing ? " with timing" : "", seconds,
                cpuSeconds(), peakHeap() >> 20,
                Runtime.getRuntime().maxMemory() >> 20, Files.size(report.resolve(PageOutput.INDEX_HTML)) >> 10,
                Files.size(report.resolve(ReportJsonOutput.REPORT_JSON)) >> 10, report);
    }

    /** CPU time of the whole process, collector and compiler included: less swayed by a busy machine. */
    private static double cpuSeconds() {
        OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        return os instanceof com.sun.management.OperatingSystemMXBean sun ? sun.getProcessCpuTime() / 1e9 : Double.NaN;
    }

    /** The sum of each heap pool's peak: an upper bound of the heap's peak. */
    private static long peakHeap() {
        return ManagementFactory.getMemoryPoolMXBeans().stream().filter(p -> p.getType() == MemoryType.HEAP)
                .mapToLong(p -> p.getPeakUsage().getUsed()).sum();
    }
}
