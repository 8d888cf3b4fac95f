package dev.checkpointreport.flink;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The lines of every split of every file, so that a line numbered within its split gets its number in the file:
 * the lines of the splits before it, added. A file read whole is one split from its start.
 */
final class SplitLines {
    /** Per file, per split's start, the lines of the splits before it. */
    private final Map<String, TreeMap<Long, Long>> before = new HashMap<>();
    private final Map<String, long[]> files = new HashMap<>();

    SplitLines(List<Tally> tallies) {
        for (Tally tally : tallies) {
            if (tally.worker == Tally.SPLIT) {
                before.computeIfAbsent(tally.file, f -> new TreeMap<>()).put(tally.splitStart, tally.lines);
                long[] sums = files.computeIfAbsent(tally.file, f -> new long[2]);
                sums[0] += tally.lines;
                sums[1] += tally.events;
            }
        }
        for (TreeMap<Long, Long> splits : before.values()) {
            long sum = 0;
            for (Map.Entry<Long, Long> split : splits.entrySet()) {
                long lines = split.getValue();
                split.setValue(sum);
                sum += lines;
            }
        }
    }

    /** The number in its file of the line {@code line} of the split {@code tally} came from. */
    long numbered(Tally tally, long line) {
        TreeMap<Long, Long> splits = before.get(tally.file);
        Long earlier = splits == null ? null : splits.get(tally.splitStart);
        return line + (earlier == null ? 0 : earlier);
    }

    /** Whether the (numbered) first line of {@code one} comes before {@code other}'s: by file, then by line. */
    boolean before(Tally one, Tally other) {
        int files = one.file.compareTo(other.file);
        return files != 0 ? files < 0 : one.firstLine < other.firstLine;
    }

    /** Refuses JSON Lines with no event at all, as the plugin refuses them. */
    void refuseEmpty(CountOptions options) throws CountsTable.CountingFailed {
        for (long[] sums : files.values()) {
            if (sums[1] == 0) {
                throw new CountsTable.CountingFailed(options.events() + ": line " + Math.max(sums[0], 1)
                        + ": the file is empty; expected one JSON object per line");
            }
        }
    }
}
