package dev.checkpointreport.folder;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Trees;
import dev.checkpointreport.output.html.CoursePages;
import dev.checkpointreport.output.html.RenderLimits;
import dev.checkpointreport.pipeline.OwnFiles;
import dev.checkpointreport.pipeline.ReportPipeline;
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
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Random hostile layouts of a report's folder: its marker absent, empty, forged, of an earlier version, listing
 * too little or too much, or listing a file of the user's with its true SHA-256; the user's files, data files, links
 * and hard links inside it and beside it, and at its lock's path; modes; a file the user saves into the folder
 * while the report is written. Each layout is either replaced with every file of the user's as it was (one saved
 * meanwhile kept aside, byte for byte, with the last report), or refused with one line and nothing changed; which
 * of the two is decided beforehand from how the layout was made. The layouts come from a fixed seed, so a failure
 * names one that reproduces.
 */
class HostileFolderTest {
    private static final long SEED = 20261201L;
    /** The plugin's own files, as the pipeline's outputs declare them. */
    private static final OwnFiles OWN = new OwnFiles(ReportPipeline.outputs(new CoursePages(null, RenderLimits.DEFAULT,
            false), null, warning -> { }));
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
        /** The user's file at the lock's path, which refuses the folder; or null. */
        Path usersLock;
        /** A file of the user's the marker lists with its true SHA-256, which refuses the folder; or null. */
        String forged;
        /** What the user saves into the folder while the report is written; or null. */
        String savedDuring;

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

