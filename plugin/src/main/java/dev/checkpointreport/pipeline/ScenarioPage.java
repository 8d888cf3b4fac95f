package dev.checkpointreport.pipeline;

import dev.checkpointreport.output.html.PageRenderer;
import dev.checkpointreport.output.html.ReportTemplateException;
import dev.checkpointreport.output.view.PageBuilder;
import dev.checkpointreport.run.CourseScenario;
import java.io.IOException;

/**
 * A scenario of the course with its page, rendered as soon as the scenario has run, on the
 * thread that ran it. A page whose template failed keeps the failure, which {@link #page()} throws once every
 * scenario has been read: a scenario that cannot be read is said first, as when the pages render after the runs.
 */
public final class ScenarioPage {
    private final CourseScenario scenario;
    private final String page;
    private final Exception failure;

    private ScenarioPage(CourseScenario scenario, String page, Exception failure) {
        this.scenario = scenario;
        this.page = page;
        this.failure = failure;
    }

    /** Renders the page of {@code scenario} with {@code html}, which other pages share. */
    public static ScenarioPage render(PageRenderer html, CourseScenario scenario) {
        try {
            return new ScenarioPage(scenario, html.render(PageBuilder.of(scenario.result())), null);
        } catch (ReportTemplateException | IOException e) {
            return new ScenarioPage(scenario, null, e);
        }
    }

    public CourseScenario scenario() {
        return scenario;
    }

    /** The page, or the failure that kept it from being rendered. */
    String page() throws ReportTemplateException, IOException {
        if (failure instanceof ReportTemplateException e) {
            throw e;
        }
        if (failure instanceof IOException e) {
            throw e;
        }
        return page;
    }
}
