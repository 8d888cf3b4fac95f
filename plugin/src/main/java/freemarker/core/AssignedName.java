package freemarker.core;

/**
 * The variable an assignment sets ({@code <#assign>}, {@code <#global>}, {@code <#local>}, with a value or a
 * block, alone or one of several in one directive), as FreeMarker parsed it. FreeMarker's API names it only inside
 * the instruction's description, which it writes out anew at every call, and keeps the instructions' classes
 * package-private, so this class lives in FreeMarker's package, as {@link BoundedStrings} does.
 */
public final class AssignedName {

    private AssignedName() {
    }

    /** The name {@code element} assigns, unquoted; {@code null} when it is no assignment. */
    public static String of(Object element) {
        if (element instanceof Assignment || element instanceof BlockAssignment) {
            return (String) ((TemplateElement) element).getParameterValue(0);
        }
        return null;
    }
}
