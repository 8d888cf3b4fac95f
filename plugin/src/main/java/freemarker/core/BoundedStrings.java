package freemarker.core;

import freemarker.template.SimpleScalar;
import freemarker.template.TemplateCollectionModel;
import freemarker.template.TemplateException;
import freemarker.template.TemplateMethodModelEx;
import freemarker.template.TemplateModel;
import freemarker.template.TemplateModelIterator;
import freemarker.template.TemplateNumberModel;
import freemarker.template.TemplateSequenceModel;
import java.util.List;
import java.util.function.ObjLongConsumer;

/**
 * The built-ins that make one string of any length in one step, {@code ?left_pad}, {@code ?right_pad} and
 * {@code ?join}, made to show the page's renderer the length they ask for before, or while, they make it:
 * FreeMarker would make {@code ""?left_pad(2000000000)} or {@code (1..2000000000)?join(",")} whole, gigabytes of
 * it, before any limit on the page could see it. FreeMarker has no setting for a built-in, and its built-ins are
 * package-private, so this class lives in FreeMarker's package and {@link #install} puts these in place of
 * FreeMarker's own for every template parsed afterwards by this class loader's FreeMarker, the plugin's own copy.
 * They are FreeMarker's own in a rendering that does not set {@link #CHECK}.
 */
public final class BoundedStrings {
    /**
     * The custom attribute of an {@code Environment} holding the {@link ObjLongConsumer} that judges a length: the
     * built-in's name as the template writes it ({@code left_pad}, {@code rightPad}, {@code join}) and the
     * characters it asks for; it throws to refuse them.
     */
    public static final String CHECK = "checkpoint-report.stringLength";

    private BoundedStrings() {
    }

    /** Puts the bounded built-ins in place, under their snake and camel case names; once is enough. */
    public static synchronized void install() {
        if (BuiltIn.BUILT_INS_BY_NAME.get("join") instanceof Join) {
            return;
        }
        Pad left = new Pad(true);
        Pad right = new Pad(false);
        BuiltIn.BUILT_INS_BY_NAME.put("left_pad", left);
        BuiltIn.BUILT_INS_BY_NAME.put("leftPad", left);
        BuiltIn.BUILT_INS_BY_NAME.put("right_pad", right);
        BuiltIn.BUILT_INS_BY_NAME.put("rightPad", right);
        BuiltIn.BUILT_INS_BY_NAME.put("join", new Join());
    }

    @SuppressWarnings("unchecked")
    private static ObjLongConsumer<String> check(Environment env) {
        return env.getCustomAttribute(CHECK) instanceof ObjLongConsumer<?> check ? (ObjLongConsumer<String>) check : null;
    }

    /** Padding whose width is judged before the padded string is made. */
    static final class Pad extends BuiltInsForStringsBasic.padBI {
        Pad(boolean leftPadder) {
            super(leftPadder);
        }

        @Override
        TemplateModel calculateResult(String s, Environment env) throws TemplateException {
            TemplateMethodModelEx pad = (TemplateMethodModelEx) super.calculateResult(s, env);
            ObjLongConsumer<String> check = check(env);
            if (check == null) {
                return pad;
            }
            return (TemplateMethodModelEx) arguments -> {
                if (!arguments.isEmpty() && arguments.get(0) instanceof TemplateNumberModel width) {
                    check.accept(key, width.getAsNumber().longValue());
                }
                return pad.exec(arguments);
            };
        }
    }

    /** FreeMarker's {@code ?join}, with the string judged after each item. */
    static final class Join extends BuiltInsForSequences.joinBI {
        @Override
        TemplateModel _eval(Environment env) throws TemplateException {
            ObjLongConsumer<String> check = check(env);
            if (check == null) {
                return super._eval(env);
            }
            TemplateModel model = target.eval(env);
            TemplateCollectionModel items;
            if (model instanceof TemplateCollectionModel collection) {
                items = collection;
            } else if (model instanceof TemplateSequenceModel sequence) {
                items = new CollectionAndSequence(sequence);
            } else {
                throw new NonSequenceOrCollectionException(target, model, env);
            }
            return (TemplateMethodModelEx) arguments -> join(env, items, arguments, check);
        }

        private Object join(Environment env, TemplateCollectionModel items, List<?> arguments,
                            ObjLongConsumer<String> check) throws freemarker.template.TemplateModelException {
            checkMethodArgCount(arguments, 1, 3);
            String separator = getStringMethodArg(arguments, 0);
            String whenEmpty = getOptStringMethodArg(arguments, 1);
            String afterLast = getOptStringMethodArg(arguments, 2);
            StringBuilder joined = new StringBuilder();
            boolean hadItem = false;
            int index = 0;
            for (TemplateModelIterator it = items.iterator(); it.hasNext(); index++) {
                TemplateModel item = it.next();
                if (item == null) {
                    continue;
                }
                if (hadItem) {
                    joined.append(separator);
                }
                hadItem = true;
                try {
                    joined.append(EvalUtil.coerceModelToStringOrUnsupportedMarkup(item, null, null, env));
                } catch (TemplateException e) {
                    throw new _TemplateModelException(e, "\"?", key, "\" failed at index ", index, " with this error:\n\n",
                            _MessageUtil.EMBEDDED_MESSAGE_BEGIN, new _DelayedGetMessageWithoutStackTop(e),
                            _MessageUtil.EMBEDDED_MESSAGE_END);
                }
                check.accept(key, joined.length());
            }
            String end = hadItem ? afterLast : whenEmpty;
            return new SimpleScalar(end == null ? joined.toString() : joined.append(end).toString());
        }
    }
}
