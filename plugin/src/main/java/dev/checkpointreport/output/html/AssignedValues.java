package dev.checkpointreport.output.html;

import freemarker.core.Environment;
import freemarker.core.MarkupOutputFormat;
import freemarker.core.TemplateMarkupOutputModel;
import freemarker.template.TemplateModel;
import freemarker.template.TemplateModelException;
import freemarker.template.TemplateScalarModel;
import freemarker.template.utility.StringUtil;
import java.util.List;
import java.util.function.LongConsumer;

/**
 * The string an assignment ({@code <#assign>}, {@code <#global>}, {@code <#local>}, with a value or a block) has
 * just set, measured in characters. FreeMarker's API names an assignment's variable only in its description
 * ({@code #assign s = s + s}, or {@code s = s + s} inside {@code <#assign a = 1 s = s + s>}), so the name is read
 * there and looked up where each directive puts it.
 */
final class AssignedValues {
    private static final List<String> DIRECTIVES = List.of("#assign ", "#global ", "#local ");

    private AssignedValues() {
    }

    /** Gives {@code measured} the length of every string the named variable holds, locally, here or globally. */
    static void check(Environment env, String description, LongConsumer measured) {
        String name = name(description);
        if (name == null) {
            return;
        }
        try {
            measure(env.getLocalVariable(name), measured);
            measure(env.getCurrentNamespace().get(name), measured);
            measure(env.getGlobalNamespace().get(name), measured);
        } catch (TemplateModelException e) {
            // a value that cannot be read is no string a page could be asked to hold
        }
    }

    /** The variable's name: the first word after the directive, or FreeMarker's quoted form of an unusual name. */
    static String name(String description) {
        String rest = description;
        for (String directive : DIRECTIVES) {
            if (rest.startsWith(directive)) {
                rest = rest.substring(directive.length());
                break;
            }
        }
        if (rest.startsWith("\"")) {
            int end = rest.indexOf('"', 1);
            while (end > 0 && rest.charAt(end - 1) == '\\') {
                end = rest.indexOf('"', end + 1);
            }
            try {
                return end < 0 ? null : StringUtil.FTLStringLiteralDec(rest.substring(1, end));
            } catch (freemarker.core.ParseException e) {
                return null;
            }
        }
        int space = rest.indexOf(' ');
        return space < 0 ? rest : rest.substring(0, space);
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    private static void measure(TemplateModel value, LongConsumer measured) throws TemplateModelException {
        if (value instanceof TemplateScalarModel text) {
            measured.accept(text.getAsString().length());
        } else if (value instanceof TemplateMarkupOutputModel markup) {
            measured.accept(((MarkupOutputFormat) markup.getOutputFormat()).getMarkupString(markup).length());
        }
    }
}
