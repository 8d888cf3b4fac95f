package dev.checkpointreport.maven;

import dev.checkpointreport.config.DataFiles;
import dev.checkpointreport.uptodate.InputDigest;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import org.apache.maven.artifact.Artifact;
import org.apache.maven.plugin.descriptor.PluginDescriptor;

/**
 * The goal's inputs as one digest: the scenario's bytes, the data file it reads by its size, time and
 * identity ({@link InputDigest#stamp}, since it may hold a gigabyte), the parameters that shape the report or
 * the gate, every file of the template directory by its stamp too (a link out of it by where it points, never
 * followed), and the code that writes it (the plugin and each library it
 * runs with, by version; a snapshot also by its jar's stamp, since a snapshot's version stays while its code
 * changes), and the Java runtime, whose number formatting the report's bytes depend on.
 */
final class ReportInputs {

    private ReportInputs() {
    }

    /** The inputs of the single report of {@code config}. */
    static String digest(File config, File templateDirectory, boolean failOnSuboptimal, PluginDescriptor plugin) {
        return digest("report", List.of(config), templateDirectory, failOnSuboptimal, plugin);
    }

    /**
     * The inputs of {@code goal} ({@code report}, {@code site}, {@code aggregate}, {@code site-report}, ...) on
     * {@code scenarios}: every scenario by its path and its bytes, in the order listed, and the rest as above.
     */
    static String digest(String goal, List<File> scenarios, File templateDirectory, boolean failOnSuboptimal,
            PluginDescriptor plugin) {
        InputDigest digest = InputDigest.of().text("java", Runtime.version().toString()).text("goal", goal);
        for (File scenario : scenarios) {
            digest.text("config", scenario.getAbsolutePath()).file("scenario", scenario.toPath());
            for (Path data : DataFiles.named(scenario.toPath())) {
                digest.text("data", data.toString()).stamp("data", data);
            }
        }
        digest.text("failOnSuboptimal", Boolean.toString(failOnSuboptimal))
                .text("templateDirectory", templateDirectory == null ? null : templateDirectory.getAbsolutePath());
        if (templateDirectory != null) {
            digest.folder("templates", templateDirectory.toPath());
        }
        if (plugin == null) {
            digest.text("code", "(Maven gave no plugin descriptor)");
        }
        for (Artifact code : code(plugin)) {
            digest.text("code", code.getId());
            if (code.isSnapshot() && code.getFile() != null) {
                digest.stamp(code.getId(), code.getFile().toPath());
            }
        }
        return digest.value();
    }

    /** The plugin's artifact and its runtime libraries, in name order; none when Maven gave no descriptor. */
    private static List<Artifact> code(PluginDescriptor plugin) {
        TreeMap<String, Artifact> code = new TreeMap<>();
        if (plugin != null) {
            if (plugin.getPluginArtifact() != null) {
                code.put(plugin.getPluginArtifact().getId(), plugin.getPluginArtifact());
            }
            if (plugin.getArtifacts() != null) {
                plugin.getArtifacts().forEach(a -> code.put(a.getId(), a));
            }
        }
        return new ArrayList<>(code.values());
    }
}
