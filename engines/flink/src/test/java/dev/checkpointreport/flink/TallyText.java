package dev.checkpointreport.flink;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** A split's tallies as comparable text: its cells, bad lines and keys' first sightings, one a line, sorted. */
final class TallyText {
    private TallyText() {
    }

    static String of(SplitTally tally) {
        List<String> out = new ArrayList<>();
        for (Tally t : tally.tallies(0)) {
            if (t.sightings != null) {
                Sightings block = t.sightings;
                for (int i = 0, at = 0; i < block.count; i++) {
                    int length = KeyTable.length(block.keys, at);
                    out.add("key=" + new String(block.keys, at + KeyTable.HEAD, length, StandardCharsets.UTF_8)
                            + " cell=" + block.cells[i] + " order=" + block.orders[i]);
                    at += KeyTable.HEAD + length;
                }
            } else if (t.worker != Tally.SPLIT) {
                out.add("worker=" + t.worker + " bucket=" + t.bucket + " rows=" + t.rows + " lines=" + t.firstLine
                        + "-" + t.lastLine + " bad=" + t.badLines + " " + t.badWhere + ": " + t.badProblem);
            }
        }
        out.sort(null);
        return String.join("\n", out);
    }
}
