package dev.checkpointreport.output.html;

import static org.assertj.core.api.Assertions.assertThat;

import freemarker.core.Environment;
import freemarker.core.TemplateProcessingTracer;
import freemarker.template.Configuration;
import freemarker.template.Template;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every form of assignment names the variable it sets, as the template wrote it, read from the description
 * FreeMarker's public tracer gives; no other instruction names one.
 */
class AssignedNameTest {

    @Test
    void everyAssignmentNamesItsVariableAndNothingElseDoes() throws Exception {
        Template template = new Template("probe", "<#assign x = 1 y = 2><#assign z>q</#assign>"
                + "<#macro m><#local n = [1]><#local n += [2]></#macro><@m/><#global \"a b\" = 3>"
                + "<#assign w in .namespace>k</#assign><#assign v = 1><#assign v++><#assign t = \"a = b\">"
                + "<#if true>${x}</#if><#list 1..1 as i>${i}</#list>text = 1", new Configuration(Configuration.VERSION_2_3_34));
        List<String> names = new ArrayList<>();
        List<String> others = new ArrayList<>();
        Environment env = template.createProcessingEnvironment(Map.of(), new StringWriter());
        env.setTemplateProcessingTracer(new TemplateProcessingTracer() {
            @Override
            public void enterElement(Environment env, TracedElement element) {
                String name = AssignedValues.name(element);
                if (name == null) {
                    others.add(element.getDescription());
                } else {
                    names.add(name);
                }
            }

            @Override
            public void exitElement(Environment env, TracedElement element) {
                // names are read on the way in
            }
        });

        env.process();

        assertThat(names).containsExactly("x", "y", "z", "n", "n", "a b", "w", "v", "v", "t");
        assertThat(others).contains("#assign-container", "text \"q\"", "@m", "${x}", "text \"text = 1\"");
    }
}
