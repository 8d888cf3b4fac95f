package dev.checkpointreport.report.html;

import dev.checkpointreport.report.view.Page;
import freemarker.core.Environment;
import freemarker.core.ParseException;
import freemarker.core.TemplateProcessingTracer.TracedElement;
import freemarker.template.TemplateException;
import java.io.IOException;
import java.io.Writer;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Renders {@code index.html} from the FreeMarker templates. Every value is escaped as HTML; numbers
 * arrive formatted, and the templates cannot create Java objects, since a course's override is code
 * the build runs. For the same reason the page renders on a thread of its own, within {@link RenderLimits},
 * and every failure, runaway or not, ends in one {@link ReportTemplateException}.
 */
public final class HtmlReport {
    static final String INDEX = "index.ftlh";
    /** The rendering thread's stack: far more than {@link RenderLimits#depth()} levels need. */
    private static final long STACK_BYTES = 16L << 20;
    /** How long past the time limit to wait for a template stuck inside one instruction. */
    private static final long GRACE_MILLIS = 5_000;

    private final TemplateSources sources;
    private final RenderLimits limits;

    public HtmlReport(TemplateSources sources, RenderLimits limits) {
        this.sources = sources;
        this.limits = limits;
    }

    /** The page, whole, in memory: a template that fails leaves no file half written. */
    public String render(Page view) throws ReportTemplateException, IOException {
        return render(INDEX, "report", view);
    }

    /**
     * The page {@code template} lays out from {@code view}, which it reads as {@code name}, under the same
     * limits as the report's page.
     */
    public String render(String template, String name, Object view) throws ReportTemplateException, IOException {
        sources.check();
        ReportConfiguration configuration = new ReportConfiguration(sources);
        Map<String, Object> model = Map.of(name, view, "chartJsVersion", Assets.chartJsVersion());
        RunawayGuard guard = new RunawayGuard(limits);
        FutureTask<String> rendering = new FutureTask<>(() -> {
            Writer page = guard.page();
            Environment environment = configuration.getTemplate(template).createProcessingEnvironment(model, page);
            environment.setTemplateProcessingTracer(guard);
            environment.process();
            return page.toString();
        });
        Thread thread = new Thread(null, rendering, "checkpoint-report-render", STACK_BYTES);
        thread.setDaemon(true);
        thread.start();
        try {
            return rendering.get(limits.time().toMillis() + GRACE_MILLIS, TimeUnit.MILLISECONDS);
        } catch (ExecutionException e) {
            throw failure(e.getCause(), guard, template);
        } catch (TimeoutException e) {
            rendering.cancel(true);
            throw new ReportTemplateException(sources.describe(template), 0, 0, "rendering did not stop within "
                    + limits.time().toSeconds() + " s, the limit for the page, and is abandoned; a built-in such as"
                    + " ?join or ?left_pad may be working on a huge value", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            rendering.cancel(true);
            throw new IOException("the build was interrupted while the report rendered", e);
        }
    }

    private ReportTemplateException failure(Throwable failure, RunawayGuard guard, String template)
            throws IOException {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof ReportTemplateException refused) {
                return refused;
            }
            if (cause instanceof RunawayGuard.Runaway runaway) {
                return at(runaway.at(), runaway.getMessage(), failure, template);
            }
            if (cause instanceof ParseException parse) {
                return new ReportTemplateException(sources.describe(parse.getTemplateName()), parse.getLineNumber(),
                        parse.getColumnNumber(), parse.getEditorMessage(), failure);
            }
        }
        if (failure instanceof TemplateException e) {
            return new ReportTemplateException(sources.describe(e.getTemplateSourceName()), number(e.getLineNumber()),
                    number(e.getColumnNumber()), withoutTips(e.getMessageWithoutStackTop()), e);
        }
        if (failure instanceof StackOverflowError) {
            return at(guard.deepestCall(), "the templates call themselves deeper than the renderer's stack holds; a macro"
                    + " or function that calls itself needs a condition that ends the calls", failure, template);
        }
        if (failure instanceof IOException e) {
            throw e;
        }
        throw new IllegalStateException("rendering the report failed unexpectedly", failure);
    }

    private ReportTemplateException at(TracedElement at, String problem, Throwable failure, String template) {
        if (at == null) {
            return new ReportTemplateException(sources.describe(template), 0, 0, problem, failure);
        }
        return new ReportTemplateException(sources.describe(at.getTemplate().getSourceName()), at.getBeginLine(),
                at.getBeginColumn(), problem, failure);
    }

    /** FreeMarker's message up to its tips, which speak to template authors in general. */
    private static String withoutTips(String message) {
        int tips = message.indexOf("\n----");
        return (tips < 0 ? message : message.substring(0, tips)).strip();
    }

    private static int number(Integer value) {
        return value == null ? 0 : value;
    }
}
