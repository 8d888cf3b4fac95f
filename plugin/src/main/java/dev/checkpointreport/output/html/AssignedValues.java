package dev.checkpointreport.output.html;

import freemarker.core.Environment;
import freemarker.core.MarkupOutputFormat;
import freemarker.core.TemplateMarkupOutputModel;
import freemarker.template.TemplateModel;
import freemarker.template.TemplateModelException;
import freemarker.template.TemplateScalarModel;
import java.util.function.LongConsumer;

/**
 * The string an assignment ({@code <#assign>}, {@code <#global>}, {@code <#local>}, with a value or a block) has
 * just set, measured in characters, looked up where each directive puts it.
 */
final class AssignedValues {

    private AssignedValues() {
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
