package dev.checkpointreport.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.maven.plugin.MojoFailureException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The scrape goal saves where the project's scenarios read: {@code data/flink} of the one folder of its
 * {@code <scenarios>}, or of the project without them, and says which {@code measured} glob reads it.
 */
class ScrapeIntoTest {
    @TempDir
    Path project;

    @Test
    void aCourseScrapesIntoItsScenariosFolder() throws Exception {
        Files.createDirectories(project.resolve("scenarios"));
        Files.writeString(project.resolve("scenarios/lesson.yml"), "title: x\n");
        Files.writeString(project.resolve("scenarios/growth.yml"), "title: x\n");

        Path folder = ScrapeInto.scenariosFolder(project, List.of("scenarios/lesson.yml", "scenarios/*.yml"));

        assertThat(folder).isEqualTo(project.resolve("scenarios"));
        assertThat(ScrapeInto.readBy(project, folder, folder.resolve("data/flink"), "flink")).isEqualTo("A scenario in "
                + "scenarios/ reads these scrapes with measured.flink: data/flink/**.json");
    }

    @Test
    void aCourseWithoutItsScenariosYetTakesTheFolderItsPatternsName() throws Exception {
        assertThat(ScrapeInto.scenariosFolder(project, List.of("scenarios/*.yml"))).isEqualTo(project.resolve(
                "scenarios"));
    }

    @Test
    void withoutScenariosTheProjectsFolderBesideThePom() throws Exception {
        assertThat(ScrapeInto.scenariosFolder(project, null)).isEqualTo(project);
        assertThat(ScrapeInto.readBy(project, project, project.resolve("data/prometheus"), "prometheus"))
                .isEqualTo("A scenario beside the POM reads these scrapes with measured.prometheus: "
                        + "data/prometheus/**.json");
    }

    @Test
    void anIntoOutsideTheScenariosFolderIsSaidUnreadable() {
        Path scenarios = project.resolve("scenarios");
        assertThat(ScrapeInto.readBy(project, scenarios, project.resolve("data/flink"), "flink")).isEqualTo("No "
                + "scenario in scenarios/ can read data/flink: a scenario's measured files lie in its own folder or "
                + "below; scrape into scenarios/data/flink instead");
    }

    @Test
    void scenariosInTwoFoldersAreRefusedInOneLine() throws Exception {
        Files.createDirectories(project.resolve("a"));
        Files.createDirectories(project.resolve("b"));
        Files.writeString(project.resolve("a/one.yml"), "title: x\n");
        Files.writeString(project.resolve("b/two.yml"), "title: x\n");

        assertThatThrownBy(() -> ScrapeInto.scenariosFolder(project, List.of("a/one.yml", "b/*.yml")))
                .isInstanceOf(MojoFailureException.class).hasMessage("checkpoint.scrape.into: the scenarios lie in 2 "
                        + "folders (a, b), and a scenario's measured files lie in its own folder or below; give the "
                        + "folder of the scenarios that read this job, such as -Dcheckpoint.scrape.into=a/data/flink");
    }
}
