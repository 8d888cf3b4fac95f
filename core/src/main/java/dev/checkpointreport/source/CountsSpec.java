package dev.checkpointreport.source;

import java.nio.file.Path;
import java.util.List;

/**
 * An engine's metrics export: a CSV file of {@code period, worker, rows} with an optional {@code keys}
 * column, one row per period and worker, in any order.
 *
 * @param file the file, links resolved
 * @param shown the file as messages name it
 * @param written the path as the scenario writes it
 * @param declaredPeriods the labels of {@code periods:}, or {@code null} for the order they first appear in
 * @param maxValue the most rows or keys one row may give
 */
public record CountsSpec(Path file, String shown, String written, boolean gzip, List<String> declaredPeriods,
                         int workers, int maxPeriods, long maxValue) {
}
