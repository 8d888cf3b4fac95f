package dev.checkpointreport.output.html;

import dev.checkpointreport.output.view.Page;
import freemarker.core.Environment;
import freemarker.core.ParseException;
import freemarker.core.TemplateProcessingTracer.TracedElement;
import freemarker.template.TemplateException;
import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Renders {@code index.html} from the FreeMarker templates. Every value is escaped as HTML; numbers
 * arrive formatted, and the templates cannot create Java objects, since a course's override is code
 * the build runs. For the same reason the page renders on a thread of its own, within {@link RenderLimits},
 * and every failure, runaway or not, ends in one {@link ReportTemplateException}.
 *
 * <p>One renderer serves every page of a site, from one FreeMarker configuration, so each template is
 * parsed once; pages may render on several threads at once. In a cold build, loading FreeMarker and parsing
 * the templates is most of a page's cost, so {@link #prepare} may do it on a thread of its own while the
 * scenarios run. Every thread the renderer starts comes from its one executor, named
 * {@code checkpoint-report-render-}<i>n</i>; an idle one ends within a second, and {@link #close}, when the
 * goal ends, failed or not, stops them and waits for them.
 */
public final class PageRenderer implements AutoCloseable {
    /** The template of a scenario's page. */
    public static final String INDEX = "index.ftlh";
    /**
     * The built-in templates of a scenario's page: {@link #INDEX} and those it includes, in the order it
     * includes them. Parsed ahead by {@link #prepare}, none is parsed while a page renders.
     */
    public static final List<String> PAGE_TEMPLATES = List.of(INDEX, "table.ftlh", "text.ftlh", "summary.ftlh",
            "chart-recovery.ftlh", "chart-expected.ftlh", "chart-p.ftlh", "decision.ftlh", "workers.ftlh", "recovery.ftlh",
            "measured.ftlh", "trend.ftlh", "claims.ftlh", "contents.ftlh", "glossary.ftlh");
    /** The rendering thread's stack: far more than {@link RenderLimits#depth()} levels need. */
    private static final long STACK_BYTES = 16L << 20;
    /** How long past the time limit to wait for a template stuck inside one instruction. */
    private static final long GRACE_MILLIS = 5_000;

    private final TemplateSources sources;
    private final RenderLimits limits;
    private final FutureTask<ReportConfiguration> configuration;
    /** Every thread {@link #threads} started, so that {@link #close} can wait until each has ended, not only its task. */
    private final Queue<Thread> started = new ConcurrentLinkedQueue<>();
    private final ExecutorService threads = threads(started);
    /** Whether {@link #prepare} parses the built-in templates ahead, on a thread of the executor. */
    boolean parsesAhead;
    /** Where a scenario's page finds its assets, relative to the page: {@link Assets#OWN} or {@link Assets#SHARED}. */
    private final String assets;

    public PageRenderer(TemplateSources sources, RenderLimits limits) {
        this(sources, limits, List.of(), Assets.OWN);
    }

    private PageRenderer(TemplateSources sources, RenderLimits limits, List<String> templates, String assets) {
        this.sources = sources;
        this.limits = limits;
        this.assets = assets;
        this.configuration = new FutureTask<>(() -> parsed(new ReportConfiguration(sources), templates));
    }

    /** As {@link #prepare(TemplateSources, RenderLimits, List, String)}, for pages whose assets lie beside them. */
    public static PageRenderer prepare(TemplateSources sources, RenderLimits limits, List<String> templates) {
        return prepare(sources, limits, templates, Assets.OWN);
    }

    /**
     * A renderer that loads FreeMarker and parses the built-in {@code templates} on a thread of its own, now.
     * A course's own templates are parsed only when a page renders, under the page's limits, so this is done
     * only when the course overrides none.
     *
     * @param assets where the scenarios' pages find their assets: {@link Assets#OWN}, their own folder's, or
     *     {@link Assets#SHARED}, a course site's one copy at its root
     */
    public static PageRenderer prepare(TemplateSources sources, RenderLimits limits, List<String> templates,
            String assets) {
        if (sources.overridesAny()) {
            return new PageRenderer(sources, limits, List.of(), assets);
        }
        PageRenderer report = new PageRenderer(sources, limits, templates, assets);
        report.threads.execute(report.configuration);
        report.parsesAhead = true;
        return report;
    }

    /**
     * As many threads as pages render at once, each with a stack far deeper than the depth limit needs, and
     * daemons: a thread stuck inside one instruction past {@link #close}'s wait must not keep the JVM alive.
     */
    private static ExecutorService threads(Queue<Thread> started) {
        AtomicInteger count = new AtomicInteger();
        ThreadPoolExecutor threads = new ThreadPoolExecutor(0, Integer.MAX_VALUE, 1, TimeUnit.SECONDS,
                new SynchronousQueue<>(), task -> {
                    Thread thread = new Thread(null, task, "checkpoint-report-render-" + count.incrementAndGet(),
                            STACK_BYTES);
                    thread.setDaemon(true);
                    started.add(thread);
                    return thread;
                });
        return threads;
    }

    /**
     * Stops the renderer's threads and waits for them, up to the grace a rendering gets past its time limit: a
     * template stuck inside one instruction (a huge built-in, or an endless loop with an empty body in a string
     * {@code ?interpret} made) does not hear the interruption, and is left to end by itself.
     */
    @Override
    public void close() {
        threads.shutdownNow();
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(GRACE_MILLIS);
        try {
            // the pool terminates when its tasks end, a moment before their threads do: join each thread
            for (Thread thread : started) {
                long left = deadline - System.nanoTime();
                if (left > 0) {
                    thread.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(left)));
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * The page, whole, in memory: a template that fails leaves no file half written. It links its assets
     * under {@code assets}, the relative root this renderer was prepared with.
     */
    public String render(Page view) throws ReportTemplateException, IOException {
        return render(INDEX, "report", view, assets);
    }

    /**
     * The page {@code template} lays out from {@code view}, which it reads as {@code name}, under the same
     * limits as the report's page; its assets lie beside it, in {@link Assets#OWN}.
     */
    public String render(String template, String name, Object view) throws ReportTemplateException, IOException {
        return render(template, name, view, Assets.OWN);
    }

    private String render(String template, String name, Object view, String assets)
            throws ReportTemplateException, IOException {
        sources.check();
        ReportConfiguration configuration = configuration();
        // a scenario's page of a course, its assets the course's one copy a folder up, links back to the course's index
        String courseIndex = assets.equals(Assets.SHARED) ? "../" + PageOutput.INDEX_HTML : "";
        Map<String, Object> model = Map.of(name, view, "chartJsVersion", Assets.chartJsVersion(), "assets", assets,
                "courseIndex", courseIndex);
        RunawayGuard guard = new RunawayGuard(limits, configuration);
        Future<String> rendering = threads.submit(() -> {
            Writer page = guard.page();
            Environment environment = configuration.getTemplate(template).createProcessingEnvironment(model, page);
            environment.setTemplateProcessingTracer(guard);
            environment.process();
            return page.toString();
        });
        try {
            return rendering.get(limits.time().toMillis() + GRACE_MILLIS, TimeUnit.MILLISECONDS);
        } catch (ExecutionException e) {
            throw failure(e.getCause(), guard, configuration, template);
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

    /** The configuration, made on this thread unless {@link #prepare} has made it or is making it. */
    private ReportConfiguration configuration() throws IOException {
        configuration.run();
        try {
            return configuration.get();
        } catch (ExecutionException e) {
            throw new IllegalStateException("FreeMarker could not be configured", e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("the build was interrupted while the report rendered", e);
        }
    }

    /**
     * Parses the built-in templates into the configuration's cache. None of them can fail; were one to, the
     * page that uses it would parse it again when it renders, and say what is wrong there.
     */
    private static ReportConfiguration parsed(ReportConfiguration configuration, List<String> templates) {
        for (String template : templates) {
            try {
                configuration.getTemplate(template);
            } catch (IOException e) {
                break;
            }
        }
        return configuration;
    }

    private ReportTemplateException failure(Throwable failure, RunawayGuard guard, ReportConfiguration configuration,
            String template) throws IOException {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof ReportTemplateException refused) {
                return refused;
            }
            if (cause instanceof RunawayGuard.Runaway runaway) {
                return at(runaway.at(), runaway.getMessage(), failure, configuration, template);
            }
            if (cause instanceof ParseException parse) {
                return new ReportTemplateException(sources.describe(parse.getTemplateName()), parse.getLineNumber(),
                        configuration.column(parse.getTemplateName(), parse.getLineNumber(), parse.getColumnNumber()),
                        configuration.columns(parse.getEditorMessage()), failure);
            }
        }
        if (failure instanceof TemplateException e) {
            int line = number(e.getLineNumber());
            return new ReportTemplateException(sources.describe(e.getTemplateSourceName()), line,
                    configuration.column(e.getTemplateSourceName(), line, number(e.getColumnNumber())),
                    configuration.columns(withoutTips(e.getMessageWithoutStackTop())), e);
        }
        if (failure instanceof StackOverflowError) {
            return at(guard.deepestCall(), "the templates call themselves deeper than the renderer's stack holds; a macro"
                    + " or function that calls itself needs a condition that ends the calls", failure, configuration,
                    template);
        }
        if (failure instanceof OutOfMemoryError) {
            // a built-in such as ?sort, ?join or ?left_pad asked for one huge array: the failed request unwound, so
            // the heap is free again for this line
            return at(guard.lastEntered(), "rendering asked for more memory than the build has; a built-in here makes a"
                    + " value far larger than a page of " + String.format(Locale.ROOT, "%,d", limits.characters())
                    + " characters", failure, configuration, template);
        }
        if (failure instanceof IOException e) {
            throw e;
        }
        throw new IllegalStateException("rendering the report failed unexpectedly", failure);
    }

    private ReportTemplateException at(TracedElement at, String problem, Throwable failure,
            ReportConfiguration configuration, String template) {
        if (at == null) {
            return new ReportTemplateException(sources.describe(template), 0, 0, problem, failure);
        }
        String name = at.getTemplate().getSourceName();
        return new ReportTemplateException(sources.describe(name), at.getBeginLine(),
                configuration.column(name, at.getBeginLine(), at.getBeginColumn()), problem, failure);
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
