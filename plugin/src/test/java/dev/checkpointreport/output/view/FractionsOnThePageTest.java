package dev.checkpointreport.output.view;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.PipelineRun;
import dev.checkpointreport.Reports;
import dev.checkpointreport.model.BreakEven;
import dev.checkpointreport.model.Interval;
import dev.checkpointreport.output.view.Page.Part;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.numbers.fraction.BigFraction;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A long fraction reaches the page rounded, with the exact fraction on hover, and the fractions of one column all
 * take the form of its longest; report.json keeps them exact.
 */
class FractionsOnThePageTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path HOT_KEY = Path.of("../example-project/scenarios/hot-key.yml");

    @TempDir
    Path folder;

    @Test
    void aLongBreakEvenIsRoundedToThreeDecimalsOverItsExactFraction() {
        assertThat(Numbers.fraction(BigFraction.of(1380, 4199))).isEqualTo(new Part("0.329", "1380/4199"));
        assertThat(Numbers.fraction(BigFraction.of(115, 226))).isEqualTo(new Part("0.509", "115/226"));
    }

    @Test
    void aShortFractionStaysExactAndAnExactDecimalHasNoTitle() {
        assertThat(Numbers.fraction(BigFraction.of(11, 18))).isEqualTo(new Part("11/18", ""));
        assertThat(Numbers.fraction(BigFraction.of(99, 100))).isEqualTo(new Part("0.99", ""));
        assertThat(Numbers.fraction(BigFraction.of(100, 99))).isEqualTo(new Part("1.01", "100/99"));
        assertThat(Numbers.rounded(BigFraction.of(11, 18))).isEqualTo(new Part("0.611", "11/18"));
    }

    @Test
    void fractionsShownTogetherTakeOneFormExactWhileAllAreShortElseAllRounded() {
        assertThat(Numbers.fractions(List.of(BigFraction.of(301, 983), BigFraction.of(49, 80))))
                .containsExactly(new Part("0.306", "301/983"), new Part("0.612", "49/80"));
        assertThat(Numbers.fractions(List.of(BigFraction.of(11, 36), BigFraction.of(49, 80))))
                .containsExactly(new Part("11/36", ""), new Part("49/80", ""));
        assertThat(Numbers.fractions(List.of(BigFraction.of(301, 983), BigFraction.of(1, 2))))
                .containsExactly(new Part("0.306", "301/983"), new Part("0.5", ""));
    }

    @Test
    void theIssuesBreakEvensReadAsDecimalsWithTheirFractionsOnHover() {
        List<Part> parts = SensitivityTables.breakEvens(List.of(
                new BreakEven(BigFraction.of(690, 4199), Interval.NONE, Interval.every(7)),
                new BreakEven(BigFraction.of(115, 226), Interval.every(7), Interval.every(5))));

        assertThat(Part.text(parts)).isEqualTo("none → 7 at 0.164; 7 → 5 at 0.509");
        assertThat(parts).filteredOn(p -> !p.title().isEmpty()).extracting(Part::title)
                .containsExactly("690/4199", "115/226");
    }

    @Test
    void theHotKeyPageShowsItsBreakEvenAsADecimalAndReportJsonKeepsTheFraction() throws Exception {
        Path report = folder.resolve("hot-key");
        PipelineRun.report(HOT_KEY.toAbsolutePath(), report);
        Document page = Reports.page(report);
        JsonNode json = JSON.readTree(report.resolve("report.json").toFile());

        Element sensitivity = page.select("#sensitivity tbody tr").get(1);
        assertThat(sensitivity.text()).isEqualTo("1× 600 none → 6 at 0.281; 6 → 4 at 0.55 4");
        assertThat(sensitivity.select("abbr").outerHtml()).isEqualTo("<abbr title=\"66/235\">0.281</abbr>");
        assertThat(page.select("#sensitivity tbody td:eq(2)").eachText()).containsExactly(
                "none → 6 at 0.14; 6 → 4 at 0.275; 4 → 3 at 0.55", "none → 6 at 0.281; 6 → 4 at 0.55",
                "none → 6 at 0.562");
        assertThat(page.select("#best-ranges").text())
                .isEqualTo("Over all failure probabilities the best is none below 0.281; 6 from 0.281 to 0.55; 4 above.");
        assertThat(page.select("#best-ranges abbr").eachAttr("title")).containsExactly("66/235", "66/235");
        assertThat(json.get("sensitivity").get("stateRows").get(1).get("breakEvens").findValuesAsText("probabilityExact"))
                .containsExactly("66/235", "11/20");
    }
}
