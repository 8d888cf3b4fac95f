package dev.checkpointreport.source;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Period labels read from a column. Declared labels ({@code periods:}) may come in any order; without
 * them the periods are the labels in the order they first appear, and with a strict order a label seen
 * again after a later one is refused, since the order would then be a guess.
 */
final class PeriodLabels implements PeriodAxis {
    private final Map<String, Integer> index = new HashMap<>();
    private final List<String> labels = new ArrayList<>();
    private final boolean declared;
    private final boolean strictOrder;
    private final int maxPeriods;
    private int current = -1;

    PeriodLabels(List<String> declared, boolean strictOrder, int maxPeriods) {
        this.declared = declared != null;
        this.strictOrder = strictOrder;
        this.maxPeriods = maxPeriods;
        if (declared != null) {
            for (String label : declared) {
                add(label);
            }
        }
    }

    private int add(String label) {
        index.put(label, labels.size());
        labels.add(label);
        return labels.size() - 1;
    }

    @Override
    public int indexOf(String value) throws BadField {
        Integer known = index.get(value);
        if (declared) {
            if (known == null) {
                throw new BadField(EventColumns.WHEN, "the period " + QuotedValue.of(value) + " is not one of source.periods "
                        + labels.get(0) + " to " + labels.get(labels.size() - 1));
            }
            return known;
        }
        if (known == null) {
            if (value.isBlank()) {
                throw new BadField(EventColumns.WHEN, "the period is empty");
            }
            if (labels.size() == maxPeriods) {
                throw new BadField(EventColumns.WHEN, "the period " + QuotedValue.of(value) + " would be period "
                        + (maxPeriods + 1) + "; at most " + maxPeriods + " periods are counted");
            }
            current = add(value);
            return current;
        }
        if (strictOrder && known < current) {
            throw new BadField(EventColumns.WHEN, "the period " + QuotedValue.of(value) + " appears again after '"
                    + labels.get(current) + "'; list the events in period order, or declare the order with "
                    + "source.periods");
        }
        current = Math.max(current, known);
        return known;
    }

    @Override
    public List<String> labels() {
        return List.copyOf(labels);
    }
}
