package dev.checkpointreport.output.html;

import freemarker.core.BoundedStrings;
import freemarker.core.HTMLOutputFormat;
import freemarker.core.TemplateClassResolver;
import freemarker.core._CoreAPI;
import freemarker.template.Configuration;
import freemarker.template.Template;
import freemarker.template.TemplateExceptionHandler;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Locale;
import java.util.Set;
import java.util.TimeZone;

/**
 * FreeMarker as the report renders with it: HTML output with every value escaped, the view's records read
 * without bean introspection ({@link ViewObjectWrapper}), no Java objects made by templates, errors
 * rethrown, and a check at every pass of every loop of every template it loads, so {@link RunawayGuard}
 * sees a loop that writes nothing. The checks come from FreeMarker's own
 * {@code _CoreAPI.addThreadInterruptedChecks}, the post-processor its online template tester uses to stop
 * runaway templates.
 */
final class ReportConfiguration extends Configuration {
    private static final String INTERPRETED = "checkpoint-report.interpreted";
    private final Set<Template> checked = Collections.newSetFromMap(new IdentityHashMap<>());

    static {
        BoundedStrings.install();
    }

    ReportConfiguration(TemplateSources sources) {
        super(Configuration.VERSION_2_3_34);
        setTemplateLoader(sources.loader());
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
    }

    /**
     * Every template, the page's and those it includes or imports, comes here; each gets its checks once,
     * before any thread may render it: pages of a site render on several threads from one configuration.
     */
    @Override
    public Template getTemplate(String name, Locale locale, Object customLookupCondition, String encoding,
                                boolean parseAsFTL, boolean ignoreMissing) throws IOException {
        Template template = super.getTemplate(name, locale, customLookupCondition, encoding, parseAsFTL,
                ignoreMissing);
        if (template != null) {
            synchronized (checked) {
                if (checked.add(template)) {
                    _CoreAPI.addThreadInterruptedChecks(template);
                }
            }
        }
        return template;
    }

    /** Whether the page's templates, those loaded from files, include {@code template}. */
    boolean loaded(Template template) {
        synchronized (checked) {
            return checked.contains(template);
        }
    }

    /**
     * Puts the checks into a template {@code ?interpret} made from a string while the page renders, which never
     * passes through {@link #getTemplate}; {@link RunawayGuard} brings it here when it enters its first
     * instruction, before any of its loops runs. The mark is kept on the template, not here, since a loop may
     * interpret a string a million times.
     */
    static void checkInterpreted(Template template) {
        template.setCustomAttribute(INTERPRETED, Boolean.TRUE);
        _CoreAPI.addThreadInterruptedChecks(template);
    }

    /** Whether {@code template} was made by {@code ?interpret} and has its checks. */
    static boolean interpreted(Template template) {
        return template.getCustomAttribute(INTERPRETED) != null;
    }
}
