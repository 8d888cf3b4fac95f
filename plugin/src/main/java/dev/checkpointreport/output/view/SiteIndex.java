package dev.checkpointreport.output.view;

import dev.checkpointreport.run.SiteScenario;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What the site's {@code index.html} shows: a card per scenario, in the order the scenarios were listed,
 * each linking to its report. The template only lays it out.
 *
 * @param lead one sentence saying how many scenarios the site holds and how many pass their gates
 */
public record SiteIndex(String title, String lead, List<Entry> entries) {
    static final String TITLE = "Checkpoint reports";

    public SiteIndex {
        entries = List.copyOf(entries);
    }

    /**
     * One scenario's card.
     *
     * @param id unique on the page, for the card's heading
     * @param href the report's page, relative to the site's root
     * @param file the scenario file, relative to the project
     */
    public record Entry(String id, String href, String file, ScenarioCard card) {
    }

    /** The index of {@code scenarios}, their files shown relative to {@code basedir}. */
    public static SiteIndex of(List<SiteScenario> scenarios, Path basedir) {
        List<Entry> entries = new ArrayList<>();
        int failing = 0;
        for (SiteScenario scenario : scenarios) {
            ScenarioCard card = ScenarioCard.of(scenario.result());
            entries.add(new Entry("scenario-" + (entries.size() + 1), scenario.page(), scenario.shownFile(basedir), card));
            if (!scenario.result().verdict().passed()) {
                failing++;
            }
        }
        return new SiteIndex(TITLE, lead(scenarios.size(), failing), entries);
    }

    private static String lead(int count, int failing) {
        String scenarios = count == 1 ? "1 scenario" : count + " scenarios";
        if (failing == 0) {
            return scenarios + "; none fails its gates.";
        }
        return scenarios + "; " + failing + (failing == 1 ? " fails its gates." : " fail their gates.");
    }
}
