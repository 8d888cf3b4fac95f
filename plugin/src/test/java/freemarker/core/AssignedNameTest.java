package freemarker.core;

import static org.assertj.core.api.Assertions.assertThat;

import freemarker.template.Configuration;
import freemarker.template.Template;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every form of assignment names the variable it sets, as the template wrote it; no other instruction names one. */
class AssignedNameTest {

    @Test
    void everyAssignmentNamesItsVariableAndNothingElseDoes() throws Exception {
        Template template = new Template("probe", "<#assign x = 1 y = 2><#assign z>q</#assign>"
                + "<#macro m><#local n += [1]></#macro><#global \"a b\" = 3><#assign w in .namespace>k</#assign>"
                + "<#if true>${x}</#if>", new Configuration(Configuration.VERSION_2_3_34));

        List<String> names = new ArrayList<>();
        int others = walk(template.getRootTreeNode(), names);

        assertThat(names).containsExactly("x", "y", "z", "n", "a b", "w");
        assertThat(others).isGreaterThanOrEqualTo(6);
    }

    /** Adds the names the instructions under {@code element} assign; returns how many name none. */
    private static int walk(TemplateElement element, List<String> names) {
        String name = AssignedName.of(element);
        int others = 0;
        if (name == null) {
            others++;
        } else {
            names.add(name);
        }
        for (int i = 0; i < element.getChildCount(); i++) {
            others += walk(element.getChild(i), names);
        }
        return others;
    }
}
