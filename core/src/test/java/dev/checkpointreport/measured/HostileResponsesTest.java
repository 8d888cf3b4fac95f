package dev.checkpointreport.measured;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seeded random hostile responses: the real Flink 2.3.0 responses with values replaced by hostile ones (huge,
 * negative, fractional, text, control characters, deep lists, nothing), fields dropped, and bytes flipped. Each
 * set is read, merged and summed up, or refused with one {@link MeasuredException} naming the file and a JSON
 * path; never another exception. A failure names the seed and round, which reproduce it.
 */
class HostileResponsesTest {
    private static final long SEED = 20261201L;
    private static final int ROUNDS = 400;
    private static final ObjectMapper JSON = com.fasterxml.jackson.databind.json.JsonMapper.builder()
            .enable(com.fasterxml.jackson.core.json.JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS).build();
    private static final List<String> VALUES = List.of("-1", "0", "9007199254740992", "99999999999999999999999",
            "1e400", "-1e-400", "1.5", "NaN", "\"\"", "\"COMPLETED\"", "\"\\u0000\\u202e\"", "true", "null", "[]", "{}",
            "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]", "\"IN_PROGRESS\"",
            "\"FAILED\"", "253402300800000", "\"" + "x".repeat(200) + "\"");

    @TempDir
    Path folder;

    @Test
    void hostileResponsesAreReadOrRefusedInOneLine() throws Exception {
        Random random = new Random(SEED);
        List<Path> real = Fixtures.in(Path.of(getClass().getResource("/measured/flink-2.3.0").toURI())).stream()
                .map(SavedResponse::real).toList();
        int refused = 0;
        for (int round = 0; round < ROUNDS; round++) {
            Path set = Files.createDirectories(folder.resolve("round-" + round));
            List<SavedResponse> files = new ArrayList<>();
            for (Path file : real) {
                Path copy = set.resolve(file.getFileName());
                Files.write(copy, hostile(Files.readAllBytes(file), random));
                files.add(new SavedResponse(copy, "flink/" + file.getFileName(), "flink/" + file.getFileName()));
            }
            try {
                MeasuredStatistics statistics = MeasuredStatistics.of(Measurements.read(files));
                assertThat(statistics.completed()).as("seed %s, round %s", SEED, round).isPositive();
            } catch (MeasuredException e) {
                refused++;
                assertThat(e.getMessage()).as("seed %s, round %s", SEED, round).startsWith("flink/")
                        .contains(": $").doesNotContain("\n");
            } catch (RuntimeException | StackOverflowError e) {
                throw new AssertionError("seed " + SEED + ", round " + round + ": " + e, e);
            }
        }
        // the mutations must reach the reader's refusals and let some sets through, or they test nothing
        assertThat(refused).isBetween(ROUNDS / 10, ROUNDS - ROUNDS / 10);
    }

    /** The file, changed in one of three ways, or not at all; {@code HostilePrometheusTest} changes its files so too. */
    static byte[] hostile(byte[] bytes, Random random) throws IOException {
        int way = random.nextInt(8);
        if (way == 0) {
            byte[] flipped = bytes.clone();
            for (int i = 0; i < 3; i++) {
                flipped[random.nextInt(flipped.length)] = (byte) random.nextInt(256);
            }
            return flipped;
        }
        if (way > 3) {
            return bytes;
        }
        JsonNode tree = JSON.readTree(bytes);
        List<JsonNode> containers = new ArrayList<>();
        collect(tree, containers);
        JsonNode target = containers.get(random.nextInt(containers.size()));
        JsonNode value = JSON.readTree(VALUES.get(random.nextInt(VALUES.size())));
        if (target instanceof ObjectNode object && object.size() > 0) {
            List<String> names = new ArrayList<>();
            object.fieldNames().forEachRemaining(names::add);
            String name = names.get(random.nextInt(names.size()));
            if (way == 1) {
                object.remove(name);
            } else {
                object.set(name, value);
            }
        } else if (target instanceof ArrayNode array && array.size() > 0) {
            array.set(random.nextInt(array.size()), value);
        }
        return JSON.writeValueAsString(tree).getBytes(StandardCharsets.UTF_8);
    }

    private static void collect(JsonNode node, List<JsonNode> containers) {
        if (node.isContainerNode()) {
            containers.add(node);
            for (Iterator<JsonNode> children = node.elements(); children.hasNext(); ) {
                collect(children.next(), containers);
            }
        }
    }
}
