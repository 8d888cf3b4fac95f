package dev.checkpointreport.output.html;

import static org.assertj.core.api.Assertions.assertThat;

import freemarker.template.Template;
import java.io.StringWriter;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The call goes right after the start tag of every loop and nowhere else, writes nothing, and a column after it
 * on the same line is the user's again.
 */
class LoopPassesTest {
    private static final String CALL = "<@checkpointReportPass/>";

    @Test
    void everyLoopGetsTheCallAfterItsStartTag() {
        String text = "<#list xs?filter(x -> x > 1) as x>${x}</#list><#list m as k, v><#items as i>"
                + "</#items></#list><#foreach x in xs></#foreach>";

        assertThat(LoopPasses.mark(text).text()).isEqualTo("<#list xs?filter(x -> x > 1) as x>" + CALL
                + "${x}</#list><#list m as k, v>" + CALL + "<#items as i>" + CALL + "</#items></#list><#foreach x in xs>"
                + CALL + "</#foreach>");
    }

    @Test
    void noLoopInACommentAStringANoparseOrAnotherTagGetsTheCall() {
        String text = "<#-- <#list a as b> --><#assign t = \"<#list 1..2 as i>>\" u = r'\\'><#list'>"
                + "<#noparse><#list a as b></#noparse>${\"<#list a as b>\"}<#if (a > b)><#listed></#if>";

        assertThat(LoopPasses.mark(text).text()).isEqualTo(text);
    }

    @Test
    void aTemplateThatBeginsWithSquareBracketsGetsSquareBracketCalls() {
        assertThat(LoopPasses.mark("[#ftl][#list xs[0..(1)] as x]<#list a as b>[/#list]").text())
                .isEqualTo("[#ftl][#list xs[0..(1)] as x][@checkpointReportPass/]<#list a as b>[/#list]");
    }

    @Test
    void aColumnAfterTheCallIsTheUsersAgainPastTabsToo() {
        Marked marked = LoopPasses.mark("<p>\n<#list 1..2 as i>\t${i.x} ${i}</#list>\n");
        int call = CALL.length();

        assertThat(marked.column(2, 1)).isEqualTo(1);
        // the tab after the call moves to the next stop of 8 in each text: ${ at 25 in the user's
        assertThat(marked.column(2, 25 + call)).isEqualTo(25);
        assertThat(marked.column(2, 32 + call)).isEqualTo(32);
        // inside the call: the user's character after it, the tab, which ends at 24
        assertThat(marked.column(2, 19)).isEqualTo(24);
        assertThat(marked.column(1, 3)).isEqualTo(3);
    }

    @Test
    void theCallsWriteNothingAndStrippedLinesStayStripped() throws Exception {
        String text = "<ul>\n  <#list 1..2 as i>\n    <li>${i}</li>\n  </#list>\n</ul>\n";
        ReportConfiguration configuration = new ReportConfiguration(new TemplateSources(null));

        assertThat(render(LoopPasses.mark(text).text(), configuration)).isEqualTo(render(text, configuration))
                .contains("<li>1</li>\n    <li>2</li>\n</ul>\n").doesNotContain("#list");
    }

    private static String render(String text, ReportConfiguration configuration) throws Exception {
        StringWriter out = new StringWriter();
        new Template("t", text, configuration).process(Map.of(), out);
        return out.toString();
    }
}
