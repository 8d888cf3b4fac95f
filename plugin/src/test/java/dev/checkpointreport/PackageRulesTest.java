package dev.checkpointreport;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The rooms stay what ARCHITECTURE.md says: its table of packages ("module", "may import") is read from the document
 * itself, and every file of {@code core/src/main/java} and {@code plugin/src/main/java} is scanned for the packages it
 * imports (or names in full). A package lives in the module its row names and imports only those in its row, the
 * packages form no cycle, and only {@code maven} imports Maven. The last three tests feed the same checks a made-up
 * tree, so that each is seen to fail, naming the file, the import and the rule.
 */
class PackageRulesTest {
    static final Path ARCHITECTURE = Path.of("../ARCHITECTURE.md");
    /** Each module's sources, by the name ARCHITECTURE.md's table gives the module. */
    static final Map<String, Path> MODULES = Map.of("core", Path.of("../core/src/main/java"), "plugin", Path.of("src/main/java"));
    private static final String OURS = "dev.checkpointreport.";
    private static final String MAVEN_ROOM = "maven";
    private static final List<String> MAVEN = List.of("org.apache.maven.", "org.eclipse.aether.", "org.codehaus.plexus.");
    private static final String HEADING = "## Packages";
    private static final Pattern QUOTED = Pattern.compile("`([^`]+)`");
    private static final Pattern IMPORT = Pattern.compile("^import (?:static )?([\\w.]+?)(?:\\.\\*)?;", Pattern.MULTILINE);
    private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);
    /** A type of ours named in full, in an import or in the code: its package is the lower-case part. */
    private static final Pattern OUR_TYPE = Pattern.compile("\\bdev\\.checkpointreport\\.((?:[a-z]\\w*\\.)*[a-z]\\w*)\\.[A-Z]\\w*");
    private static final Pattern OUR_WILDCARD = Pattern.compile("^import (?:static )?dev\\.checkpointreport\\.([\\w.]+)\\.\\*;",
            Pattern.MULTILINE);

    @Test
    void everyPackageImportsOnlyWhatItsRowAllows() throws IOException {
        assertThat(violations(rules(Files.readString(ARCHITECTURE)), scanModules())).isEmpty();
    }

    @Test
    void thePackagesFormNoCycleNorDoesTheTable() throws IOException {
        assertThat(cycle(graph(scanModules()))).as("a cycle among the packages").isEmpty();
        Map<String, Set<String>> table = new TreeMap<>();
        rules(Files.readString(ARCHITECTURE)).forEach((room, rule) -> table.put(room, rule.uses()));
        assertThat(cycle(table)).as("a cycle in ARCHITECTURE.md's table").isEmpty();
    }

    @Test
    void theTableHasARowForEveryPackageAndNoOther() throws IOException {
        Map<String, Rule> rules = rules(Files.readString(ARCHITECTURE));
        Set<String> packages = new TreeSet<>(graph(scanModules()).keySet());
        assertThat(rules.keySet()).as("ARCHITECTURE.md's table").containsExactlyInAnyOrderElementsOf(packages);
        rules.forEach((room, rule) -> assertThat(packages).as("what " + room + " may import").containsAll(rule.uses()));
    }

    @Test
    void aForbiddenImportIsNamedWithItsFileAndTheRule(@TempDir Path tree) throws IOException {
        write(tree, "folder/Lock.java", "package dev.checkpointreport.folder;\n\nimport dev.checkpointreport.build.Writer;\n");
        write(tree, "build/Writer.java", "package dev.checkpointreport.build;\n\n/** {@link dev.checkpointreport.gate.Outcome} */\n");
        write(tree, "gate/Outcome.java", "package dev.checkpointreport.gate;\n");
        write(tree, "stray/Thing.java", "package dev.checkpointreport.stray;\n");
        write(tree, "model/Rows.java", "package dev.checkpointreport.model;\n");
        String table = HEADING + "\n\n| package | module | may import | what |\n| --- | --- | --- | --- |\n"
                + "| `gate` | plugin | nothing of ours | the gate |\n| `folder` | plugin | nothing of ours | the folder |\n"
                + "| `build` | plugin | `folder` | the write path |\n| `model` | core | nothing of ours | arithmetic |\n";

        assertThat(violations(rules(table), scan("plugin", tree))).containsExactly(
                "dev/checkpointreport/build/Writer.java imports dev.checkpointreport.gate.Outcome, but ARCHITECTURE.md"
                        + " lets build import only folder",
                "dev/checkpointreport/folder/Lock.java imports dev.checkpointreport.build.Writer, but ARCHITECTURE.md"
                        + " lets folder import nothing of ours",
                "dev/checkpointreport/model/Rows.java is in the module plugin, but ARCHITECTURE.md puts model in core",
                "dev/checkpointreport/stray/Thing.java is in stray, which has no row in ARCHITECTURE.md's table");
    }

    @Test
    void mavenOutsideItsRoomIsNamed(@TempDir Path tree) throws IOException {
        write(tree, "build/Writer.java", "package dev.checkpointreport.build;\n\nimport org.apache.maven.plugin.logging.Log;\n");
        write(tree, "maven/Mojo.java", "package dev.checkpointreport.maven;\n\nimport org.apache.maven.plugin.logging.Log;\n"
                + "import dev.checkpointreport.build.Writer;\n");
        String table = HEADING + "\n\n| package | module | may import | what |\n| --- | --- | --- | --- |\n"
                + "| `build` | plugin | nothing of ours | the write path |\n| `maven` | plugin | `build` | the goals |\n";

        assertThat(violations(rules(table), scan("plugin", tree))).containsExactly("dev/checkpointreport/build/Writer.java imports"
                + " org.apache.maven.plugin.logging.Log, but only maven may import Maven");
    }

    @Test
    void aCycleIsNamed(@TempDir Path tree) throws IOException {
        write(tree, "gate/Outcome.java", "package dev.checkpointreport.gate;\n\nimport dev.checkpointreport.run.Result;\n");
        write(tree, "run/Result.java", "package dev.checkpointreport.run;\n\nimport dev.checkpointreport.model.Rows;\n");
        write(tree, "model/Rows.java", "package dev.checkpointreport.model;\n\nimport dev.checkpointreport.gate.Outcome;\n");

        assertThat(cycle(graph(scan("core", tree)))).isEqualTo("gate -> run -> model -> gate");
    }

    /** A file of a package, in {@code tree}, named relative to {@code dev/checkpointreport}. */
    private static void write(Path tree, String file, String text) throws IOException {
        Path path = tree.resolve("dev/checkpointreport").resolve(file);
        Files.createDirectories(path.getParent());
        Files.writeString(path, text, StandardCharsets.UTF_8);
    }

    /**
     * One source file: its module, its path under the module's root, its package (ours without
     * {@code dev.checkpointreport.}), what it imports.
     */
    record Source(String module, String file, String room, Set<String> ours, Set<String> imports) {
    }

    /** A row of the table: the module that holds the package, and the packages it may import. */
    record Rule(String module, Set<String> uses) {
    }

    /** Every module's sources, the core's first. */
    static List<Source> scanModules() throws IOException {
        List<Source> sources = new ArrayList<>(scan("core", MODULES.get("core")));
        sources.addAll(scan("plugin", MODULES.get("plugin")));
        return sources;
    }

    /**
     * The table under {@link #HEADING}: each row's packages, and the packages its "may import" cell names
     * ({@code nothing of ours}: none), in the table's order.
     */
    static Map<String, Rule> rules(String markdown) {
        int heading = markdown.indexOf(HEADING);
        assertThat(heading).as("ARCHITECTURE.md's heading " + HEADING).isNotNegative();
        Map<String, Rule> rules = new LinkedHashMap<>();
        List<String> lines = markdown.substring(heading).lines().toList();
        int row = 1;
        while (row < lines.size() && !lines.get(row).startsWith("| package |")) {
            row++;
        }
        assertThat(lines.get(row)).as("the table's header").startsWith("| package | module | may import |");
        for (row += 2; row < lines.size() && lines.get(row).startsWith("|"); row++) {
            String[] cells = lines.get(row).split("\\|");
            String module = cells[2].trim();
            Set<String> uses = new LinkedHashSet<>(quoted(cells[3]));
            quoted(cells[1]).forEach(room -> rules.put(room, new Rule(module, uses)));
        }
        assertThat(rules).as("the rows of ARCHITECTURE.md's table").isNotEmpty();
        return rules;
    }

    private static List<String> quoted(String cell) {
        List<String> names = new ArrayList<>();
        Matcher m = QUOTED.matcher(cell);
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }

    /** Every {@code .java} file under {@code root}, in path order. */
    static List<Source> scan(String module, Path root) throws IOException {
        List<Source> sources = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                String text = Files.readString(file, StandardCharsets.UTF_8);
                Matcher declared = PACKAGE.matcher(text);
                assertThat(declared.find()).as(file + " declares its package").isTrue();
                String room = room(declared.group(1));
                Set<String> ours = new TreeSet<>();
                Map<String, String> named = new TreeMap<>();
                for (Matcher m = OUR_TYPE.matcher(text); m.find(); ) {
                    named.putIfAbsent(m.group(), m.group(1));
                }
                for (Matcher m = OUR_WILDCARD.matcher(text); m.find(); ) {
                    named.putIfAbsent(OURS + m.group(1) + ".*", m.group(1));
                }
                named.forEach((type, pkg) -> {
                    if (!pkg.equals(room)) {
                        ours.add(type);
                    }
                });
                Set<String> imports = new TreeSet<>();
                for (Matcher m = IMPORT.matcher(text); m.find(); ) {
                    imports.add(m.group(1));
                }
                sources.add(new Source(module, root.relativize(file).toString().replace('\\', '/'), room, ours, imports));
            }
        }
        return sources;
    }

    /** {@code dev.checkpointreport.output.html} as the table names it, {@code output.html}; another package as it is. */
    private static String room(String javaPackage) {
        return javaPackage.startsWith(OURS) ? javaPackage.substring(OURS.length()) : javaPackage;
    }

    /** The package of a type of ours named in full, {@code dev.checkpointreport.gate.GateOutcome.Named}: {@code gate}. */
    private static String roomOf(String type) {
        Matcher m = OUR_TYPE.matcher(type);
        return m.lookingAt() ? m.group(1) : type.substring(OURS.length(), type.length() - 2);
    }

    /** Each broken rule, one line naming the file, the import and the rule. */
    static List<String> violations(Map<String, Rule> rules, List<Source> sources) {
        List<String> violations = new ArrayList<>();
        for (Source source : sources) {
            Rule rule = rules.get(source.room());
            if (rule == null) {
                violations.add(source.file() + " is in " + source.room() + ", which has no row in ARCHITECTURE.md's table");
                continue;
            }
            if (!rule.module().equals(source.module())) {
                violations.add(source.file() + " is in the module " + source.module() + ", but ARCHITECTURE.md puts "
                        + source.room() + " in " + rule.module());
            }
            Set<String> allowed = rule.uses();
            for (String type : source.ours()) {
                if (!allowed.contains(roomOf(type))) {
                    violations.add(source.file() + " imports " + type + ", but ARCHITECTURE.md lets " + source.room()
                            + " import " + (allowed.isEmpty() ? "nothing of ours" : "only " + String.join(", ", allowed)));
                }
            }
            for (String imported : source.imports()) {
                if (!source.room().equals(MAVEN_ROOM) && MAVEN.stream().anyMatch(imported::startsWith)) {
                    violations.add(source.file() + " imports " + imported + ", but only " + MAVEN_ROOM + " may import Maven");
                }
            }
        }
        return violations;
    }

    /** Which packages each package uses, as the sources say. */
    static Map<String, Set<String>> graph(List<Source> sources) {
        Map<String, Set<String>> graph = new TreeMap<>();
        for (Source source : sources) {
            Set<String> uses = graph.computeIfAbsent(source.room(), room -> new TreeSet<>());
            source.ours().forEach(type -> uses.add(roomOf(type)));
        }
        return graph;
    }

    /** A cycle of {@code graph}, {@code a -> b -> a}, or empty when there is none. */
    static String cycle(Map<String, Set<String>> graph) {
        Set<String> done = new TreeSet<>();
        for (String start : graph.keySet()) {
            List<String> path = new ArrayList<>();
            String found = cycleFrom(start, graph, path, done);
            if (found != null) {
                return found;
            }
        }
        return "";
    }

    private static String cycleFrom(String room, Map<String, Set<String>> graph, List<String> path, Set<String> done) {
        int at = path.indexOf(room);
        if (at >= 0) {
            List<String> loop = new ArrayList<>(path.subList(at, path.size()));
            loop.add(room);
            return String.join(" -> ", loop);
        }
        if (done.contains(room)) {
            return null;
        }
        path.add(room);
        for (String next : graph.getOrDefault(room, Set.of())) {
            String found = cycleFrom(next, graph, path, done);
            if (found != null) {
                return found;
            }
        }
        path.remove(path.size() - 1);
        done.add(room);
        return null;
    }
}
