package dev.checkpointreport.timing;

import java.util.Locale;

/** Rows per second as the gates' messages and the page's warning print them: {@code 3.3333}, {@code 0.0556}. */
public final class RowsPerSecond {

    private RowsPerSecond() {
    }

    public static String format(double rowsPerSecond) {
        return String.format(Locale.ROOT, "%.4f", rowsPerSecond);
    }
}
