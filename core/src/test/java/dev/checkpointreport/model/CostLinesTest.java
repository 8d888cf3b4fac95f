package dev.checkpointreport.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.apache.commons.numbers.fraction.BigFraction;
import org.junit.jupiter.api.Test;

class CostLinesTest {
    private static final long HUGE_COST = 1L << 62;

    @Test
    void theBestAtEveryCrossingOfRandomTablesWithTiesIsTheOneItsRangeHolds() {
        Random random = new Random(20260218);
        for (int table = 0; table < 200; table++) {
            CostTable costs = randomTable(random);
            BestRanges ranges = BestRanges.of(costs);
            for (BigFraction p : crossingsAndEnds(costs)) {
                Interval best = costs.firstAt(p).interval();
                int holders = 0;
                for (Optional<BestRange> range : ranges.ranges()) {
                    holders += range.isPresent() && range.get().contains(p) ? 1 : 0;
                }
                assertThat(holders).as("table %d, intervals best at p = %s", table, p).isEqualTo(1);
                assertThat(ranges.of(best).orElseThrow().contains(p)).as("table %d, p = %s", table, p).isTrue();
            }
            for (int i = 0; i < costs.rows().size(); i++) {
                Optional<BestRange> range = ranges.ranges().get(i);
                if (range.isPresent()) {
                    // a range lies in [0, 1], and its interval is the best in its middle
                    BigFraction from = range.get().from();
                    BigFraction to = range.get().to();
                    assertThat(from.signum() >= 0 && from.compareTo(to) <= 0 && to.compareTo(BigFraction.ONE) <= 0)
                            .as("table %d, interval %d: %s", table, i, range.get()).isTrue();
                    assertThat(costs.firstAt(from.add(to).divide(2))).as("table %d", table).isEqualTo(costs.rows().get(i));
                }
            }
        }
    }

    @Test
    void aLineTooLargeForWholeNumbersLeavesTheOtherRangesAsTheyWere() {
        // certain cost 2^62 and average 0: it crosses every other line far above p = 1, so it bounds no range,
        // and with it the table is compared in fractions
        Random random = new Random(11);
        for (int table = 0; table < 200; table++) {
            CostTable costs = randomTable(random);
            List<IntervalCost> rows = new ArrayList<>(costs.rows());
            rows.add(new IntervalCost(Interval.NONE, 0, HUGE_COST, 0, 1, BigFraction.ZERO));
            List<Optional<BestRange>> fractions = BestRanges.of(new CostTable(rows)).ranges();

            List<Optional<BestRange>> expected = new ArrayList<>(BestRanges.of(costs).ranges());
            expected.add(Optional.empty());
            assertThat(fractions).as("table %d", table).isEqualTo(expected);
        }
    }

    /** 2 to 30 intervals whose averages over 11 failures and certain costs collide often. */
    private static CostTable randomTable(Random random) {
        List<IntervalCost> rows = new ArrayList<>();
        int n = 2 + random.nextInt(29);
        for (int k = 0; k < n; k++) {
            long certain = 20L * random.nextInt(12);
            rows.add(new IntervalCost(Interval.every(k + 1), certain / 20, certain, 0, 1,
                    BigFraction.of(random.nextInt(60), 11)));
        }
        return new CostTable(rows);
    }

    /** Every probability in [0, 1] at which two lines of the table cross, and both ends. */
    private static List<BigFraction> crossingsAndEnds(CostTable costs) {
        List<BigFraction> points = new ArrayList<>(List.of(BigFraction.ZERO, BigFraction.ONE));
        for (IntervalCost a : costs.rows()) {
            for (IntervalCost b : costs.rows()) {
                if (a.average().compareTo(b.average()) != 0) {
                    BigFraction p = CostLines.crossing(a, b);
                    if (p.signum() >= 0 && p.compareTo(BigFraction.ONE) <= 0) {
                        points.add(p);
                    }
                }
            }
        }
        return points;
    }
}
