package dev.checkpointreport.output.html;

import freemarker.core.HTMLOutputFormat;
import freemarker.core.TemplateClassResolver;
import freemarker.core.TemplateProcessingTracer.TracedElement;
import freemarker.template.Configuration;
import freemarker.template.Template;
import freemarker.template.TemplateExceptionHandler;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TimeZone;
import java.util.concurrent.ConcurrentHashMap;

/**
 * FreeMarker as the report renders with it: HTML output with every value escaped, the view's records read
 * without bean introspection ({@link ViewObjectWrapper}), no Java objects made by templates, no API built-ins,
 * errors rethrown, and every template it loads read through {@link PassingLoader}, whose call at every pass of
 * every loop lets {@link RunawayGuard} see a loop that writes nothing. All of it is FreeMarker's public API.
 */
final class ReportConfiguration extends Configuration {
    private static final String INTERPRETED = "checkpoint-report.interpreted";
    private final PassingLoader loader;
    private final Set<Template> loaded = Collections.newSetFromMap(new IdentityHashMap<>());
    /**
     * The name each instruction of the templates loaded from files assigns, or "" for none, found once for every
     * page: FreeMarker makes an instruction's description, which names it, anew at every call.
     */
    private final Map<TracedElement, String> assigned = new ConcurrentHashMap<>();

    ReportConfiguration(TemplateSources sources) {
        super(Configuration.VERSION_2_3_34);
        loader = new PassingLoader(sources.loader());
        setTemplateLoader(loader);
        setTabSize(Marked.TAB_SIZE);
        setDefaultEncoding(StandardCharsets.UTF_8.name());
        setOutputEncoding(StandardCharsets.UTF_8.name());
        setOutputFormat(HTMLOutputFormat.INSTANCE);
        setLocale(Locale.ROOT);
        setLocalizedLookup(false);
        setTimeZone(TimeZone.getTimeZone("UTC"));
        setNumberFormat("computer");
        setTemplateExceptionHandler(TemplateExceptionHandler.RETHROW_HANDLER);
        setLogTemplateExceptions(false);
        setWrapUncheckedExceptions(true);
        setFallbackOnNullLoopVariable(false);
        setAPIBuiltinEnabled(false);
        setNewBuiltinClassResolver(TemplateClassResolver.ALLOWS_NOTHING_RESOLVER);
        setObjectWrapper(new ViewObjectWrapper());
        setSharedVariable(LoopPasses.DIRECTIVE, LoopPasses.PASS);
    }

    /**
     * Every template, the page's and those it includes or imports, comes here: one included as plain text is
     * read without calls, and each is known as loaded from a file, unlike one {@code ?interpret} made.
     */
    @Override
    public Template getTemplate(String name, Locale locale, Object customLookupCondition, String encoding,
                                boolean parseAsFTL, boolean ignoreMissing) throws IOException {
        PassingLoader.IOSupplier<Template> load = () -> super.getTemplate(name, locale, customLookupCondition,
                encoding, parseAsFTL, ignoreMissing);
        Template template = parseAsFTL ? load.get() : loader.plain(load);
        if (template != null) {
            synchronized (loaded) {
                loaded.add(template);
            }
        }
        return template;
    }

    /** Whether the page's templates, those loaded from files, include {@code template}. */
    boolean loaded(Template template) {
        synchronized (loaded) {
            return loaded.contains(template);
        }
    }

    /**
     * The name {@code element}, an instruction of a template loaded from a file, assigns ({@link AssignedValues#name}),
     * or "" for none.
     */
    String assigned(TracedElement element) {
        String name = assigned.get(element);
        if (name == null) {
            name = AssignedValues.name(element);
            name = name == null ? "" : name;
            assigned.put(element, name);
        }
        return name;
    }

    /** The user's column for a column of template {@code name} as FreeMarker parsed it. */
    int column(String name, int line, int column) {
        return loader.column(name, line, column);
    }

    /** {@code message} of FreeMarker's with the columns it names made the user's. */
    String columns(String message) {
        return loader.columns(message);
    }

    /**
     * Marks a template {@code ?interpret} made from a string while the page renders, which never passes through
     * {@link #getTemplate}; {@link RunawayGuard} brings it here when it enters its first instruction. The mark is
     * kept on the template, not here, since a loop may interpret a string a million times.
     */
    static void markInterpreted(Template template) {
        template.setCustomAttribute(INTERPRETED, Boolean.TRUE);
    }

    /** Whether {@code template} was made by {@code ?interpret}. */
    static boolean interpreted(Template template) {
        return template.getCustomAttribute(INTERPRETED) != null;
    }
}
