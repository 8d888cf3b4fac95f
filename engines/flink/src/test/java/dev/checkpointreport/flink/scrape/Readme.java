package dev.checkpointreport.flink.scrape;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the project's README tells a new course author, read from README.md as it is, so that a test of the first
 * hour fails when the README drifts: its scenario, its course's {@code <scenarios>}, the scrape command and the
 * {@code measured} section.
 */
final class Readme {
    private static final Path FILE = Path.of("../../README.md");
    private static final Pattern BLOCK = Pattern.compile("(?ms)^```(\\w+)\\n(.*?)^```");

    private final String text;

    private Readme(String text) {
        this.text = text;
    }

    static Readme read() throws IOException {
        return new Readme(Files.readString(FILE, StandardCharsets.UTF_8));
    }

    /** The scenario of "The scenario file": its first YAML block. */
    String scenario() {
        return block(section("## The scenario file"), "yaml", "title:");
    }

    /** The files and patterns of the course's {@code <scenarios>}, in "A course". */
    List<String> scenarios() {
        Matcher scenario = Pattern.compile("<scenario>([^<]+)</scenario>")
                .matcher(block(section("## A course"), "xml", "<scenarios>"));
        List<String> listed = new ArrayList<>();
        while (scenario.find()) {
            listed.add(scenario.group(1));
        }
        return listed;
    }

    /** The {@code measured} section of "Measured checkpoints". */
    String measured() {
        return block(section("## Measured checkpoints"), "yaml", "measured:");
    }

    /** The properties of the scrape command of "Measured checkpoints", after checking it is that goal as written. */
    Map<String, String> scrapeCommand() {
        String command = block(section("## Measured checkpoints"), "sh", "mvn checkpoint:scrape").strip();
        String[] words = command.split("\\s+");
        if (words.length < 2 || !words[0].equals("mvn") || !words[1].equals("checkpoint:scrape")
                || command.contains("\n")) {
            throw new AssertionError("README.md's scrape command is no longer one mvn checkpoint:scrape line: " + command);
        }
        Map<String, String> properties = new LinkedHashMap<>();
        for (int i = 2; i < words.length; i++) {
            Matcher property = Pattern.compile("-D([\\w.]+)=(\\S+)").matcher(words[i]);
            if (!property.matches()) {
                throw new AssertionError("README.md's scrape command has a word a test cannot run: " + words[i]);
            }
            properties.put(property.group(1), property.group(2));
        }
        return properties;
    }

    private String section(String heading) {
        int start = text.indexOf("\n" + heading);
        if (start < 0) {
            throw new AssertionError("README.md has no section " + heading);
        }
        int end = text.indexOf("\n## ", start + 1);
        return text.substring(start, end < 0 ? text.length() : end);
    }

    private static String block(String section, String language, String opening) {
        Matcher block = BLOCK.matcher(section);
        while (block.find()) {
            if (block.group(1).equals(language) && block.group(2).startsWith(opening)) {
                return block.group(2);
            }
        }
        throw new AssertionError("README.md's section has no " + language + " block starting " + opening + ": "
                + section.lines().findFirst().orElse(""));
    }
}
