package dev.checkpointreport.report;

import freemarker.cache.ClassTemplateLoader;
import freemarker.cache.FileTemplateLoader;
import freemarker.cache.MultiTemplateLoader;
import freemarker.cache.TemplateLoader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where the report's templates and style sheets come from: a course's own folder first, file by file
 * name, then the built-in ones on the plugin's classpath.
 */
final class TemplateSources {
    static final String BUILT_IN = "/dev/checkpointreport/templates";

    private final Path overrides;

    /** @param overrides a folder of files that replace the built-in ones, or {@code null} for none */
    TemplateSources(Path overrides) {
        this.overrides = overrides;
    }

    void check() throws ReportTemplateException {
        if (overrides != null && !Files.isDirectory(overrides)) {
            throw new ReportTemplateException(overrides.toString(), 0, 0,
                    "the template directory does not exist; create it or point -Dcheckpoint.templateDirectory at"
                            + " the folder of templates that override the built-in ones", null);
        }
    }

    TemplateLoader loader() throws IOException {
        ClassTemplateLoader builtIn = new ClassTemplateLoader(TemplateSources.class, BUILT_IN);
        if (overrides == null) {
            return builtIn;
        }
        return new MultiTemplateLoader(new TemplateLoader[] {new FileTemplateLoader(overrides.toFile()), builtIn});
    }

    /** The file a name refers to, as a message names it: the override's path, or the built-in name. */
    String describe(String name) {
        if (overrides != null && name != null && Files.isRegularFile(overrides.resolve(name))) {
            return overrides.resolve(name).toString();
        }
        return "built-in " + name;
    }

    /** Opens a file by name, such as {@code assets/report.css}, from the overrides or the classpath. */
    InputStream open(String name) throws IOException {
        if (overrides != null && Files.isRegularFile(overrides.resolve(name))) {
            return Files.newInputStream(overrides.resolve(name));
        }
        InputStream in = TemplateSources.class.getResourceAsStream(BUILT_IN + "/" + name);
        if (in == null) {
            throw new IOException("the plugin has no built-in " + name + " on its classpath");
        }
        return in;
    }
}
