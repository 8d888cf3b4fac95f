package dev.checkpointreport.output.html;

import freemarker.cache.ClassTemplateLoader;
import freemarker.cache.MultiTemplateLoader;
import freemarker.cache.TemplateLoader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * Where the report's templates and style sheets come from: a course's own folder first, file by file
 * name, then the built-in ones on the plugin's classpath.
 *
 * <p>This class owns the one rule every file taken from the course's folder meets, template or asset:
 * it resolves, links followed, to a regular file inside the folder, with no other name (a hard link's
 * other name may lie outside), of at most {@link #MAX_BYTES}, and is judged before it is opened, so a link to {@code /etc/passwd}, a FIFO or {@code /dev/zero} is refused
 * without being read. FreeMarker's own {@code FileTemplateLoader} refuses links out of the folder too, but
 * passes over a FIFO or device silently and has no size limit; assets never went through it at all.
 */
public final class TemplateSources {
    static final String BUILT_IN = "/dev/checkpointreport/templates";
    /** The most bytes a template or asset of the course's folder may hold: 1 MiB. */
    static final int MAX_BYTES = 1 << 20;

    private final Path overrides;
    private Path folder;

    /** @param overrides a folder of files that replace the built-in ones, or {@code null} for none */
    public TemplateSources(Path overrides) {
        this.overrides = overrides;
    }

    /** Whether a course's folder may replace any built-in file. */
    boolean overridesAny() {
        return overrides != null;
    }

    void check() throws ReportTemplateException {
        if (overrides != null && !Files.isDirectory(overrides)) {
            throw new ReportTemplateException(overrides.toString(), 0, 0,
                    "the template directory does not exist; create it or point -Dcheckpoint.templateDirectory at"
                            + " the folder of templates that override the built-in ones", null);
        }
    }

    TemplateLoader loader() {
        ClassTemplateLoader builtIn = new ClassTemplateLoader(TemplateSources.class, BUILT_IN);
        if (overrides == null) {
            return builtIn;
        }
        return new MultiTemplateLoader(new TemplateLoader[] {new OverrideLoader(this), builtIn});
    }

    /** The file a name refers to, as a message names it: the override's path, or the built-in name. */
    String describe(String name) {
        if (overrides != null && name != null && Files.exists(overrides.resolve(name), LinkOption.NOFOLLOW_LINKS)) {
            return overrides.resolve(name).toString();
        }
        return "built-in " + name;
    }

    /**
     * The course's file for a name, such as {@code assets/report.css}, once it meets the rule; {@code null}
     * when the folder has no such file and the built-in one serves.
     */
    Path override(String name) throws ReportTemplateException {
        if (overrides == null) {
            return null;
        }
        Path file = overrides.resolve(name);
        if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            return null;
        }
        try {
            if (folder == null) {
                folder = overrides.toRealPath();
            }
            Path real = file.toRealPath();
            if (!real.startsWith(folder)) {
                throw refused(name, "is a link to " + real + ", outside the template directory; copy the file into "
                        + overrides + " instead");
            }
            BasicFileAttributes attributes = Files.readAttributes(real, BasicFileAttributes.class);
            if (!attributes.isRegularFile()) {
                throw refused(name, "is not a regular file but " + kind(attributes) + "; put a text file here");
            }
            if (attributes.size() > MAX_BYTES) {
                throw tooLarge(name);
            }
            long names = names(real);
            if (names > 1) {
                throw refused(name, "is a hard link (the file has " + names + " names), which counts as outside the"
                        + " template directory; copy the file into " + overrides + " instead");
            }
            return real;
        } catch (NoSuchFileException e) {
            throw refused(name, "is a link to " + e.getFile() + ", which does not exist");
        } catch (IOException e) {
            throw unreadable(name, e);
        }
    }

    /** The bytes of a file {@link #override} accepted, read up to the limit and no further. */
    byte[] read(String name, Path file) throws ReportTemplateException {
        try (InputStream in = Files.newInputStream(file, LinkOption.NOFOLLOW_LINKS)) {
            byte[] bytes = in.readNBytes(MAX_BYTES + 1);
            if (bytes.length > MAX_BYTES) {
                throw tooLarge(name);
            }
            return bytes;
        } catch (IOException e) {
            throw unreadable(name, e);
        }
    }

    /** A file by name, from the overrides or the classpath, read whole. */
    byte[] bytes(String name) throws ReportTemplateException, IOException {
        Path file = override(name);
        if (file != null) {
            return read(name, file);
        }
        try (InputStream in = TemplateSources.class.getResourceAsStream(BUILT_IN + "/" + name)) {
            if (in == null) {
                throw new IOException("the plugin has no built-in " + name + " on its classpath");
            }
            return in.readAllBytes();
        }
    }

    /** How many names the file has, its hard links; 1 where the file system does not count them. */
    private static long names(Path real) throws IOException {
        if (!real.getFileSystem().supportedFileAttributeViews().contains("unix")) {
            return 1;
        }
        return ((Number) Files.getAttribute(real, "unix:nlink")).longValue();
    }

    private ReportTemplateException tooLarge(String name) {
        return refused(name, "is larger than " + MAX_BYTES + " bytes (1 MiB), the limit for a template or asset");
    }

    private ReportTemplateException unreadable(String name, IOException e) {
        String reason = e instanceof AccessDeniedException ? "permission denied" : e.getMessage();
        return refused(name, "cannot be read: " + reason);
    }

    private ReportTemplateException refused(String name, String problem) {
        return new ReportTemplateException(overrides.resolve(name).toString(), 0, 0, problem, null);
    }

    private static String kind(BasicFileAttributes attributes) {
        if (attributes.isDirectory()) {
            return "a folder";
        }
        return "a device, FIFO or socket";
    }
}
