package dev.checkpointreport.measured;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seeded random listener logs, written with the figures they must read as: every restart's records, restores from
 * 0, time to RUNNING and input fetched and not committed, and the commit windows, also when the log is rolled into
 * two files given newest first. Each log then damaged at a random line reads or is refused in one line naming that
 * file and a line, never with a Java class's name.
 */
class RandomStreamsLogTest {
    private static final int LOGS = 200;

    @TempDir
    Path folder;

    /** A log and what it must read as. */
    private static final class Log {
        final List<String> lines = new ArrayList<>();
        final List<Long> records = new ArrayList<>();
        final List<Integer> fromZero = new ArrayList<>();
        final List<Long> toRunning = new ArrayList<>();
        final List<Long> uncommitted = new ArrayList<>();
        int windows;
        long t = 1_796_320_000_000L;
        long lastLine;
        String lastSnapshotPartitions;
        Long lastUncommitted;

        void line(Random random, String process, String event, String fields) {
            t += random.nextInt(300);
            lines.add("{\"app\":\"app\",\"process\":\"" + process + "\",\"t\":" + t + ",\"event\":\"" + event + "\""
                    + fields + "}");
            lastLine = t;
        }
    }

    private static Log log(Random random) {
        Log log = new Log();
        int partitions = 1 + random.nextInt(4);
        int stores = 1 + random.nextInt(2);
        int processes = 1 + random.nextInt(4);
        long[] committed = new long[partitions];
        for (int p = 0; p < processes; p++) {
            String process = "process-" + p;
            long oldLast = log.lastLine;
            log.line(random, process, "start", ",\"pid\":1,\"period\":1000");
            log.line(random, process, "state", ",\"from\":\"CREATED\",\"to\":\"REBALANCING\"");
            long records = 0;
            int zero = 0;
            for (int s = 0; s < stores; s++) {
                for (int q = 0; q < partitions; q++) {
                    long start = random.nextBoolean() ? 0 : random.nextInt(1000);
                    long end = start + random.nextInt(1000);
                    String where = ",\"topic\":\"app-s" + s + "-changelog\",\"partition\":" + q + ",\"store\":\"s" + s
                            + "\"";
                    log.line(random, process, "restoreStart", where + ",\"start\":" + start + ",\"end\":" + end);
                    log.line(random, process, "restoreEnd", where + ",\"records\":" + (end - start));
                    records += end - start;
                    zero += start == 0 && end > 0 ? 1 : 0;
                }
            }
            log.line(random, process, "state", ",\"from\":\"REBALANCING\",\"to\":\"RUNNING\"");
            if (p > 0) {
                log.records.add(records);
                log.fromZero.add(zero);
                log.toRunning.add(log.t - oldLast);
                log.uncommitted.add(log.lastUncommitted);
            }
            long commits = 0;
            log.lastUncommitted = null;
            int snapshots = 1 + random.nextInt(6);
            for (int k = 0; k < snapshots; k++) {
                long before = commits;
                commits += random.nextInt(3);
                if (k > 0 && commits > before) {
                    log.windows++;
                }
                StringBuilder parts = new StringBuilder();
                Long uncommitted = null;
                for (int q = 0; q < partitions; q++) {
                    committed[q] += random.nextInt(100);
                    long end = committed[q] + random.nextInt(200);
                    long lag = random.nextInt(50);
                    parts.append(q == 0 ? "" : ",").append("{\"topic\":\"in\",\"partition\":").append(q)
                            .append(",\"task\":\"0_").append(q).append("\",\"committed\":").append(committed[q])
                            .append(",\"end\":").append(end).append(",\"lag\":").append(lag).append('}');
                    uncommitted = (uncommitted == null ? 0 : uncommitted) + Math.max(0, end + 1 - lag - committed[q]);
                }
                log.lastUncommitted = uncommitted;
                log.line(random, process, "snapshot", ",\"commits\":" + commits + ",\"commitLatencyMax\":"
                        + random.nextInt(100) + ",\"stores\":[{\"task\":\"0_0\",\"store\":\"s0\",\"sst\":"
                        + random.nextInt(100_000) + "}],\"partitions\":[" + parts + "]");
            }
        }
        return log;
    }

    private Measurements read(List<List<String>> files) throws IOException, MeasuredException {
        List<SavedResponse> saved = new ArrayList<>();
        for (int i = 0; i < files.size(); i++) {
            String name = i == 0 ? "random.jsonl" : "random.jsonl." + i;
            Path file = Files.write(folder.resolve(name), files.get(i), StandardCharsets.UTF_8);
            saved.add(new SavedResponse(file, "kafka-streams/" + name, "kafka-streams/" + name));
        }
        return Measurements.readKafkaStreams(saved);
    }

    @Test
    void aRandomLogReadsAsTheFiguresItWasWrittenWith() throws Exception {
        for (int seed = 0; seed < LOGS; seed++) {
            Random random = new Random(seed);
            Log log = log(random);
            int cut = 1 + random.nextInt(log.lines.size() - 1);
            for (List<List<String>> files : List.of(List.of(log.lines), List.of(log.lines.subList(cut,
                    log.lines.size()), log.lines.subList(0, cut)))) {
                Measurements measured = read(files);
                KafkaStreamsApp app = (KafkaStreamsApp) measured.facts();
                String as = "seed " + seed + " in " + files.size() + " files";
                assertThat(measured.checkpoints()).as(as).hasSize(log.windows);
                assertThat(app.restarts()).as(as).extracting(KafkaStreamsApp.Restart::records)
                        .isEqualTo(log.records);
                assertThat(app.restarts()).as(as).extracting(KafkaStreamsApp.Restart::fromZero)
                        .isEqualTo(log.fromZero);
                assertThat(app.restarts()).as(as).extracting(KafkaStreamsApp.Restart::toRunning)
                        .isEqualTo(log.toRunning);
                assertThat(app.restarts()).as(as).extracting(KafkaStreamsApp.Restart::uncommitted)
                        .isEqualTo(log.uncommitted);
            }
        }
    }

    @Test
    void aDamagedLineIsReadOrRefusedInOneLineNamingIt() throws Exception {
        String[] damage = {"", "{", "not json", "{\"app\":\"app\"}", "[1,2]", "\"t\":-1", "\"commits\":\"3\"",
                "\"records\":-5", "\"partition\":1e400", "\"app\":\"other\"", "\"start\":9007199254740993"};
        for (int seed = 0; seed < LOGS; seed++) {
            Random random = new Random(seed);
            List<String> lines = new ArrayList<>(log(random).lines);
            int at = random.nextInt(lines.size());
            String bad = damage[random.nextInt(damage.length)];
            if (bad.startsWith("\"") && bad.contains(":")) {
                String field = bad.substring(0, bad.indexOf(':') + 1);
                lines.set(at, lines.get(at).replaceFirst("\"" + field.substring(1, field.length() - 1)
                        + "\":(\"[^\"]*\"|[-0-9]+)", java.util.regex.Matcher.quoteReplacement(bad)));
            } else {
                lines.set(at, bad);
            }
            try {
                read(List.of(lines));
            } catch (MeasuredException e) {
                assertThat(e.getMessage()).as("seed " + seed).startsWith("kafka-streams/random.jsonl")
                        .doesNotContain("\n").doesNotContainIgnoringCase("exception")
                        .doesNotContain("java.", "com.fasterxml");
            }
        }
    }
}
