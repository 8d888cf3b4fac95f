package dev.checkpointreport.output.view;

import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.model.BreakEven;
import dev.checkpointreport.model.Decision;
import dev.checkpointreport.model.Fractions;
import dev.checkpointreport.model.StateRowsSensitivity;
import dev.checkpointreport.model.StateRowsSensitivity.Scaled;
import dev.checkpointreport.output.view.Page.Cell;
import dev.checkpointreport.output.view.Page.Part;
import dev.checkpointreport.output.view.Page.Row;
import dev.checkpointreport.output.view.Page.Table;
import dev.checkpointreport.timing.CapacitySensitivity;
import dev.checkpointreport.timing.CapacitySensitivity.AtCapacity;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/** The decision's sensitivity: break-evens at half and twice the state rows, and recovery at ±20 % capacity. */
final class SensitivityTables {

    private SensitivityTables() {
    }

    static Table stateRows(CheckpointConfig config, StateRowsSensitivity sensitivity) {
        Decision decision = config.decision();
        List<String> headers = new ArrayList<>(List.of("state rows", "break-evens"));
        if (decision != null) {
            headers.add("best for the decision");
        }
        List<Row> rows = new ArrayList<>();
        List<BreakEven> column = sensitivity.scales().stream().flatMap(scaled -> scaled.breakEvens().stream()).toList();
        Iterator<Part> shown = Numbers.fractions(column.stream().map(BreakEven::probability).toList()).iterator();
        for (Scaled scaled : sensitivity.scales()) {
            List<Cell> cells = new ArrayList<>();
            cells.add(Cell.number(Fractions.decimals(scaled.factor().multiply(config.stateRows()), 1)));
            cells.add(Cell.of(breakEvens(scaled.breakEvens(), shown), true, false));
            if (decision != null) {
                boolean holds = scaled.best().equals(decision.interval());
                cells.add(new Cell(Numbers.interval(scaled.best()), true, holds, 0));
            }
            rows.add(new Row(factor(scaled), "", cells));
        }
        return new Table("sensitivity", "Break-evens at half, the same and twice the state rows", finding(config,
                sensitivity), "factor", headers, rows,
                "A break-even is the failure probability at which the best interval changes: exact fractions, or, "
                        + "when one is long, all rounded with the exact fraction on hover."
                        + (decision == null ? "" : " Bold: the decided interval is still the best."), List.of());
    }

    private static String factor(Scaled scaled) {
        return Fractions.decimals(scaled.factor(), 2) + "×";
    }

    /**
     * {@code none → 6 at 11/18; 6 → 4 at 11/12}, or all rounded when one is long ({@code none → 7 at 0.164;
     * 7 → 5 at 0.509}), or a sentence when one interval is the best everywhere.
     */
    static List<Part> breakEvens(List<BreakEven> breakEvens) {
        return breakEvens(breakEvens, Numbers.fractions(breakEvens.stream().map(BreakEven::probability).toList())
                .iterator());
    }

    /** As {@link #breakEvens(List)}, each probability taken in turn from {@code shown}, the column's words for them. */
    private static List<Part> breakEvens(List<BreakEven> breakEvens, Iterator<Part> shown) {
        if (breakEvens.isEmpty()) {
            return List.of(Numbers.plain("— (one interval is the best at every p)"));
        }
        List<Part> parts = new ArrayList<>();
        for (BreakEven breakEven : breakEvens) {
            parts.add(Numbers.plain((parts.isEmpty() ? "" : "; ") + Numbers.interval(breakEven.below()) + " → "
                    + Numbers.interval(breakEven.above()) + " at "));
            parts.add(shown.next());
        }
        return parts;
    }

    static String finding(CheckpointConfig config, StateRowsSensitivity sensitivity) {
        Decision decision = config.decision();
        String band = "From " + Fractions.decimals(sensitivity.scales().get(0).factor().multiply(config.stateRows()), 1)
                + " to " + Fractions.decimals(sensitivity.scales().get(2).factor().multiply(config.stateRows()), 1)
                + " state rows";
        if (decision == null) {
            return band + " the break-evens move as the table shows; a checkpoint's certain cost scales them.";
        }
        String named = Numbers.named(decision.interval());
        String criterion = decision.worst() ? "by the worst case"
                : "at p = " + Numbers.probability(decision.probability());
        if (Boolean.TRUE.equals(sensitivity.decisionHolds())) {
            return band + " the decision holds: " + named + " stays the best " + criterion + ".";
        }
        List<String> others = new ArrayList<>();
        List<String> holds = new ArrayList<>();
        for (Scaled scaled : sensitivity.scales()) {
            if (!scaled.best().equals(decision.interval())) {
                others.add(Numbers.named(scaled.best()) + " at " + factor(scaled));
            } else {
                holds.add(factor(scaled));
            }
        }
        String verdict = holds.isEmpty() ? " the decision does not hold: "
                : " the decision holds only at " + Numbers.and(holds) + ": ";
        return band + verdict + criterion + " the best is " + Numbers.and(others) + ", not " + named + ".";
    }

    static Table capacity(CheckpointConfig config, CapacitySensitivity capacity) {
        boolean objective = config.timing().objective() != null;
        List<String> headers = new ArrayList<>(List.of("capacity", "worst recovery", "after a failure in"));
        if (objective) {
            headers.add("meets " + Numbers.seconds(config.timing().objective().doubleValue()));
        }
        List<Row> rows = new ArrayList<>();
        for (AtCapacity at : capacity.capacities()) {
            List<Cell> cells = new ArrayList<>();
            cells.add(Cell.number(at.capacity().stripTrailingZeros().toPlainString()));
            Double total = at.worst().catchesUp() ? at.worst().total().doubleValue() : null;
            cells.add(Cell.number(Numbers.seconds(total)));
            cells.add(PeriodParts.cell(config, at.worstPeriod()));
            if (objective) {
                cells.add(new Cell(at.meetsObjective() ? "yes" : "no", true, !at.meetsObjective(), 0));
            }
            rows.add(new Row(percent(at.factor()), "", cells));
        }
        return new Table("capacity-sensitivity", "Worst recovery of " + Numbers.named(capacity.interval())
                + " at ±20 % capacity", capacityFinding(config, capacity), "capacity", headers, rows,
                objective ? "Bold: the objective is missed." : "", List.of());
    }

    private static String percent(BigDecimal factor) {
        return factor.movePointRight(2).stripTrailingZeros().toPlainString() + " %";
    }

    static String capacityFinding(CheckpointConfig config, CapacitySensitivity capacity) {
        List<String> parts = new ArrayList<>();
        for (AtCapacity at : capacity.capacities()) {
            parts.add(Numbers.seconds(at.worst().catchesUp() ? at.worst().total().doubleValue() : null) + " at "
                    + percent(at.factor()));
        }
        String sentence = "The worst recovery of " + Numbers.named(capacity.interval()) + " is " + Numbers.and(parts) + ".";
        if (config.timing().objective() == null) {
            return sentence;
        }
        boolean all = true;
        for (AtCapacity at : capacity.capacities()) {
            all &= at.meetsObjective();
        }
        return sentence + (all ? " It meets the objective across the band." : " It misses the objective within the band.");
    }
}
