package dev.checkpointreport.output.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.checkpointreport.output.view.Page;
import dev.checkpointreport.output.view.SummarySection;
import dev.checkpointreport.run.Check;
import dev.checkpointreport.run.Check.Kind;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A template reads the view's records as the default wrapper lets it, without bean introspection. */
class ViewObjectWrapperTest {
    @TempDir
    Path templates;

    private String render(String template, Object view) throws IOException, ReportTemplateException {
        Files.writeString(templates.resolve("probe.ftlh"), template, StandardCharsets.UTF_8);
        try (PageRenderer html = new PageRenderer(new TemplateSources(templates), RenderLimits.DEFAULT)) {
            return html.render("probe.ftlh", "g", view);
        }
    }

    @Test
    void aRecordsValuesAndMethodsAreReadByNameAsPropertiesOrCalls() throws Exception {
        Check check = new Check(Kind.DECISION, false, "lesson.yml:34: ", "interval 6 < interval 4");

        assertThat(render("${g.text}|${g.text()}|${g.passed?c}|${g.place}|${g.message}|${g.message()}", check))
                .isEqualTo("interval 6 &lt; interval 4|interval 6 &lt; interval 4|false|lesson.yml:34: "
                        + "|lesson.yml:34: interval 6 &lt; interval 4|lesson.yml:34: interval 6 &lt; interval 4");
        assertThat(render("<#list g?keys as k>${k} </#list>${g?size}", check))
                .isEqualTo("kind passed place text message 5");
        assertThat(render("${g.missing!'none'} ${g.toString!'hidden'} ${g.hashCode!'hidden'}", check))
                .isEqualTo("none hidden hidden");
        assertThat(render("${g}", check))
                .isEqualTo("Check[kind=DECISION, passed=false, place=lesson.yml:34: , text=interval 6 &lt; interval 4]");
    }

    @Test
    void recordsInsideListsAndRecordsAreWrappedTheSameWay() throws Exception {
        SummarySection summary = new SummarySection(List.of(new Page.Fact("best", "interval 4")),
                List.of(new Check(Kind.DECISION, true, "", "ok")), List.of(), List.of(), List.of(), "");

        assertThat(render("${g.facts[0].term}=${g.facts[0].detail};${g.decisionChecks[0].text};"
                + "${g.recoveryChecks?has_content?c};[${g.warningHeading}]", summary))
                .isEqualTo("best=interval 4;ok;false;[]");
    }

    /** A record whose text is counted each time it is made. */
    public record Counted(String name) {
        static final AtomicInteger TEXTS = new AtomicInteger();

        @Override
        public String toString() {
            TEXTS.incrementAndGet();
            return name;
        }
    }

    @Test
    void aRecordAssignedToAVariableIsMadeIntoTextOnlyWhenPrinted() throws Exception {
        Counted.TEXTS.set(0);

        assertThat(render("<#assign r = g><#assign n = r.name><#global q = r>${n}", new Counted("lesson")))
                .isEqualTo("lesson");
        assertThat(Counted.TEXTS).hasValue(0);
        assertThat(render("<#assign r = g>${r}", new Counted("lesson"))).isEqualTo("lesson");
        assertThat(Counted.TEXTS).hasValue(1);
    }

    @Test
    void aValueCalledWithArgumentsIsRefusedWithItsName() {
        assertThatThrownBy(() -> render("${g.message('x')}", new Check(Kind.DECISION, true, "", "ok")))
                .isInstanceOf(ReportTemplateException.class).hasMessageContaining("line 1, column 3")
                .hasMessageContaining("Expected a method or function").hasMessageContaining("g.message");
    }
}
