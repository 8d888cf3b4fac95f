package dev.checkpointreport.output.html;

import freemarker.template.TemplateDirectiveModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A template's text as FreeMarker is given it: with a call of the no-op directive {@link #DIRECTIVE} right after
 * the start tag of every {@code #list}, {@code #items} and {@code #foreach}, so that {@link RunawayGuard}, which
 * sees only the instructions FreeMarker enters, sees every pass of a loop that writes nothing. FreeMarker's
 * public API has no hook at a loop's pass; its own checks ({@code _CoreAPI}) are not API.
 *
 * <p>A small lexer finds the tags: it skips comments, {@code #noparse} blocks, and string literals and
 * parentheses inside tags and interpolations, as FreeMarker's own lexer does, in the angle bracket syntax or, when
 * the template begins with {@code [#ftl}, the square bracket one. The call writes nothing, and white-space stripping
 * treats a line of FTL tags with the call as it treated the line without it. Columns after a call on the same
 * line move; {@link Marked#column} gives back the user's.
 */
final class LoopPasses {
    /** The shared variable the calls name: a directive that does nothing. */
    static final String DIRECTIVE = "checkpointReportPass";
    static final TemplateDirectiveModel PASS = (env, params, loopVars, body) -> {
        // its use is to be entered: RunawayGuard looks at the clock there
    };
    private static final Set<String> LOOPS = Set.of("list", "items", "foreach", "forEach");
    private static final Set<String> RAW = Set.of("noparse", "noParse", "comment");

    private final String text;
    private final char open;
    private final char close;
    private final List<Integer> insertions = new ArrayList<>();

    private LoopPasses(String text) {
        this.text = text;
        String start = text.stripLeading();
        boolean square = start.startsWith("[#ftl") && (start.length() == 5 || !identifier(start.charAt(5)));
        this.open = square ? '[' : '<';
        this.close = square ? ']' : '>';
    }

    /** {@code text} with its loops' calls, and where they went. */
    static Marked mark(String text) {
        LoopPasses lexer = new LoopPasses(text);
        lexer.scan();
        String call = lexer.open + "@" + DIRECTIVE + "/" + lexer.close;
        return Marked.of(text, lexer.insertions, call);
    }

    private void scan() {
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == open && text.startsWith("#--", i + 1)) {
                i = after("--" + close, i + 4);
            } else if (c == open && (at(i + 1, "#") || at(i + 1, "@") || at(i + 1, "/#") || at(i + 1, "/@"))) {
                i = tag(i);
            } else if ((c == '$' || c == '#') && at(i + 1, "{")) {
                i = expressionEnd(i + 2, true);
            } else {
                i++;
            }
        }
    }

    /** Past the tag that starts at {@code i}, and past its content if it is a {@code #noparse}. */
    private int tag(int i) {
        boolean end = text.charAt(i + 1) == '/';
        int nameStart = i + (end ? 3 : 2);
        int nameEnd = nameStart;
        while (nameEnd < text.length() && identifier(text.charAt(nameEnd))) {
            nameEnd++;
        }
        String name = text.substring(nameStart, nameEnd);
        boolean directive = text.charAt(nameStart - 1) == '#';
        int after = expressionEnd(nameEnd, false);
        if (end || !directive || after > text.length() || text.charAt(after - 2) == '/') {
            return after;
        }
        if (LOOPS.contains(name)) {
            insertions.add(after);
        } else if (RAW.contains(name)) {
            return after(String.valueOf(close), text.indexOf(open + "/#" + name, after));
        }
        return after;
    }

    /**
     * Past the end of a tag ({@code interpolation} false: its close at no depth of parentheses) or of an
     * interpolation (its closing brace); past the text's end when the text ends first.
     */
    private int expressionEnd(int i, boolean interpolation) {
        int depth = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '"' || c == '\'') {
                i = stringEnd(i);
                continue;
            }
            if (c == open && text.startsWith("#--", i + 1)) {
                i = after("--" + close, i + 4);
                continue;
            }
            if (interpolation ? c == '{' : c == '(' || (close == ']' && c == '[')) {
                depth++;
            } else if (interpolation ? c == '}' : c == ')' || (close == ']' && c == ']' && depth > 0)) {
                if (interpolation && depth == 0) {
                    return i + 1;
                }
                depth = Math.max(0, depth - 1);
            } else if (!interpolation && c == close && depth == 0) {
                return i + 1;
            }
            i++;
        }
        return text.length() + 1;
    }

    /** Past a string literal: {@code r"..."} takes a backslash as itself, any other string as an escape. */
    private int stringEnd(int i) {
        char quote = text.charAt(i);
        boolean raw = i > 0 && text.charAt(i - 1) == 'r' && (i < 2 || !identifier(text.charAt(i - 2)));
        for (int j = i + 1; j < text.length(); j++) {
            char c = text.charAt(j);
            if (c == '\\' && !raw) {
                j++;
            } else if (c == quote) {
                return j + 1;
            }
        }
        return text.length();
    }

    /** Past the next {@code end} from {@code from}, or the text's end when there is none. */
    private int after(String end, int from) {
        int found = from < 0 ? -1 : text.indexOf(end, from);
        return found < 0 ? text.length() : found + end.length();
    }

    private boolean at(int i, String expected) {
        return text.startsWith(expected, i);
    }

    private static boolean identifier(char c) {
        return Character.isLetterOrDigit(c) || c == '_';
    }
}
