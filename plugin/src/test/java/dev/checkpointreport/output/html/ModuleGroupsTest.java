package dev.checkpointreport.output.html;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Sites;
import java.nio.file.Path;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The index that {@code report-aggregate} writes groups its cards under each module's name, in the order the
 * modules were gathered; a site of one project's scenarios keeps its cards in one list without a heading.
 */
class ModuleGroupsTest {
    @TempDir
    Path project;

    @Test
    void anAggregatesCardsStandUnderTheirModulesNames() throws Exception {
        Document index = Jsoup.parse(Sites.twoModules(project).resolve("index.html").toFile(), "UTF-8");

        assertThat(index.select("main > section.module > h2").eachText()).containsExactly("Lesson one", "timing");
        Element lesson = index.select("main > section.module").get(0);
        Element timing = index.select("main > section.module").get(1);
        assertThat(lesson.attr("aria-labelledby")).isEqualTo("module-1");
        assertThat(lesson.select("li.card h3 a").eachAttr("href")).containsExactly("lesson/lesson/index.html");
        assertThat(timing.select("li.card h3 a").eachAttr("href"))
                .containsExactly("timing/lesson/index.html", "timing/tight/index.html");
        assertThat(index.select("li.card h2")).isEmpty();
    }

    @Test
    void aSiteOfOneProjectHasNoModuleHeadings() throws Exception {
        Document index = Jsoup.parse(Sites.lessonAndTight(project).resolve("index.html").toFile(), "UTF-8");

        assertThat(index.select("section.module")).isEmpty();
        assertThat(index.select("main > ul.cards > li.card > h2 a").eachAttr("href"))
                .containsExactly("lesson/index.html", "tight/index.html");
    }
}
