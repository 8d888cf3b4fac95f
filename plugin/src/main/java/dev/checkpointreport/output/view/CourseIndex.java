package dev.checkpointreport.output.view;

import dev.checkpointreport.output.CourseScenario;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What the site's {@code index.html} shows: a card per scenario, in the order the scenarios were listed,
 * each linking to its report; in a site that {@code report-aggregate} gathers, the cards grouped under
 * each module's name. The template only lays it out.
 *
 * @param lead one sentence saying how many scenarios the site holds and how many pass their gates
 * @param entries every card, in order
 * @param groups the same cards, each module's run of them under its name; a site of one project's scenarios
 *     is one group without a heading
 * @param history the section Across builds, or {@code null} before a second build
 */
public record CourseIndex(String title, String lead, List<Entry> entries, List<Group> groups, CourseHistory history) {
    static final String TITLE = "Checkpoint reports";

    public CourseIndex {
        entries = List.copyOf(entries);
        groups = List.copyOf(groups);
    }

    /**
     * A module's cards.
     *
     * @param heading the module's name, or {@code null} when the site gathers no modules
     * @param id unique on the page, for the heading
     */
    public record Group(String heading, String id, List<Entry> entries) {
        public Group {
            entries = List.copyOf(entries);
        }
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

    /** The index of {@code scenarios}, their files shown relative to {@code basedir}, linking their {@code page}s. */
    public static CourseIndex of(List<CourseScenario> scenarios, Path basedir, String page) {
        List<Entry> entries = new ArrayList<>();
        List<Group> groups = new ArrayList<>();
        List<Entry> group = new ArrayList<>();
        int failing = 0;
        for (int i = 0; i < scenarios.size(); i++) {
            CourseScenario scenario = scenarios.get(i);
            ScenarioCard card = ScenarioCard.of(scenario.result());
            Entry entry = new Entry("scenario-" + (i + 1), scenario.path(page), scenario.shownFile(basedir), card);
            entries.add(entry);
            group.add(entry);
            if (i + 1 == scenarios.size() || !groupOf(scenarios.get(i + 1)).equals(groupOf(scenario))) {
                groups.add(new Group(scenario.module(), "module-" + (groups.size() + 1), group));
                group = new ArrayList<>();
            }
            if (!scenario.result().verdict().passed()) {
                failing++;
            }
        }
        return new CourseIndex(TITLE, lead(scenarios.size(), failing), entries, groups, null);
    }

    /** This index with the section Across builds. */
    public CourseIndex with(CourseHistory drawn) {
        return new CourseIndex(title, lead, entries, groups, drawn);
    }

    /** A module's scenarios share the module's name and their folder's first part, its artifactId; others none. */
    private static List<String> groupOf(CourseScenario scenario) {
        return scenario.module() == null ? List.of()
                : List.of(scenario.module(), scenario.name().substring(0, Math.max(0, scenario.name().indexOf('/'))));
    }

    private static String lead(int count, int failing) {
        String scenarios = count == 1 ? "1 scenario" : count + " scenarios";
        if (failing == 0) {
            return scenarios + "; none fails its gates.";
        }
        return scenarios + "; " + failing + (failing == 1 ? " fails its gates." : " fail their gates.");
    }
}
