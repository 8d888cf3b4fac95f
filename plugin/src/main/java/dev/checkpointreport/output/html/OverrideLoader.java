package dev.checkpointreport.output.html;

import freemarker.cache.TemplateLoader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.file.Path;

/**
 * FreeMarker's view of a course's template folder: each template is found and read through the rule
 * {@link TemplateSources} holds for every file of the folder. A refusal travels through FreeMarker as the
 * cause of an {@link IOException}, and {@link PageRenderer} gives it back its own line.
 */
final class OverrideLoader implements TemplateLoader {
    private final TemplateSources sources;

    OverrideLoader(TemplateSources sources) {
        this.sources = sources;
    }

    private record Source(String name, Path file) {
    }

    @Override
    public Object findTemplateSource(String name) throws IOException {
        try {
            Path file = sources.override(name);
            return file == null ? null : new Source(name, file);
        } catch (ReportTemplateException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    @Override
    public long getLastModified(Object source) {
        return -1;
    }

    @Override
    public Reader getReader(Object source, String encoding) throws IOException {
        Source template = (Source) source;
        try {
            return new InputStreamReader(new ByteArrayInputStream(sources.read(template.name(), template.file())),
                    encoding);
        } catch (ReportTemplateException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    @Override
    public void closeTemplateSource(Object source) {
        // the whole template was read into memory by getReader
    }
}
