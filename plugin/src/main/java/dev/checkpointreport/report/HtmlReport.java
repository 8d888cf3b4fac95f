package dev.checkpointreport.report;

import freemarker.core.HTMLOutputFormat;
import freemarker.core.ParseException;
import freemarker.core.TemplateClassResolver;
import freemarker.template.Configuration;
import freemarker.template.Template;
import freemarker.template.TemplateException;
import freemarker.template.TemplateExceptionHandler;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.TimeZone;

/**
 * Renders {@code index.html} from the FreeMarker templates. Every value is escaped as HTML; numbers
 * arrive formatted, and the templates cannot create Java objects, since a course's override is code
 * the build runs.
 */
final class HtmlReport {
    static final String INDEX = "index.ftlh";

    private final TemplateSources sources;

    HtmlReport(TemplateSources sources) {
        this.sources = sources;
    }

    /** The page, whole, in memory: a template that fails leaves no file half written. */
    String render(ReportView view) throws ReportTemplateException, IOException {
        sources.check();
        Configuration configuration = configuration();
        StringWriter page = new StringWriter();
        try {
            Template index = configuration.getTemplate(INDEX);
            index.process(Map.of("report", view, "chartJsVersion", Assets.chartJsVersion()), page);
        } catch (ParseException e) {
            throw parseFailure(e);
        } catch (TemplateException e) {
            if (e.getCause() instanceof ParseException included) {
                throw parseFailure(included);
            }
            throw new ReportTemplateException(sources.describe(e.getTemplateSourceName()), number(e.getLineNumber()),
                    number(e.getColumnNumber()), withoutTips(e.getMessageWithoutStackTop()), e);
        }
        return page.toString();
    }

    private ReportTemplateException parseFailure(ParseException e) {
        return new ReportTemplateException(sources.describe(e.getTemplateName()), e.getLineNumber(),
                e.getColumnNumber(), e.getEditorMessage(), e);
    }

    /** FreeMarker's message up to its tips, which speak to template authors in general. */
    private static String withoutTips(String message) {
        int tips = message.indexOf("\n----");
        return (tips < 0 ? message : message.substring(0, tips)).strip();
    }

    private static int number(Integer value) {
        return value == null ? 0 : value;
    }

    private Configuration configuration() throws IOException {
        Configuration configuration = new Configuration(Configuration.VERSION_2_3_34);
        configuration.setTemplateLoader(sources.loader());
        configuration.setDefaultEncoding(StandardCharsets.UTF_8.name());
        configuration.setOutputEncoding(StandardCharsets.UTF_8.name());
        configuration.setOutputFormat(HTMLOutputFormat.INSTANCE);
        configuration.setLocale(Locale.ROOT);
        configuration.setLocalizedLookup(false);
        configuration.setTimeZone(TimeZone.getTimeZone("UTC"));
        configuration.setNumberFormat("computer");
        configuration.setTemplateExceptionHandler(TemplateExceptionHandler.RETHROW_HANDLER);
        configuration.setLogTemplateExceptions(false);
        configuration.setWrapUncheckedExceptions(true);
        configuration.setFallbackOnNullLoopVariable(false);
        configuration.setAPIBuiltinEnabled(false);
        configuration.setNewBuiltinClassResolver(TemplateClassResolver.ALLOWS_NOTHING_RESOLVER);
        return configuration;
    }
}
