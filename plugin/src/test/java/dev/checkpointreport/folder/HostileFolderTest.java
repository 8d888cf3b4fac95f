package dev.checkpointreport.folder;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Trees;
import dev.checkpointreport.gate.GateOutcome.Level;
import dev.checkpointreport.gate.GateOutcome.Line;
import dev.checkpointreport.gate.GateOutcome;
import dev.checkpointreport.uptodate.ReportStamp;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Random hostile layouts of a report's folder: its marker absent, empty, forged, of an earlier version, listing
 * too little or too much; the user's files, data files, links and hard links inside it and beside it; modes.
 * Each layout is either replaced with every file of the user's as it was, or refused with one line and nothing
 * changed; which of the two is decided beforehand from how the layout was made. The layouts come from a fixed
 * seed, so a failure names one that reproduces.
 */
class HostileFolderTest {
    private static final long SEED = 20261201L;
    private static final int LAYOUTS = 300;
    private static final String[] MODES = {"rw-r--r--", "r--r--r--", "rw-------", "rwx------", "rwxr-xr-x", "r--------"};
    private static final ReportStamp STAMP = new ReportStamp("sha256:" + "ab".repeat(32),
            new GateOutcome(List.of(new Line(Level.INFO, "optimal")), null));

    @TempDir
    Path dir;

    /** How a layout was made, and so what the folder rule must do with it. */
    private static final class Layout {
        final Random random;
        final Path project;
        final Path out;
        final List<Path> dataFiles = new ArrayList<>();
        final List<String> made = new ArrayList<>();
        boolean usersInside;
        boolean markerProves = true;
        boolean whole = true;

        Layout(Random random, Path project) {
            this.random = random;
            this.project = project;
            this.out = project.resolve("out");
        }

        void did(String what) {
            made.add(what);
        }
    }

    @Test
    void everyLayoutIsReplacedKeepingTheUsersFilesOrRefusedWithOneLineChangingNothing() throws Exception {
        Random random = new Random(SEED);
        int replaced = 0;
        for (int i = 0; i < LAYOUTS; i++) {
            Layout layout = new Layout(new Random(random.nextLong()), Files.createDirectories(dir.resolve("l" + i)));
            build(layout);
            if (check(layout, i)) {
                replaced++;
            }
        }
        assertThat(replaced).as("layouts replaced").isBetween(LAYOUTS / 5, LAYOUTS * 4 / 5);
    }

    private void build(Layout l) throws IOException {
        Random r = l.random;
        Files.writeString(l.project.resolve("s.yml"), "title: mine\n");
        Path secret = Files.writeString(l.project.resolve("secret.txt"), "my secret " + r.nextInt());
        Path beside = Files.createDirectories(l.project.resolve("data")).resolve("beside.csv");
        Files.writeString(beside, "id,key,period\n1,a,2026-01\n");
        if (r.nextBoolean()) {
            l.dataFiles.add(beside);
        }
        Path folder = l.out;
        if (r.nextInt(6) == 0) {
            folder = Files.createDirectory(l.project.resolve("target-of-link"));
            Files.createSymbolicLink(l.out, folder);
            l.did("out is a link");
        }
        switch (r.nextInt(6)) {
            case 0 -> {
                if (!folder.equals(l.out)) {
                    Files.delete(folder);
                    l.markerProves = false; // a link to nothing is refused: where would the report go?
                }
                l.whole = false;
                l.did("absent");
                return;
            }
            case 1 -> {
                Files.createDirectories(folder);
                l.whole = false;
                l.did("empty");
            }
            case 2 -> usersFolder(l, folder);
            default -> pluginsFolder(l, folder);
        }
        if (r.nextInt(4) == 0) {
            Path inside = Files.createDirectories(folder.resolve("data")).resolve("inside.csv");
            Files.writeString(inside, "id,key,period\n");
            l.dataFiles.add(inside);
            l.usersInside = true;
            l.did("a data file inside");
        }
        if (r.nextInt(5) == 0) {
            Files.createSymbolicLink(folder.resolve("link-" + r.nextInt(9)), r.nextBoolean() ? secret : l.project);
            l.usersInside = true;
            l.did("a link inside");
        }
        if (r.nextInt(6) == 0) {
            Files.createLink(folder.resolve("hard-" + r.nextInt(9)), secret);
            l.usersInside = true;
            l.did("a hard link inside");
        }
        Files.setPosixFilePermissions(secret, PosixFilePermissions.fromString(MODES[r.nextInt(MODES.length)]));
    }

    /** A folder of the user's files, perhaps with a marker that proves nothing. */
    private void usersFolder(Layout l, Path folder) throws IOException {
        Random r = l.random;
        Files.createDirectories(folder.resolve("img"));
        Files.writeString(folder.resolve("index.md"), "# Course " + r.nextInt());
        Files.write(folder.resolve("img/logo.png"), new byte[] {(byte) r.nextInt(), 'P', 'N', 'G'});
        Path marker = folder.resolve(ReportFolder.MARKER);
        switch (r.nextInt(5)) {
            case 0 -> l.did("user's folder, no marker");
            case 1 -> Files.createFile(marker);
            case 2 -> Files.writeString(marker, ReportFolder.MARKER_TEXT);
            case 3 -> Files.writeString(marker, ReportFolder.MARKER_TEXT + "\nfiles 2\nfile 12 " + "0".repeat(64)
                    + " index.md\nfile 4 " + "1".repeat(64) + " img/logo.png\n");
            default -> Files.writeString(marker, ReportFolder.MARKER_TEXT + "\ninputs sha256:00\nINFO optimal\n");
        }
        l.usersInside = true;
        l.markerProves = false;
        l.whole = false;
        l.did("user's folder");
    }

