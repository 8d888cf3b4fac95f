package dev.checkpointreport.uptodate;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The goal's inputs as one digest: the scenario's bytes, the data file it reads by its size, its modification
 * and status-change times and its identity ({@link InputDigest#stamp}, since it may hold a gigabyte), the parameters that shape the report or
 * the gate, every file of the template directory by its stamp too (a link out of it by where it points, never
 * followed), and the code that writes it (the plugin and each library it
 * runs with, by version; a snapshot also by its jar's stamp, since a snapshot's version stays while its code
 * changes), and the Java runtime, whose number formatting the report's bytes depend on.
 */
public final class ReportInputs {

    /**
     * A piece of the code that writes the report, as Maven resolved it.
     *
     * @param id {@code groupId:artifactId:type:version}
     * @param snapshotJar the jar of a snapshot, which enters by its stamp; {@code null} for a release
     */
    public record Code(String id, Path snapshotJar) {
    }

    /**
     * What a goal's digest holds besides its scenarios, their data files and the templates: the goal, the parameter
     * that shapes the gate, and the code that writes the report. The goal hands it to the pipeline, which makes the
     * digest ({@link #digest(List, List, List, File)}) when it needs one.
     *
     * @param goal {@code report}, {@code course}, {@code aggregate}, {@code site-report}, ...
     * @param code the plugin and its libraries in name order, or {@code null} when Maven gave no plugin descriptor
     */
    public record Settings(String goal, boolean failOnGate, List<Code> code) {

        /** The digest of these settings with {@code scenarios}, read as {@code read}, which read {@code data}. */
        public String digest(List<File> scenarios, List<byte[]> read, List<Path> data, File templateDirectory) {
            return ReportInputs.digest(goal, scenarios, read, data, templateDirectory, failOnGate, code);
        }
    }

    private ReportInputs() {
    }

    /**
     * The inputs of {@code goal} ({@code report}, {@code course}, {@code aggregate}, {@code site-report}, ...) on
     * {@code scenarios}: every scenario by its path and its bytes, in the order listed, the data files they read,
     * and the rest as above.
     *
     * @param read the scenarios' bytes as they were read for the report, in the order of {@code scenarios}:
     *     {@code null} (or nothing) for a scenario that was not read, which enters by the bytes its file holds now
     * @param data the data files the scenarios name ({@code config.DataFiles}), each entered by the file it leads
     *     to, links resolved now, and that file's stamp: a link pointed at another file is a change
     * @param code the plugin and its libraries in name order, or {@code null} when Maven gave no plugin descriptor
     */
    public static String digest(String goal, List<File> scenarios, List<byte[]> read, List<Path> data,
            File templateDirectory, boolean failOnGate, List<Code> code) {
        InputDigest digest = InputDigest.of().text("java", Runtime.version().toString()).text("goal", goal);
        for (int i = 0; i < scenarios.size(); i++) {
            File scenario = scenarios.get(i);
            byte[] bytes = i < read.size() ? read.get(i) : null;
            digest.text("config", scenario.getAbsolutePath());
            if (bytes == null) {
                digest.file("scenario", scenario.toPath());
            } else {
                digest.file("scenario", scenario.toPath(), bytes);
            }
        }
        for (Path file : data) {
            digest.text("data", file.toString()).text("data leads to", real(file)).stamp("data", file);
        }
        digest.text("failOnGate", Boolean.toString(failOnGate))
                .text("templateDirectory", templateDirectory == null ? null : templateDirectory.getAbsolutePath());
        if (templateDirectory != null) {
            digest.folder("templates", templateDirectory.toPath());
        }
        if (code == null) {
            digest.text("code", "(Maven gave no plugin descriptor)");
        }
        for (Code piece : code == null ? List.<Code>of() : code) {
            digest.text("code", piece.id());
            if (piece.snapshotJar() != null) {
                digest.stamp(piece.id(), piece.snapshotJar());
            }
        }
        return digest.value();
    }

    private static String real(Path file) {
        try {
            return file.toRealPath().toString();
        } catch (IOException e) {
            return "(nothing)";
        }
    }
}
