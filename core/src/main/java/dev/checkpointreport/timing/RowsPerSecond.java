package dev.checkpointreport.timing;

/** Rows per second as the gates' messages and the page's warning print them: {@code 3.3333}, {@code 0.0556}. */
public final class RowsPerSecond {

    private RowsPerSecond() {
    }

    public static String format(double rowsPerSecond) {
        return FixedPoint.of(rowsPerSecond, 4);
    }
}
