package dev.checkpointreport.config;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * A data file a scenario names ({@code source.events}, {@code source.counts}): a path relative to the
 * scenario file, which must lead, links resolved, to a regular file in the scenario's folder or below it.
 * A folder, a device such as {@code /dev/zero}, a pipe, or a file outside the folder ({@code ../}, an
 * absolute path, a link that leads out) is refused before it is opened. So is a file with more than one
 * name (a hard link): its other name may lie anywhere, and a line of it quoted in a message (a header's
 * columns) could show a file the user never named. Its size is not bounded: the source reads it as a stream.
 *
 * @param real the file, links resolved
 * @param shown the file as messages name it: the scenario's folder joined with the path as written
 * @param written the path as the scenario writes it
 */
record DataFile(Path real, String shown, String written) {

    static DataFile of(ConfigNode node) throws ConfigException {
        return of(node, node.asText("a path to the file, relative to the scenario file"));
    }

    /** The file at {@code written}, a path relative to the scenario file that {@code node}'s pattern matched. */
    static DataFile of(ConfigNode node, String written) throws ConfigException {
        String named = written.equals(node.text()) ? node.shown() : VisibleText.visible(written);
        Path scenario = Path.of(node.file());
        Path shown = scenario.resolveSibling(written).normalize();
        Path folder = scenario.toAbsolutePath().getParent();
        try {
            Path real = shown.toRealPath();
            Path realFolder = folder.toRealPath();
            if (!real.startsWith(realFolder)) {
                throw node.error("'" + named + "' leads to " + real + ", outside the scenario's folder "
                        + realFolder + "; keep the data file in that folder or below it");
            }
            BasicFileAttributes attributes = Files.readAttributes(real, BasicFileAttributes.class);
            if (attributes.isDirectory()) {
                throw node.error(shown + " is a folder; expected a data file");
            }
            if (!attributes.isRegularFile()) {
                throw node.error(shown + " is not a regular file (a device, a pipe or a socket); expected a data file");
            }
            long names = names(real);
            if (names > 1) {
                throw node.error("'" + named + "' is a hard link (the file has " + names + " names), which counts"
                        + " as outside the scenario's folder " + realFolder + "; copy the data file into that folder");
            }
            return new DataFile(real, shown.toString(), written);
        } catch (NoSuchFileException e) {
            throw node.error("the file " + shown + " does not exist");
        } catch (IOException e) {
            String reason = e instanceof java.nio.file.FileSystemException f && f.getReason() != null ? f.getReason()
                    : "an input/output error";
            throw node.error("the file " + shown + " cannot be read: " + reason);
        }
    }

    /** How many names the file has, its hard links; 1 where the file system does not count them. */
    private static long names(Path real) throws IOException {
        if (!real.getFileSystem().supportedFileAttributeViews().contains("unix")) {
            return 1;
        }
        return ((Number) Files.getAttribute(real, "unix:nlink")).longValue();
    }

    boolean gzip() {
        return written.endsWith(".gz");
    }

    /** The name without {@code .gz}, whose extension says the format. */
    String plainName() {
        return gzip() ? written.substring(0, written.length() - 3) : written;
    }
}
