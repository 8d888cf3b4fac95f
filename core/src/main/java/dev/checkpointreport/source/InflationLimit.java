package dev.checkpointreport.source;

import java.io.IOException;

/**
 * How far a gzip file may inflate, so that a small file that inflates without end (a gzip bomb) is refused
 * after a bounded read: past {@code floor} bytes, at most {@code ratio} times the compressed bytes read so
 * far. Text inflates 5 to 20 times; a run of one repeated line or of zeros about 1,000 times.
 *
 * @param ratio the most bytes inflated per compressed byte read, past the floor
 * @param floor the bytes any gzip file may inflate to, whatever its ratio
 */
record InflationLimit(long ratio, long floor) {
    /** 100 times the compressed bytes, and 256 MiB whatever the ratio. */
    static final InflationLimit DEFAULT = new InflationLimit(100, 256L << 20);

    /** Fails when {@code inflated} bytes from {@code compressed} bytes go past the limit. */
    void check(long inflated, long compressed) throws Exceeded {
        long bound = compressed > Long.MAX_VALUE / ratio ? Long.MAX_VALUE : ratio * compressed;
        if (inflated > Math.max(floor, bound)) {
            throw new Exceeded(this, inflated, compressed);
        }
    }

    /** A gzip stream that inflated past its limit; what {@link SourceInput#failure} says of it. */
    static final class Exceeded extends IOException {
        private static final long serialVersionUID = 1L;

        Exceeded(InflationLimit limit, long inflated, long compressed) {
            super("the gzip file inflates more than " + limit.ratio + "-fold: " + inflated + " bytes from "
                    + compressed + " compressed bytes read; a .gz file may inflate to " + limit.ratio + " times its "
                    + "compressed bytes, or to " + limit.floor + " bytes whatever its size: unzip it and name the plain "
                    + "file, which is read without this bound");
        }
    }
}
