package dev.checkpointreport.benchmarks;

import dev.checkpointreport.TrendAnswers;
import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.config.ComposedScenario;
import dev.checkpointreport.config.ConfigLoader;
import dev.checkpointreport.measured.HistorySource;
import dev.checkpointreport.measured.MeasuredTrend;
import dev.checkpointreport.measured.Measurements;
import dev.checkpointreport.measured.SavedResponse;
import dev.checkpointreport.output.html.PageOutput;
import dev.checkpointreport.output.json.ReportJsonOutput;
import dev.checkpointreport.pipeline.ListedScenario;
import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.model.Fractions;
import dev.checkpointreport.pipeline.ReportPipeline;
import dev.checkpointreport.run.ScenarioRun;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.stream.Stream;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * Reads 90 days of one-minute Prometheus samples of a job that checkpoints every two minutes (64,800 checkpoints,
 * the state growing and stepping up once), and prints the wall time and heap peak of the read, of the trend and
 * forecast alone on the read history, and of the whole report as a build writes it, with the files' sizes. Run with
 * the heap a build gets: {@code java -Xmx1g -cp benchmarks/target/benchmarks.jar
 * dev.checkpointreport.benchmarks.TrendRun}. With {@code report} it writes the whole report alone, so that the
 * process's resident peak is a build's, not that of a history read twice.
 */
public final class TrendRun {
    private static final int DAYS = 90;
    private static final long MINUTE = 60_000L;
    private static final long START = 1_790_812_800_000L; // 2026-10-01T00:00:00Z

    private TrendRun() {
    }

    public static void main(String[] args) throws Exception {
        Path folder = Files.createTempDirectory("trend");
        Random random = new Random(43);
        TrendAnswers.write(folder.resolve("prometheus"), START, MINUTE, DAYS * 1440, 2, i -> {
            double day = i / 1440.0;
            double state = 1e9 * (1 + 0.01 * day) * (day >= 60 ? 1.3 : 1);
            return new long[] {(long) (3000 + state / 2e7 * (0.8 + 0.4 * random.nextDouble())), (long) state};
        });
        Files.writeString(folder.resolve("trend.yml"), "title: Ninety days\nsource:\n  generator: meter-readings\n"
                + "  subscribers: 200\n  periods: 2026-01..2026-12\nfailure:\n  period: 2026-09\n"
                + "  probabilities: [0.75]\ncheckpoint:\n  intervals: [none, 6, 4, 3, 2, 1]\n  stateRows: 200\n"
                + "workers: 4\ndecision:\n  interval: 6\n  probability: 0.75\n  criterion: expected\ntiming:\n"
                + "  periodLength: 1m\nstate:\n  budget: 8GB\nmeasured:\n  prometheus: prometheus/*.json\n",
                StandardCharsets.UTF_8);
        if (args.length == 0 || !args[0].equals("report")) {
            readAndTrend(folder);
        }
        Path report = folder.resolve("report");
        long written = System.nanoTime();
        ReportBenchmark.write(ReportPipeline.Request.report(new ListedScenario("trend", folder.resolve("trend.yml")),
                report.toFile()).basedir(folder.toFile()).passedOver("a benchmark"));
        System.out.printf(Locale.ROOT, "the whole report: %.1f s wall, heap peak %d MiB (max %d MiB), index.html %d KiB,"
                        + " report.json %d KiB, in %s%n", (System.nanoTime() - written) / 1e9, peakHeap() >> 20,
                Runtime.getRuntime().maxMemory() >> 20, Files.size(report.resolve(PageOutput.INDEX_HTML)) >> 10,
                Files.size(report.resolve(ReportJsonOutput.REPORT_JSON)) >> 10, report);
    }

    /**
     * Reads the history alone, then judges its trend, and prints both times. A build reads a scenario's history, runs
     * the lesson's model, and only then judges the trend against the model's costs; so the model runs here too,
     * untimed, before the trend, and the trend is given the thresholds a build gives it.
     */
    private static void readAndTrend(Path folder) throws Exception {
        CheckpointConfig config = ConfigLoader.load(ComposedScenario.read(folder.resolve("trend.yml")), null);
        List<SavedResponse> files = new ArrayList<>();
        try (Stream<Path> answers = Files.list(folder.resolve("prometheus"))) {
            for (Path file : answers.sorted().toList()) {
                files.add(new SavedResponse(file, file.getFileName().toString(), file.getFileName().toString()));
            }
        }
        long start = System.nanoTime();
        Measurements measured = HistorySource.PROMETHEUS.read(files);
        long read = System.nanoTime();
        // the same scenario without its state budget and measured section: the model's tables alone
        String scenario = Files.readString(folder.resolve("trend.yml"));
        Analysis model = ScenarioRun.tables(ConfigLoader.parse("model.yml",
                scenario.substring(0, scenario.indexOf("state:"))));
        // the decided interval's length, as a build takes it when the job's own is not saved
        BigFraction interval = Fractions.of(config.timing().periodLength()).multiply(1000)
                .multiply(config.decision().interval().periods());
        long modelled = System.nanoTime();
        MeasuredTrend trend = MeasuredTrend.of(measured, new MeasuredTrend.Thresholds(interval, null,
                config.measured().budget(), config.stateRows(), model.costs(), config.decision()));
        long trended = System.nanoTime();
        System.out.printf(Locale.ROOT, "read %d checkpoints of %d days in %.2f s; trend and forecast %.3f s (%d days, "
                        + "%d crossings)%n", measured.checkpoints().size(), DAYS, (read - start) / 1e9,
                (trended - modelled) / 1e9, trend.daily().days().size(), trend.crossings().size());
    }

    /** The sum of each heap pool's peak: an upper bound of the heap's peak. */
    private static long peakHeap() {
        return ManagementFactory.getMemoryPoolMXBeans().stream().filter(p -> p.getType() == MemoryType.HEAP)
                .mapToLong(p -> p.getPeakUsage().getUsed()).sum();
    }
}
