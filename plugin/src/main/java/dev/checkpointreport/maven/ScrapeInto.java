package dev.checkpointreport.maven;

import dev.checkpointreport.pipeline.ListedScenario;
import dev.checkpointreport.pipeline.ScenarioList;
import dev.checkpointreport.pipeline.ScenarioListException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.maven.plugin.MojoFailureException;

/**
 * Where the scrape goal saves when {@code checkpoint.scrape.into} is not given, and which scenarios read it. A
 * scenario's {@code measured} globs are relative to the scenario and stay in its folder, so the scrapes go to
 * {@code data/flink} (or {@code data/prometheus}) of the scenarios' folder: the one folder the files of
 * {@code <scenarios>} lie in (those the patterns name when none exists yet), or the project's folder without
 * {@code <scenarios>}, beside {@code checkpoint-report.yml}. Then {@code measured.flink: data/flink/**.json} reads
 * them in either layout.
 */
final class ScrapeInto {
    private static final String GLOB_CHARACTERS = "*?[{";

    private ScrapeInto() {
    }

    /** The folder of the project's scenarios: {@code basedir} without {@code scenarios}. */
    static Path scenariosFolder(Path basedir, List<String> scenarios) throws MojoFailureException {
        if (scenarios == null || scenarios.isEmpty()) {
            return basedir;
        }
        Set<Path> folders = new LinkedHashSet<>();
        try {
            for (ListedScenario listed : ScenarioList.existing(basedir, scenarios)) {
                folders.add(listed.file().toAbsolutePath().normalize().getParent());
            }
        } catch (ScenarioListException e) {
            throw CoreFailures.failure(e.getMessage(), e);
        }
        if (folders.isEmpty()) {
            scenarios.forEach(pattern -> folders.add(namedFolder(basedir, pattern)));
        }
        if (folders.size() > 1) {
            List<String> shown = new ArrayList<>();
            folders.forEach(folder -> shown.add(relative(basedir, folder)));
            throw new MojoFailureException(Messages.oneLine("checkpoint.scrape.into: the scenarios lie in "
                    + folders.size() + " folders (" + String.join(", ", shown) + "), and a scenario's measured files "
                    + "lie in its own folder or below; give the folder of the scenarios that read this job, such as "
                    + "-Dcheckpoint.scrape.into=" + shown.get(0) + "/data/flink"));
        }
        return folders.iterator().next();
    }

    /** The folder a pattern of {@code <scenarios>} names: its leading folders without a glob character. */
    private static Path namedFolder(Path basedir, String pattern) {
        String[] segments = pattern.replace('\\', '/').split("/");
        Path folder = basedir;
        for (int i = 0; i < segments.length - 1 && segments[i].chars().noneMatch(c -> GLOB_CHARACTERS.indexOf(c) >= 0);
             i++) {
            folder = folder.resolve(segments[i]);
        }
        return folder.toAbsolutePath().normalize();
    }

    /**
     * The line that says how a scenario reads what the goal saved in {@code into}: the {@code measured} key and glob
     * relative to the scenarios' folder, or, when {@code into} lies outside it, that none of them can.
     */
    static String readBy(Path basedir, Path scenarios, Path into, String key) {
        Path folder = scenarios.toAbsolutePath().normalize();
        Path saved = into.toAbsolutePath().normalize();
        String where = folder.equals(basedir.toAbsolutePath().normalize()) ? "beside the POM"
                : "in " + relative(basedir, folder) + "/";
        if (!saved.startsWith(folder) || saved.equals(folder)) {
            return "No scenario " + where + " can read " + relative(basedir, saved) + ": a scenario's measured files "
                    + "lie in its own folder or below; scrape into " + relative(basedir, folder.resolve("data")
                    .resolve(key)) + " instead";
        }
        return "A scenario " + where + " reads these scrapes with measured." + key + ": "
                + folder.relativize(saved).toString().replace('\\', '/') + "/**.json";
    }

    /** {@code path} relative to the project's folder when it lies in it, else whole. */
    static String relative(Path basedir, Path path) {
        Path base = basedir.toAbsolutePath().normalize();
        Path whole = path.toAbsolutePath().normalize();
        if (whole.equals(base)) {
            return ".";
        }
        return (whole.startsWith(base) ? base.relativize(whole) : whole).toString().replace('\\', '/');
    }
}
