package dev.checkpointreport.output.html;

import freemarker.core.Environment;
import freemarker.core.MarkupOutputFormat;
import freemarker.core.TemplateMarkupOutputModel;
import freemarker.core.TemplateProcessingTracer.TracedElement;
import freemarker.template.TemplateModel;
import freemarker.template.TemplateModelException;
import freemarker.template.TemplateScalarModel;
import java.util.function.LongConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The string an assignment ({@code <#assign>}, {@code <#global>}, {@code <#local>}, with a value or a block) has
 * just set, measured in characters, looked up where each directive puts it.
 *
 * <p>The variable's name is read from the instruction's description, the one place FreeMarker's public API
 * names it: {@code #assign s = s + s}, {@code #local s += "x"}, {@code #assign s = .nested_output} for a block,
 * and {@code s = s + s}, without the directive, for one of several assignments in one directive.
 */
final class AssignedValues {
    private static final Pattern ASSIGNMENT = Pattern.compile(
            "(#assign |#global |#local )?(\"(?:[^\"\\\\]|\\\\.)*\"|[\\p{L}_$][\\p{L}\\p{N}_$@\\-.:]*)"
                    + "(?: in \\S+)? ?(?:=|\\+=|-=|\\*=|/=|%=|\\+\\+|--)(?: |$)[\\s\\S]*");

    private AssignedValues() {
    }

    /**
     * The name {@code element} assigns, unquoted; {@code null} when it is no assignment. A description without
     * the directive is an assignment only for an instruction that has no content.
     */
    static String name(TracedElement element) {
        String description = element.getDescription();
        Matcher assignment = ASSIGNMENT.matcher(description);
        if (!assignment.matches() || (assignment.group(1) == null && !element.isLeaf())) {
            return null;
        }
        String name = assignment.group(2);
        return name.startsWith("\"") ? name.substring(1, name.length() - 1).replaceAll("\\\\(.)", "$1") : name;
    }

    /** Gives {@code measured} the length of every string the variable {@code name} holds, locally, here or globally. */
    static void check(Environment env, String name, LongConsumer measured) {
        try {
            measure(env.getLocalVariable(name), measured);
            measure(env.getCurrentNamespace().get(name), measured);
            measure(env.getGlobalNamespace().get(name), measured);
        } catch (TemplateModelException e) {
            // a value that cannot be read is no string a page could be asked to hold
        }
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    private static void measure(TemplateModel value, LongConsumer measured) throws TemplateModelException {
        if (ViewObjectWrapper.isRecord(value)) {
            // a record of the view, which no template can make: printed, its text is measured as the page grows
            return;
        }
        if (value instanceof TemplateScalarModel text) {
            measured.accept(text.getAsString().length());
        } else if (value instanceof TemplateMarkupOutputModel markup) {
            measured.accept(((MarkupOutputFormat) markup.getOutputFormat()).getMarkupString(markup).length());
        }
    }
}
