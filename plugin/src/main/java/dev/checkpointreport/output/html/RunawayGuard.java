package dev.checkpointreport.output.html;

import freemarker.core.Environment;
import freemarker.core.Macro;
import freemarker.core.TemplateProcessingTracer;
import freemarker.template.Template;
import java.io.IOException;
import java.io.StringWriter;
import java.io.Writer;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.Locale;
import java.util.Set;

/**
 * Watches one rendering of the page from inside it, through FreeMarker's tracer of the instructions it
 * enters and leaves: it stops a template that nests deeper, runs longer or writes more than its
 * {@link RenderLimits}, or makes a string longer than the page may be (as each assignment ends and as a captured
 * block grows), and knows the instruction it stopped at. Loops of the templates loaded from files are seen at every
 * pass because {@link LoopPasses} puts a call into every loop body. A loop of a string {@code ?interpret} makes,
 * and a built-in such as {@code ?join} that makes one huge string in one step, are seen only when they end:
 * FreeMarker's public API has no hook inside them.
 */
final class RunawayGuard implements TemplateProcessingTracer {
    /** How many instructions are entered between two looks at the clock, which costs more than the rest. */
    private static final int CLOCK_EVERY = 64;
    private final RenderLimits limits;
    private final ReportConfiguration configuration;
    private final long deadline;
    /** The template of the last instruction entered: one not seen before may be one {@code ?interpret} made. */
    private Template entered;
    /**
     * The templates loaded from files that this page has entered, known here without asking the configuration,
     * whose set and every template's attributes are shared by the pages rendering at once, under their locks.
     */
    private final Set<Template> fromFiles = Collections.newSetFromMap(new IdentityHashMap<>());
    private TracedElement lastEntered;
    private final Deque<TracedElement> running = new ArrayDeque<>();
    private TracedElement deepestCall;
    private int deepestDepth;
    private int enteredCount;

    RunawayGuard(RenderLimits limits, ReportConfiguration configuration) {
        this.limits = limits;
        this.configuration = configuration;
        this.deadline = System.nanoTime() + limits.time().toNanos();
    }

    /** A template stopped by a limit, at the innermost instruction with a place in its file. */
    static final class Runaway extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final transient TracedElement at;

        Runaway(String problem, TracedElement at) {
            super(problem, null, false, false);
            this.at = at;
        }

        TracedElement at() {
            return at;
        }
    }

    @Override
    public void enterElement(Environment env, TracedElement element) {
        Template template = element.getTemplate();
        if (template != entered) {
            entered = template;
            if (!fromFile(template) && !ReportConfiguration.interpreted(template)) {
                ReportConfiguration.markInterpreted(template);
            }
        }
        if (element instanceof Macro && running.size() > deepestDepth) {
            deepestDepth = running.size();
            deepestCall = running.peek();
        }
        running.push(element);
        lastEntered = element;
        if (running.size() > limits.depth()) {
            throw stop("instructions nest deeper than " + limits.depth() + " levels, the limit; a macro or function"
                    + " that calls itself needs a condition that ends the calls");
        }
        if (++enteredCount % CLOCK_EVERY == 0 && System.nanoTime() - deadline > 0) {
            throw stop("rendering took longer than " + limits.time().toSeconds() + " s, the limit for the page;"
                    + " a loop here runs too long or never ends");
        }
        if (env.getOut() instanceof StringWriter captured) {
            // <#assign name>...</#assign> captures its content in a StringWriter of FreeMarker's, not in the page
            tooLong(captured.getBuffer().length());
        }
    }

    @Override
    public void exitElement(Environment env, TracedElement element) {
        String assigned = assigned(element);
        if (!assigned.isEmpty()) {
            AssignedValues.check(env, assigned, this::tooLong);
        }
        running.pop();
    }

    /** Refuses a string of more characters than a page holds, at the instruction that made it. */
    void tooLong(long characters) {
        if (characters > limits.characters()) {
            throw stop("a value grew past " + grouped(limits.characters()) + " characters, the limit of the page;"
                    + " a string built here would be longer than a page can hold");
        }
    }

    private String assigned(TracedElement element) {
        if (fromFile(element.getTemplate())) {
            return configuration.assigned(element);
        }
        // a string ?interpret made may be made anew at every pass of a loop: its instructions are not kept
        String name = AssignedValues.name(element);
        return name == null ? "" : name;
    }

    /** Whether {@code template} was loaded from a file, not made by {@code ?interpret}. */
    private boolean fromFile(Template template) {
        if (fromFiles.contains(template)) {
            return true;
        }
        if (configuration.loaded(template)) {
            fromFiles.add(template);
            return true;
        }
        return false;
    }

    /** The page, held in memory up to the character limit. */
    Writer page() {
        return new Writer() {
            private final StringBuilder page = new StringBuilder();

            @Override
            public void write(char[] text, int offset, int length) {
                fits(length);
                page.append(text, offset, length);
            }

            /** As Writer's, without first copying the text into an array of its length. */
            @Override
            public void write(String text, int offset, int length) {
                fits(length);
                page.append(text, offset, offset + length);
            }

            private void fits(int length) {
                if (page.length() + (long) length > limits.characters()) {
                    throw stop("the page grew past " + grouped(limits.characters())
                            + " characters, the limit; a loop or a value written here is more than a page"
                            + " can hold");
                }
            }

            @Override
            public void flush() {
                // the page stays in memory until it is written whole
            }

            @Override
            public void close() throws IOException {
                // as flush
            }

            @Override
            public String toString() {
                return page.toString();
            }
        };
    }

    /**
     * Stops at the innermost instruction a reader can find: the call rather than the macro or function it enters,
     * and the call of {@code ?interpret} rather than a line of its string.
     */
    private Runaway stop(String problem) {
        return new Runaway(problem, running.stream().filter(RunawayGuard::placed).findFirst().orElse(null));
    }

    /**
     * The deepest call of a macro or function, for a stack that ran out before the depth limit: the Java
     * stack has unwound by the time anyone can look, so the guard remembers it on the way down.
     */
    TracedElement deepestCall() {
        return deepestCall;
    }

    /**
     * The last instruction entered, when it has a place in a file, for an error that unwound the stack: the one
     * that was working when it came.
     */
    TracedElement lastEntered() {
        return lastEntered != null && placed(lastEntered) ? lastEntered : null;
    }

    private static String grouped(long number) {
        return String.format(Locale.ROOT, "%,d", number);
    }

    /**
     * An instruction with a line in a template file that its author wrote: the call of {@code ?interpret}, not a
     * line of its string, and the loop, not the call {@link LoopPasses} put into it. Asked only once a limit is met.
     */
    private static boolean placed(TracedElement element) {
        return element.getBeginLine() > 0 && !(element instanceof Macro)
                && !ReportConfiguration.interpreted(element.getTemplate())
                && !element.getDescription().equals("@" + LoopPasses.DIRECTIVE);
    }
}
