package dev.checkpointreport.output.html;

import freemarker.cache.TemplateLoader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The report's templates as FreeMarker reads them: those of {@code loader}, each with {@link LoopPasses}' calls in
 * its loops, unless it is included as plain text ({@code parse=false}), which is output as it is. It keeps each
 * template's {@link Marked} by name, so a message can name the user's columns.
 */
final class PassingLoader implements TemplateLoader {
    /** Where FreeMarker's messages name a place; the report's template names need no quoting. */
    private static final Pattern PLACE = Pattern.compile(
            "in template \"([^\"]*)\"(?: in (?:macro|function) \"[^\"]*\")? at line (\\d+), column (\\d+)");
    private final TemplateLoader loader;
    private final Map<String, Marked> marked = new ConcurrentHashMap<>();
    /** Set by the configuration while it loads a template that is not parsed. */
    private final ThreadLocal<Boolean> plainText = ThreadLocal.withInitial(() -> false);

    PassingLoader(TemplateLoader loader) {
        this.loader = loader;
    }

    private record Source(String name, Object source) {
    }

    /** Loads what {@code load} loads as text to be output, not parsed: with no call in it. */
    <T> T plain(IOSupplier<T> load) throws IOException {
        plainText.set(true);
        try {
            return load.get();
        } finally {
            plainText.set(false);
        }
    }

    /** A load that may fail as FreeMarker's do. */
    @FunctionalInterface
    interface IOSupplier<T> {
        T get() throws IOException;
    }

    /** The user's column for a column of template {@code name} as FreeMarker parsed it. */
    int column(String name, int line, int column) {
        Marked found = name == null ? null : marked.get(name);
        return found == null ? column : found.column(line, column);
    }

    /** {@code message} of FreeMarker's with the columns it names made the user's. */
    String columns(String message) {
        Matcher place = PLACE.matcher(message);
        StringBuilder out = new StringBuilder();
        int copied = 0;
        while (place.find()) {
            int column = column(place.group(1), Integer.parseInt(place.group(2)), Integer.parseInt(place.group(3)));
            out.append(message, copied, place.start(3)).append(column);
            copied = place.end(3);
        }
        return out.append(message, copied, message.length()).toString();
    }

    @Override
    public Object findTemplateSource(String name) throws IOException {
        Object source = loader.findTemplateSource(name);
        return source == null ? null : new Source(name, source);
    }

    @Override
    public long getLastModified(Object source) {
        return loader.getLastModified(((Source) source).source());
    }

    @Override
    public Reader getReader(Object source, String encoding) throws IOException {
        Source template = (Source) source;
        try (Reader reader = loader.getReader(template.source(), encoding)) {
            StringWriter text = new StringWriter();
            reader.transferTo(text);
            if (plainText.get()) {
                return new StringReader(text.toString());
            }
            Marked passes = LoopPasses.mark(text.toString());
            marked.put(template.name(), passes);
            return new StringReader(passes.text());
        }
    }

    @Override
    public void closeTemplateSource(Object source) throws IOException {
        loader.closeTemplateSource(((Source) source).source());
    }
}
