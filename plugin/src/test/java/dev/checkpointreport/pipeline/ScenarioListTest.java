package dev.checkpointreport.pipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Files and glob patterns relative to the project, each scenario named after its file. */
class ScenarioListTest {
    @TempDir
    Path project;

    private Path file(String name) throws Exception {
        Path file = project.resolve(name);
        Files.createDirectories(file.getParent());
        Files.writeString(file, "title: x\n");
        return file;
    }

    @Test
    void aGlobMatchesTheFilesOfItsFolderInPathOrderEachNamedWithoutItsExtension() throws Exception {
        Path tight = file("scenarios/tight.yml");
        Path lesson = file("scenarios/lesson.yml");
        file("scenarios/notes.txt");
        file("scenarios/deeper/other.yml");

        List<ListedScenario> listed = ScenarioList.resolve(project, List.of("scenarios/*.yml"));

        assertThat(listed).containsExactly(new ListedScenario("lesson", lesson), new ListedScenario("tight", tight));
    }

    @Test
    void aDoubleStarReachesSubfoldersAndAPlainFileKeepsItsPlaceInTheList() throws Exception {
        Path first = file("course.yaml");
        Path deeper = file("scenarios/deeper/other.yml");

        List<ListedScenario> listed = ScenarioList.resolve(project, List.of("course.yaml", "scenarios/**.yml"));

        assertThat(listed).containsExactly(new ListedScenario("course", first), new ListedScenario("other", deeper));
    }

    @Test
    void aFileListedTwiceIsOneScenario() throws Exception {
        Path lesson = file("scenarios/lesson.yml");

        List<ListedScenario> listed = ScenarioList.resolve(project, List.of("scenarios/lesson.yml", "scenarios/*.yml"));

        assertThat(listed).containsExactly(new ListedScenario("lesson", lesson));
    }

    @Test
    void aFileKeepsThePlaceOfTheFirstLineThatNamesIt() throws Exception {
        Path growth = file("scenarios/growth.yml");
        Path lesson = file("scenarios/lesson.yml");
        Path zeta = file("scenarios/zeta.yml");

        List<ListedScenario> lessonFirst = ScenarioList.resolve(project,
                List.of("scenarios/lesson.yml", "scenarios/*.yml"));
        List<ListedScenario> lessonNamedAgain = ScenarioList.resolve(project,
                List.of("scenarios/*.yml", "scenarios/lesson.yml"));

        assertThat(lessonFirst).containsExactly(new ListedScenario("lesson", lesson),
                new ListedScenario("growth", growth), new ListedScenario("zeta", zeta));
        assertThat(lessonNamedAgain).containsExactly(new ListedScenario("growth", growth),
                new ListedScenario("lesson", lesson), new ListedScenario("zeta", zeta));
    }

    @Test
    void aPatternThatMatchesNothingIsRefusedByName() throws Exception {
        file("scenarios/lesson.yml");

        ScenarioListException e = catchThrowableOfType(ScenarioListException.class,
                () -> ScenarioList.resolve(project, List.of("scenarios/*.yml", "lessons/*.yml")));

        assertThat(e).hasMessage("The scenario pattern 'lessons/*.yml' matches no file under " + project
                + "; correct the pattern in <scenarios> or add the scenario file");
    }

    @Test
    void twoScenariosOfOneNameAreRefusedNamingBothFiles() throws Exception {
        Path first = file("a/lesson.yml");
        Path second = file("b/lesson.yaml");

        ScenarioListException e = catchThrowableOfType(ScenarioListException.class,
                () -> ScenarioList.resolve(project, List.of("a/*.yml", "b/*.yaml")));

        assertThat(e).hasMessage("Two scenarios would write the report folder 'lesson': " + first + " and " + second
                + "; rename one of the files");
    }

    @Test
    void aScenarioNamedLikeTheSitesAssetsIsRefused() throws Exception {
        Path assets = file("assets.yml");

        ScenarioListException e = catchThrowableOfType(ScenarioListException.class,
                () -> ScenarioList.resolve(project, List.of("*.yml")));

        assertThat(e).hasMessage(assets + ": the report of this scenario would be written to 'assets', which the"
                + " course's root holds itself or hides; rename the file");
    }

    @Test
    void aScenarioNamedIndexIsRefusedInAnyCase() throws Exception {
        Path index = file("index.yml");
        Path upper = file("more/Index.yaml");

        ScenarioListException e = catchThrowableOfType(ScenarioListException.class,
                () -> ScenarioList.resolve(project, List.of("index.yml")));
        ScenarioListException f = catchThrowableOfType(ScenarioListException.class,
                () -> ScenarioList.resolve(project, List.of("more/*.yaml")));

        assertThat(e).hasMessage(index + ": the report of this scenario would be written to 'index', which the"
                + " course's root holds itself or hides; rename the file");
        assertThat(f).hasMessage(upper + ": the report of this scenario would be written to 'Index', which the"
                + " course's root holds itself or hides; rename the file");
    }
}
