package dev.checkpointreport.output;

import java.util.List;

/**
 * The files a {@link ReportOutput} writes into a report's or a course's folder, {@code /} between names: the folder
 * rule takes these, and no others, for the plugin's own.
 *
 * @param eachReport in each scenario's report: a single report's at the folder's root, a course's in the scenario's
 *     folder
 * @param courseRoot at a course's root, beside the scenarios' folders; a single report has none
 * @param root at the folder's root, of a single report and of a course, whether or not a write makes them
 */
public record OutputFiles(List<String> eachReport, List<String> courseRoot, List<String> root) {
    /** An output that writes nothing into the folder. */
    public static final OutputFiles NONE = new OutputFiles(List.of(), List.of(), List.of());

    public OutputFiles {
        eachReport = List.copyOf(eachReport);
        courseRoot = List.copyOf(courseRoot);
        root = List.copyOf(root);
    }

    /** The file {@code name} in each scenario's report. */
    public static OutputFiles eachReport(String name) {
        return new OutputFiles(List.of(name), List.of(), List.of());
    }

    /** The file {@code name} at a course's root. */
    public static OutputFiles courseRoot(String name) {
        return new OutputFiles(List.of(), List.of(name), List.of());
    }
}
