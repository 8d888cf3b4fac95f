package freemarker.core;

import freemarker.template.TemplateMethodModelEx;
import freemarker.template.TemplateModel;
import freemarker.template.TemplateNumberModel;
import java.util.function.ObjLongConsumer;

/**
 * {@code ?left_pad} and {@code ?right_pad} that let the page's renderer refuse a width before the padded
 * string is made: FreeMarker would make {@code ""?left_pad(2000000000)} whole, gigabytes of it, before any
 * limit on the page could see it. FreeMarker has no setting for a built-in, and its built-ins are package-private,
 * so this class lives in FreeMarker's package and {@link #install} puts it in place of FreeMarker's own, for every
 * template parsed afterwards by this class loader's FreeMarker: the plugin's own copy. A width is checked only in
 * a rendering that sets {@link #WIDTH_CHECK}; elsewhere the built-ins are FreeMarker's.
 */
public final class BoundedPad extends BuiltInsForStringsBasic.padBI {
    /**
     * The custom attribute of an {@code Environment} holding the {@link ObjLongConsumer} that judges a width,
     * given the built-in's name as the template writes it ({@code left_pad}, {@code rightPad}).
     */
    public static final String WIDTH_CHECK = "checkpoint-report.padWidth";

    private BoundedPad(boolean leftPadder) {
        super(leftPadder);
    }

    /** Puts the bounded built-ins in place, under their snake and camel case names; once is enough. */
    public static synchronized void install() {
        if (BuiltIn.BUILT_INS_BY_NAME.get("left_pad") instanceof BoundedPad) {
            return;
        }
        BoundedPad left = new BoundedPad(true);
        BoundedPad right = new BoundedPad(false);
        BuiltIn.BUILT_INS_BY_NAME.put("left_pad", left);
        BuiltIn.BUILT_INS_BY_NAME.put("leftPad", left);
        BuiltIn.BUILT_INS_BY_NAME.put("right_pad", right);
        BuiltIn.BUILT_INS_BY_NAME.put("rightPad", right);
    }

    @Override
    TemplateModel calculateResult(String s, Environment env) throws freemarker.template.TemplateException {
        TemplateMethodModelEx pad = (TemplateMethodModelEx) super.calculateResult(s, env);
        Object check = env.getCustomAttribute(WIDTH_CHECK);
        if (!(check instanceof ObjLongConsumer<?> width)) {
            return pad;
        }
        return (TemplateMethodModelEx) arguments -> {
            if (!arguments.isEmpty() && arguments.get(0) instanceof TemplateNumberModel number) {
                @SuppressWarnings("unchecked")
                ObjLongConsumer<String> judge = (ObjLongConsumer<String>) width;
                judge.accept(key, number.getAsNumber().longValue());
            }
            return pad.exec(arguments);
        };
    }
}
