package dev.checkpointreport.output.html;

import java.time.Duration;

/**
 * What rendering the page may take before a template is judged runaway: a course's override is code the
 * build runs, and a loop that never ends or a macro that calls itself must end the build with a line,
 * not hang it or fill its memory.
 *
 * @param time the whole page's rendering, from the first template to the last character
 * @param characters the most characters {@code index.html} may hold
 * @param depth the most instructions nested in one another, counting each call of a macro or function;
 *     the built-in templates nest fewer than 40 deep
 */
public record RenderLimits(Duration time, long characters, int depth) {
    /** 30 s, 64 MiB characters and 1,000 levels: documented with {@code templateDirectory} on
     * the site's parameters page. */
    public static final RenderLimits DEFAULT = new RenderLimits(Duration.ofSeconds(30), 64L << 20, 1_000);
}
