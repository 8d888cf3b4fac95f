package dev.checkpointreport.output.view;

import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.output.view.Page.Cell;
import dev.checkpointreport.output.view.Page.Part;
import java.util.List;

/**
 * A period as the page names it: compact for periods bucketed by time ({@code 03-02 17:00}), with the full
 * label ({@code 2026-03-02T17:00:00Z}), as report.json keeps it, on hover.
 */
final class PeriodParts {

    private PeriodParts() {
    }

    static String shown(CheckpointConfig config, int period) {
        return config.shownPeriods().get(period);
    }

    /** The full label when the page shows it shorter, else an empty string. */
    static String title(CheckpointConfig config, int period) {
        String full = config.periods().get(period);
        return full.equals(shown(config, period)) ? "" : full;
    }

    static String failure(CheckpointConfig config) {
        return shown(config, config.failurePeriodIndex());
    }

    /** A cell naming a period, right-aligned as the table's numbers. */
    static Cell cell(CheckpointConfig config, int period) {
        return Cell.of(List.of(new Part(shown(config, period), title(config, period))), true, false);
    }
}
