package dev.checkpointreport.pipeline;

import dev.checkpointreport.output.html.Assets;
import dev.checkpointreport.output.html.PageOutput;
import dev.checkpointreport.output.json.IndexJsonOutput;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The scenario files a course is made of: files, or glob patterns such as {@code scenarios/*.yml}, relative
 * to the project's folder. A pattern that matches nothing is a mistake, as is a name two scenarios share,
 * since each scenario's report is written to the folder named after its file.
 */
public final class ScenarioList {
    private static final String GLOB_CHARACTERS = "*?[{";
    /**
     * Names the course's root holds itself, in lower case: {@code index} beside its {@code index.html} too, since
     * GitHub Pages serves {@code /index} as the index page, and a file system that ignores case takes
     * {@code Assets} for {@code assets}.
     */
    private static final Set<String> TAKEN = Set.of(Assets.FOLDER, "index", PageOutput.INDEX_HTML,
            IndexJsonOutput.INDEX_JSON);

    private ScenarioList() {
    }

    /**
     * The files {@code patterns} name under {@code basedir}, in the order listed, each pattern's matches by path:
     * the one order of the course (its index, {@code index.json}, the gate's lines, the step summary). A file keeps
     * the place of the first pattern that names it; a later one that names it again adds nothing.
     */
    public static List<ListedScenario> resolve(Path basedir, List<String> patterns) throws ScenarioListException {
        return resolve(basedir, patterns, true);
    }

    /**
     * As {@link #resolve(Path, List)}, but a pattern that matches nothing, or a file that does not exist,
     * adds nothing: a course gathering its modules takes what each has.
     */
    public static List<ListedScenario> existing(Path basedir, List<String> patterns) throws ScenarioListException {
        return resolve(basedir, patterns, false);
    }

    private static List<ListedScenario> resolve(Path basedir, List<String> patterns, boolean strict)
            throws ScenarioListException {
        Set<Path> files = new LinkedHashSet<>();
        for (String pattern : patterns) {
            if (isGlob(pattern)) {
                files.addAll(matches(basedir, pattern, strict));
            } else if (strict || Files.isRegularFile(basedir.resolve(pattern))) {
                files.add(basedir.resolve(pattern).normalize());
            }
        }
        List<ListedScenario> listed = new ArrayList<>();
        for (Path file : files) {
            listed.add(new ListedScenario(name(file), file));
        }
        checkNames(listed);
        return listed;
    }

    /** The folder a scenario file's report goes to: its name without {@code .yml} or {@code .yaml}. */
    public static String name(Path file) {
        String name = file.getFileName().toString();
        for (String extension : List.of(".yml", ".yaml")) {
            if (name.endsWith(extension)) {
                return name.substring(0, name.length() - extension.length());
            }
        }
        return name;
    }

    /** Two scenarios whose reports would share a folder, or one whose folder the course's root holds, are refused. */
    public static void checkNames(List<ListedScenario> listed) throws ScenarioListException {
        Map<String, Path> seen = new LinkedHashMap<>();
        for (ListedScenario scenario : listed) {
            String first = scenario.name().split("/", -1)[0];
            if (!isFolderOfItsOwn(first)) {
                throw new ScenarioListException(scenario.file() + ": the report of this scenario would be written to '"
                        + first + "', which the course's root holds itself or hides; rename the file");
            }
            Path other = seen.putIfAbsent(scenario.name(), scenario.file());
            if (other != null) {
                throw new ScenarioListException("Two scenarios would write the report folder '" + scenario.name()
                        + "': " + other + " and " + scenario.file() + "; rename one of the files");
            }
        }
    }

    /**
     * Whether a course's root may hold a scenario's folder of the name {@code first}, the first name of its path: not
     * empty or hidden, nor one of the names the root holds itself.
     */
    static boolean isFolderOfItsOwn(String first) {
        return !first.isEmpty() && !first.startsWith(".") && !TAKEN.contains(first.toLowerCase(Locale.ROOT));
    }

    private static boolean isGlob(String pattern) {
        return pattern.chars().anyMatch(c -> GLOB_CHARACTERS.indexOf(c) >= 0);
    }

    /** The regular files under {@code basedir} the glob matches, walking only below its fixed leading folders. */
    private static List<Path> matches(Path basedir, String pattern, boolean strict) throws ScenarioListException {
        String[] segments = pattern.replace('\\', '/').split("/");
        int fixed = 0;
        while (fixed < segments.length && !isGlob(segments[fixed])) {
            fixed++;
        }
        Path root = basedir.resolve(String.join("/", List.of(segments).subList(0, fixed))).normalize();
        String rest = String.join("/", List.of(segments).subList(fixed, segments.length));
        int depth = rest.contains("**") ? Integer.MAX_VALUE : segments.length - fixed;
        PathMatcher matcher = FileSystems.getDefault().getPathMatcher("glob:" + rest);
        List<Path> found = List.of();
        if (Files.isDirectory(root)) {
            try (Stream<Path> walk = Files.walk(root, depth)) {
                found = walk.filter(p -> Files.isRegularFile(p) && matcher.matches(root.relativize(p)))
                        .sorted().toList();
            } catch (IOException e) {
                throw unreadable(pattern, root, e);
            } catch (UncheckedIOException e) {
                throw unreadable(pattern, root, e.getCause());
            }
        }
        if (found.isEmpty() && strict) {
            throw new ScenarioListException("The scenario pattern '" + pattern + "' matches no file under " + basedir
                    + "; correct the pattern in <scenarios> or add the scenario file");
        }
        return found;
    }

    private static ScenarioListException unreadable(String pattern, Path root, IOException e) {
        return new ScenarioListException("The scenario pattern '" + pattern + "' could not be matched under " + root
                + ": " + e.getMessage() + " could not be read");
    }
}
