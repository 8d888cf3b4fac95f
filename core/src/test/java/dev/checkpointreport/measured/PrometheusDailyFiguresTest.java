package dev.checkpointreport.measured;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Random Prometheus histories saved in several overlapping files each (as two ranges, or two scrapes of one range,
 * save them), with gaps of weeks and samples at midnight UTC: the daily figures equal those computed here from the
 * samples themselves, whatever the files' order.
 */
class PrometheusDailyFiguresTest {
    private static final long SEED = 20261204L;
    private static final long DAY = 86_400_000L;
    /** 2026-09-01T00:00:00Z, a midnight. */
    private static final long T0 = 1_788_220_800_000L;
    private static final String[] NAMES = {"lastCompletedCheckpointId", "lastCheckpointDuration",
        "lastCheckpointFullSize"};

    @TempDir
    Path folder;

    @Test
    void dailyFiguresOfOverlappingFilesEqualTheSamplesOwn() throws IOException, MeasuredException {
        Random random = new Random(SEED);
        for (int round = 0; round < 40; round++) {
            int n = 50 + random.nextInt(1500);
            long step = new long[] {60_000L, 420_000L, 3_600_000L, 3 * 3_600_000L}[random.nextInt(4)];
            long[] times = new long[n];
            long[][] values = new long[3][n];
            long time = T0 + random.nextInt(3) * DAY;
            long id = random.nextInt(5) - 1;
            for (int i = 0; i < n; i++) {
                if (random.nextInt(200) == 0) {
                    time += (7 + random.nextInt(30)) * DAY; // a gap of weeks
                }
                times[i] = time;
                time += step;
                if (i == 0 || random.nextInt(10) < 6) {
                    id += 1 + (random.nextInt(4) == 0 ? random.nextInt(3) : 0);
                    values[1][i] = random.nextInt(5) == 0 ? 1000 * random.nextInt(100) : random.nextInt(200_000);
                    values[2][i] = random.nextInt(1 << 30);
                } else {
                    values[1][i] = values[1][i - 1];
                    values[2][i] = values[2][i - 1];
                }
                values[0][i] = id;
            }
            // consecutive ranges, each reaching a random way into its neighbours', listed in a random order
            int parts = 1 + random.nextInt(4);
            int[] cuts = new int[parts + 1];
            for (int f = 1; f < parts; f++) {
                cuts[f] = 1 + random.nextInt(n - 1);
            }
            cuts[parts] = n;
            Arrays.sort(cuts);
            List<SavedResponse> files = new ArrayList<>();
            for (int f = 0; f < parts; f++) {
                files.addAll(write(round, f, times, values, Math.max(0, cuts[f] - random.nextInt(n)),
                        Math.min(n, cuts[f + 1] + random.nextInt(n))));
            }
            Collections.shuffle(files, random);

            DailyFigures daily = DailyFigures.of(PrometheusHistory.read(files));

            assertThat(daily.days()).as("round %d", round).isEqualTo(expected(times, values));
        }
    }

    private List<SavedResponse> write(int round, int f, long[] times, long[][] values, int from, int to)
            throws IOException {
        Path dir = Files.createDirectories(folder.resolve("r" + round).resolve("f" + f));
        List<SavedResponse> saved = new ArrayList<>();
        for (int m = 0; m < NAMES.length; m++) {
            StringBuilder json = new StringBuilder("{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\","
                    + "\"result\":[{\"metric\":{\"__name__\":\"flink_jobmanager_job_" + NAMES[m]
                    + "\",\"job_id\":\"a1b2c3d4e5f60718293a4b5c6d7e8f90\",\"job_name\":\"growing\"},\"values\":[");
            for (int i = from; i < to; i++) {
                json.append(i == from ? "[" : ",[").append(times[i] / 1000).append('.')
                        .append(String.format("%03d", times[i] % 1000)).append(",\"").append(values[m][i]).append("\"]");
            }
            json.append("]}]}}");
            Path file = dir.resolve(NAMES[m] + ".json");
            Files.writeString(file, json);
            saved.add(new SavedResponse(file, file.toString(), file.toString()));
        }
        return saved;
    }

    /** Each id that grows past the ones before, from the second sample, is a checkpoint at that sample. */
    private static List<DailyFigures.Day> expected(long[] times, long[][] values) {
        Map<Long, List<long[]>> byDay = new TreeMap<>();
        long newest = values[0][0];
        for (int i = 1; i < times.length; i++) {
            if (values[0][i] > newest) {
                newest = values[0][i];
                byDay.computeIfAbsent(Math.floorDiv(times[i], DAY), d -> new ArrayList<>())
                        .add(new long[] {values[1][i], values[2][i]});
            }
        }
        List<DailyFigures.Day> days = new ArrayList<>();
        for (Map.Entry<Long, List<long[]>> day : byDay.entrySet()) {
            List<long[]> all = day.getValue();
            long[] durations = all.stream().mapToLong(c -> c[0]).sorted().toArray();
            int k = durations.length;
            days.add(new DailyFigures.Day(LocalDate.ofEpochDay(day.getKey()), k, 0, null,
                    durations[(int) Math.ceil(k * 0.5) - 1], durations[(int) Math.ceil(k * 0.9) - 1],
                    durations[k - 1], all.stream().mapToLong(c -> c[1]).max().orElseThrow(), null));
        }
        return days;
    }
}
