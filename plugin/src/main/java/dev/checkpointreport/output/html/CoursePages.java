package dev.checkpointreport.output.html;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What the pages of a report or a course are made with, which {@link PageOutput} and {@link CourseIndexOutput}
 * share: one {@link PageRenderer}, which loads FreeMarker and parses the built-in templates on a thread of its own
 * from {@link #prepare} on, while the scenarios run, and the assets, read when the pages are written. Nothing is
 * loaded before then: an up-to-date report loads no class of FreeMarker. Close it when the course is written.
 */
public final class CoursePages implements AutoCloseable {
    private final Path templateDirectory;
    private final RenderLimits limits;
    private final boolean single;
    private TemplateSources templates;
    private PageRenderer html;

    /**
     * @param templateDirectory a folder whose files override the built-in templates by name, or {@code null}
     * @param single one scenario, its page at the folder's root; otherwise a course, with an index page
     */
    public CoursePages(Path templateDirectory, RenderLimits limits, boolean single) {
        this.templateDirectory = templateDirectory;
        this.limits = limits;
        this.single = single;
    }

    /** Starts loading FreeMarker and parsing the built-in templates, on a thread of their own, now. */
    public void prepare() {
        renderer();
    }

    /** The renderer of every page, prepared when first asked for. */
    PageRenderer renderer() {
        if (html == null) {
            List<String> parsed = new ArrayList<>(PageRenderer.PAGE_TEMPLATES);
            if (!single) {
                parsed.add(CourseIndexOutput.TEMPLATE);
                parsed.add(CourseIndexOutput.HISTORY_TEMPLATE);
            }
            html = PageRenderer.prepare(templates(), limits, parsed, single ? Assets.OWN : Assets.SHARED);
        }
        return html;
    }

    /** The assets, a course's own where it has them: a refused file is thrown here. */
    Assets assets() throws ReportTemplateException, IOException {
        return Assets.read(templates());
    }

    private TemplateSources templates() {
        if (templates == null) {
            templates = new TemplateSources(templateDirectory);
        }
        return templates;
    }

    /** Stops the renderer's threads, when it was prepared. */
    @Override
    public void close() {
        if (html != null) {
            html.close();
        }
    }
}
