package dev.checkpointreport.config;

import dev.checkpointreport.timing.StateSpec;
import java.math.BigInteger;

/**
 * The largest the whole job's state can grow, computed exactly before the model runs: every key has
 * {@code windowOverlap × retention} entries, and a dedup set holds at most one id per row of the stream.
 * The keys and rows are the generator's subscribers and {@code subscribers × periods}, or what a file
 * source counted. Past {@link Limits#MAX_STATE_BYTES} the scenario is refused, so every byte count of the
 * model (a worker's, a period's, the job's) is exact in 64-bit arithmetic and in a double.
 */
final class StateBound {

    private StateBound() {
    }

    static void check(ConfigNode where, StateSpec state, StateExtent extent) throws ConfigException {
        BigInteger keys = BigInteger.valueOf(extent.keys());
        BigInteger windows = keys.multiply(BigInteger.valueOf(state.windowOverlap()))
                .multiply(BigInteger.valueOf(state.retention()));
        BigInteger ids = state.dedup().held() ? BigInteger.valueOf(extent.rows()) : BigInteger.ZERO;
        BigInteger entries = windows.add(ids);
        BigInteger bytes = entries.multiply(BigInteger.valueOf(state.entryBytes()));
        if (bytes.compareTo(BigInteger.valueOf(Limits.MAX_STATE_BYTES)) > 0) {
            throw where.error("the state can grow to " + keys + " keys × " + state.windowOverlap()
                    + " windowOverlap × " + state.retention() + " retention + " + ids + " dedup ids = " + entries
                    + " entries of " + state.entryBytes() + " bytes, " + bytes + " bytes; at most "
                    + Limits.MAX_STATE_BYTES + " bytes (2^53 − 1) are counted exactly: lower entryBytes, "
                    + "windowOverlap, retention or " + extent.keysFrom());
        }
    }
}