    private void build(Layout l) throws Exception {
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
        boolean usersLock = r.nextInt(8) == 0;
        switch (r.nextInt(6)) {
            case 0 -> {
                if (!folder.equals(l.out)) {
                    Files.delete(folder);
                    l.markerProves = false; // a link to nothing is refused: where would the report go?
                }
                l.whole = false;
                l.did("absent");
                usersLock(l, folder, usersLock);
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
            l.savedDuring = "saved " + r.nextInt();
            l.did("a file saved while the report is written");
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
        usersLock(l, folder, usersLock);
    }

    /** {@code printf 'my notes\n' > .out.lock}: beside the folder the report is written to, links resolved. */
    private static void usersLock(Layout l, Path folder, boolean made) throws IOException {
        if (made) {
            l.usersLock = Files.writeString(l.project.resolve("." + folder.getFileName() + ".lock"),
                    "my notes " + l.random.nextInt() + "\n");
            l.did("a user's file at the lock");
        }
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
    private void pluginsFolder(Layout l, Path folder) throws Exception {
        Random r = l.random;
        byte[] json = new byte[r.nextInt(4096)];
        r.nextBytes(json);
        ReportFolder.judge(folder, null, List.of(), List.of(), null, OWN::writes).replace(f -> {
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
        String unlisted = null;
        switch (r.nextInt(9)) {
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
                unlisted = name;
                l.markerProves = false;
                l.did("listing too little: " + name);
            }
            case 4 -> {
                Files.writeString(marker, text.replace("files 4\n", "files 5\nfile 3 " + "2".repeat(64)
                        + " assets/measured.js\n"));
                l.whole = false;
                l.did("listing too much");
            }
            case 5 -> {
                // the user's file, listed with its true size and SHA-256: still no file the plugin writes
                l.forged = r.nextBoolean() ? "CNAME" : "img/logo.png";
                Path users = folder.resolve(l.forged);
                Files.createDirectories(users.getParent());
                Files.writeString(users, "course.example.org " + r.nextInt() + "\n");
                Files.writeString(marker, text.replace("files 4\n", "files 5\nfile " + Files.size(users) + " "
                        + ReportFolderTest.sha256(users) + " " + l.forged + "\n"));
                l.usersInside = true;
                l.markerProves = false;
                l.did("listing the user's " + l.forged + " with its SHA-256");
            }
            default -> l.did("marker kept");
        }
        String name = listed[r.nextInt(listed.length)];
        switch (r.nextInt(7)) {
            case 0 -> {
                Files.delete(folder.resolve(name));
                // the file the marker no longer lists gone with it: the folder is as the marker says
                boolean asListed = name.equals(unlisted);
                l.markerProves |= asListed;
                l.whole &= asListed && !name.equals("report.json");
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
    private boolean check(Layout l, int index) throws Exception {
        Map<String, String> before = Trees.contents(l.project);
        boolean pass = !l.usersInside && l.markerProves && l.usersLock == null;
        String layout = "layout " + index + " " + l.made;
        Optional<List<String>> kept;
        Optional<String> warning;
        ReportFolder folder;
        boolean saved;
        try {
            folder = ReportFolder.judge(l.out, l.project, List.of(l.project.resolve("s.yml")), l.dataFiles, null,
                    OWN::writes);
            kept = folder.whole(List.of("report.json"));
            Path real = folder.path();
            saved = l.savedDuring != null && Files.isDirectory(real);
            warning = folder.replace(f -> {
                Files.writeString(f.resolve("report.json"), "{\"next\":true}");
                if (saved) {
                    Files.writeString(real.resolve("saved.md"), l.savedDuring);
                }
            }, STAMP.lines());
        } catch (ReportFolderException e) {
            assertThat(pass).as(layout + " refused: " + e.getMessage()).isFalse();
            assertThat(e.getMessage()).as(layout).doesNotContain("\n", "\r");
            assertThat(Trees.contents(l.project)).as(layout).isEqualTo(before);
            if (l.forged != null && !e.getMessage().contains("the data file")) {
                assertThat(e.getMessage()).as(layout).contains("its marker lists a file the plugin never writes ("
                        + l.forged + ")");
            }
            if (l.usersLock != null && !l.usersInside && l.markerProves) {
                assertThat(e.getMessage()).as(layout).contains("its lock file " + l.usersLock.toRealPath()
                        + " is a file the plugin did not make");
            }
            return false;
        }
        assertThat(pass).as(layout + " replaced").isTrue();
        assertThat(kept.isPresent()).as(layout + " up to date").isEqualTo(l.whole);
        assertThat(outside(l, Trees.contents(l.project))).as(layout).isEqualTo(outside(l, before));
        assertThat(folder.path().resolve("report.json")).as(layout).hasContent("{\"next\":true}");
        List<Path> aside = keptAside(folder.path());
        assertThat(warning.isPresent()).as(layout + " warned").isEqualTo(saved);
        assertThat(aside).as(layout).hasSize(saved ? 1 : 0);
        if (saved) {
            assertThat(aside.get(0).resolve("saved.md")).as(layout).hasContent(l.savedDuring);
            assertThat(warning.get()).as(layout).contains("(saved.md)", aside.get(0).toString()).doesNotContain("\n");
        }
        return true;
    }

    /** The folders kept aside beside {@code real}, the last report with files saved into it while it was replaced. */
    private static List<Path> keptAside(Path real) throws IOException {
        try (Stream<Path> siblings = Files.list(real.getParent())) {
            return siblings.filter(p -> p.getFileName().toString().startsWith("." + real.getFileName() + ".kept-"))
                    .toList();
        }
    }

    /** What the project holds outside the report's folder and the plugin's own hidden siblings of it (checked apart). */
    private static Map<String, String> outside(Layout l, Map<String, String> all) throws IOException {
        Path real = l.out.toRealPath();
        String name = real.getFileName().toString();
        Map<String, String> kept = new TreeMap<>();
        all.forEach((path, what) -> {
            Path file = l.project.resolve(path);
            boolean plugins = file.startsWith(real) || !path.isEmpty()
                    && Path.of(path).getName(0).toString().startsWith("." + name + ".");
            if (!plugins) {
                kept.put(path, what);
            }
        });
        return kept;
    }
}