    /** A report the plugin wrote, then changed as a user or another program might. */
    private void pluginsFolder(Layout l, Path folder) throws IOException {
        Random r = l.random;
        byte[] json = new byte[r.nextInt(4096)];
        r.nextBytes(json);
        ReportFolder.judge(folder, null, null, null).replace(f -> {
            Files.write(f.resolve("report.json"), json);
            Files.writeString(f.resolve("index.html"), "<p>" + r.nextInt());
            Files.createDirectories(f.resolve("assets"));
            Files.writeString(f.resolve("assets/report.css"), "p {}");
            Files.writeString(f.resolve("assets/report.js"), "");
        }, STAMP.lines());
        l.did("plugin's folder");
        Path marker = folder.resolve(ReportFolder.MARKER);
        String text = Files.readString(marker);
        String[] listed = {"report.json", "index.html", "assets/report.css", "assets/report.js"};
        switch (r.nextInt(8)) {
            case 0 -> {
                Files.delete(marker);
                l.markerProves = false;
                l.did("marker deleted");
            }
            case 1 -> {
                Files.writeString(marker, "");
                l.markerProves = false;
                l.did("marker emptied");
            }
            case 2 -> {
                Files.writeString(marker, text.replaceAll("files 4\n(.*\n){4}", ""));
                l.markerProves = false;
                l.did("marker of an earlier version");
            }
            case 3 -> {
                String name = listed[r.nextInt(listed.length)];
                Files.writeString(marker, text.replace("files 4", "files 3").replaceAll("file [^\n]* " + name + "\n", ""));
                l.markerProves = false;
                l.did("listing too little: " + name);
            }
            case 4 -> {
                Files.writeString(marker, text.replace("files 4\n", "files 5\nfile 3 " + "2".repeat(64) + " ghost.txt\n"));
                l.whole = false;
                l.did("listing too much");
            }
            default -> l.did("marker kept");
        }
        String name = listed[r.nextInt(listed.length)];
        switch (r.nextInt(7)) {
            case 0 -> {
                Files.delete(folder.resolve(name));
                l.whole = false;
                l.did("deleted " + name);
            }
            case 1 -> {
                Files.writeString(folder.resolve(name), "{broken", StandardCharsets.UTF_8);
                l.whole = false;
                l.did("changed " + name);
            }
            case 2 -> {
                Files.writeString(folder.resolve(r.nextBoolean() ? "notes.md" : "assets/mine.css"), "mine");
                l.usersInside = true;
                l.did("added a file");
            }
            case 3 -> {
                Files.setPosixFilePermissions(folder.resolve(name), PosixFilePermissions.fromString("r--r--r--"));
                l.did("made " + name + " read-only");
            }
            default -> l.did("files kept");
        }
    }

    /** Judges, checks the up-to-date rule, replaces; returns whether the layout was replaced. */
    private boolean check(Layout l, int index) throws IOException {
        Map<String, String> before = Trees.contents(l.project);
        boolean pass = !l.usersInside && l.markerProves;
        String layout = "layout " + index + " " + l.made;
        Optional<List<String>> kept;
        ReportFolder folder;
        try {
            folder = ReportFolder.judge(l.out, l.project, List.of(l.project.resolve("s.yml")), l.dataFiles, null);
            kept = folder.whole(List.of("report.json"));
            folder.replace(f -> Files.writeString(f.resolve("report.json"), "{\"next\":true}"), STAMP.lines());
        } catch (ReportFolderException e) {
            assertThat(pass).as(layout + " refused: " + e.getMessage()).isFalse();
            assertThat(e.getMessage()).as(layout).doesNotContain("\n", "\r");
            assertThat(Trees.contents(l.project)).as(layout).isEqualTo(before);
            return false;
        }
        assertThat(pass).as(layout + " replaced").isTrue();
        assertThat(kept.isPresent()).as(layout + " up to date").isEqualTo(l.whole);
        assertThat(outside(l, Trees.contents(l.project))).as(layout).isEqualTo(outside(l, before));
        assertThat(folder.path().resolve("report.json")).as(layout).hasContent("{\"next\":true}");
        return true;
    }

    /** What the project holds outside the report's folder and the plugin's own hidden siblings of it. */
    private static Map<String, String> outside(Layout l, Map<String, String> all) throws IOException {
        Path real = l.out.toRealPath();
        String name = real.getFileName().toString();
        Map<String, String> kept = new TreeMap<>();
        all.forEach((path, what) -> {
            Path file = l.project.resolve(path);
            boolean plugins = file.startsWith(real) || file.getFileName().toString().startsWith("." + name + ".");
            if (!plugins) {
                kept.put(path, what);
            }
        });
        return kept;
    }
}
