package dev.checkpointreport.config;

import dev.checkpointreport.claims.AverageClaim;
import dev.checkpointreport.claims.BestClaim;
import dev.checkpointreport.claims.BreakEvenClaim;
import dev.checkpointreport.claims.BusiestWorkerClaim;
import dev.checkpointreport.claims.Claim;
import dev.checkpointreport.claims.ClaimPlace;
import dev.checkpointreport.claims.ClaimedProbability;
import dev.checkpointreport.claims.RecomputedClaim;
import dev.checkpointreport.claims.RecoveryTimeClaim;
import dev.checkpointreport.model.Interval;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * Reads the optional {@code claims:} list: one claim per item, each a kind and its fields, such as
 * {@code - best: {probability: 0.75, interval: 6}}. A claim may name only the scenario's intervals and
 * periods, and a recovery time only with a {@code timing} section.
 */
final class ClaimsReader {
    private static final List<String> KINDS = List.of("recomputed", "best", "breakEven", "busiestWorker", "average",
            "averageTotal", "recoveryTime");
    private static final String CLAIM = "a claim such as 'best: {probability: 0.75, interval: 6}'";
    private static final String PROBABILITY = "a probability between 0 and 1, a decimal such as 0.611 or a fraction "
            + "such as 11/18";
    private static final Pattern FRACTION = Pattern.compile("\\s*([0-9]{1,18})\\s*/\\s*([0-9]{1,18})\\s*");

    private final List<String> periods;
    private final List<Interval> intervals;
    private final boolean timing;

    private ClaimsReader(List<String> periods, List<Interval> intervals, boolean timing) {
        this.periods = periods;
        this.intervals = intervals;
        this.timing = timing;
    }

    /** The claims, in the order written; empty when the file declares none. */
    static List<Claim> read(ConfigMapping root, List<String> periods, List<Interval> intervals) throws ConfigException {
        Optional<ConfigNode> node = root.optional("claims");
        if (node.isEmpty()) {
            return List.of();
        }
        List<ConfigNode> items = node.get().asList("claims, one per item, such as - best: {probability: 0.75, interval: 6}");
        if (items.size() > Limits.MAX_CLAIMS) {
            throw node.get().error("expected at most " + Limits.MAX_CLAIMS + " claims, found " + items.size());
        }
        ClaimsReader reader = new ClaimsReader(periods, intervals, root.optional("timing").isPresent());
        List<Claim> claims = new ArrayList<>();
        for (ConfigNode item : items) {
            claims.add(reader.claim(item));
        }
        return claims;
    }

    private Claim claim(ConfigNode item) throws ConfigException {
        if (item.isScalar()) {
            throw item.expected(CLAIM);
        }
        ConfigMapping claim = item.asMapping();
        claim.allowOnly(KINDS);
        List<String> kinds = claim.keys();
        if (kinds.size() != 1) {
            throw item.error("expected one claim per item, found " + (kinds.isEmpty() ? "none" : kinds.size() + " ("
                    + String.join(", ", kinds) + "); begin each claim with '- '"));
        }
        String kind = kinds.get(0);
        ConfigNode value = claim.required(kind, CLAIM);
        ConfigMapping fields = value.asMapping();
        ClaimPlace place = new ClaimPlace(item.file(), item.line(), item.key(), kind, kind + ": " + value.flow());
        return switch (kind) {
            case "recomputed" -> {
                fields.allowOnly(List.of("interval", "failure", "rows"));
                yield new RecomputedClaim(place, interval(fields), periods.indexOf(ConfigLoader.failurePeriod(
                        fields.required("failure", "one of the periods"), periods)), rows(fields));
            }
            case "best" -> {
                fields.allowOnly(List.of("probability", "interval"));
                yield new BestClaim(place, probability(fields), interval(fields));
            }
            case "breakEven" -> breakEven(place, fields);
            case "busiestWorker" -> {
                fields.allowOnly(List.of("interval", "rows"));
                yield new BusiestWorkerClaim(place, interval(fields), rows(fields));
            }
            case "recoveryTime" -> recoveryTime(place, value, fields);
            default -> {
                fields.allowOnly(List.of("interval", "rows"));
                yield new AverageClaim(place, interval(fields), averageRows(fields), kind.equals("averageTotal"));
            }
        };
    }

    private Claim breakEven(ClaimPlace place, ConfigMapping fields) throws ConfigException {
        fields.allowOnly(List.of("between", "probability"));
        String two = "two of checkpoint.intervals, such as [none, 6]";
        ConfigNode between = fields.required("between", two);
        List<ConfigNode> pair = between.asList(two);
        if (pair.size() != 2) {
            throw between.error("expected " + two + ", found " + pair.size() + " intervals");
        }
        Interval first = IntervalList.oneOf(pair.get(0), intervals);
        Interval second = IntervalList.oneOf(pair.get(1), intervals);
        if (first.equals(second)) {
            throw pair.get(1).error("expected an interval other than " + first + "; a break-even lies between two");
        }
        return new BreakEvenClaim(place, first, second, probability(fields));
    }

    private Claim recoveryTime(ClaimPlace place, ConfigNode value, ConfigMapping fields) throws ConfigException {
        if (!timing) {
            throw value.error("needs a timing section (periodLength, capacity, detection) to turn rows into seconds");
        }
        fields.allowOnly(List.of("interval", "atMost"));
        Interval interval = interval(fields);
        return new RecoveryTimeClaim(place, interval, Quantities.duration(fields.required("atMost",
                "a duration such as 15m"), true));
    }

    private Interval interval(ConfigMapping fields) throws ConfigException {
        return IntervalList.oneOf(fields.required("interval", "one of checkpoint.intervals"), intervals);
    }

    private static long rows(ConfigMapping fields) throws ConfigException {
        return fields.required("rows", "a whole number of rows").asWholeNumber("a whole number of rows", 0,
                Long.MAX_VALUE);
    }

    private static BigDecimal averageRows(ConfigMapping fields) throws ConfigException {
        ConfigNode node = fields.required("rows", "a number of rows such as 927.3");
        BigDecimal rows = node.asNumber("a number of rows such as 927.3");
        if (rows.signum() < 0) {
            throw node.error("expected a number of rows of at least 0, found " + node.text());
        }
        return rows;
    }

    /** A decimal, compared at the precision written, or an exact fraction such as {@code 11/18}. */
    private static ClaimedProbability probability(ConfigMapping fields) throws ConfigException {
        ConfigNode node = fields.required("probability", PROBABILITY);
        if (!node.isText()) {
            BigDecimal p = node.asNumber(PROBABILITY);
            if (p.signum() < 0 || p.compareTo(BigDecimal.ONE) > 0) {
                throw node.error("expected " + PROBABILITY + ", found " + node.text());
            }
            return ClaimedProbability.decimal(p);
        }
        Matcher fraction = FRACTION.matcher(node.text());
        if (!fraction.matches()) {
            throw node.expected(PROBABILITY);
        }
        BigInteger denominator = new BigInteger(fraction.group(2));
        if (denominator.signum() == 0) {
            throw node.error("expected " + PROBABILITY + ", found " + node.shown() + ", which divides by zero");
        }
        BigFraction p = BigFraction.of(new BigInteger(fraction.group(1)), denominator);
        if (p.compareTo(BigFraction.ONE) > 0) {
            throw node.error("expected " + PROBABILITY + ", found " + node.shown() + ", which is more than 1");
        }
        return ClaimedProbability.fraction(p);
    }
}
