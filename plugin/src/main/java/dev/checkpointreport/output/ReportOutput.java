package dev.checkpointreport.output;

import java.io.IOException;
import java.nio.file.Path;

/**
 * One output of a course, as JaCoCo's {@code IReportVisitor} is one format: {@code report.json}, the pages and
 * their assets, {@code index.json}, the course index and the step summary each implement it, and the pipeline
 * hands every one the same {@link Course}. A new output is one new class in the pipeline's list: it says the files
 * it writes ({@link #files}), which the folder rule then takes for the plugin's, and makes them in {@link #write}.
 */
public interface ReportOutput {

    /** The files this output writes into the report's folder; {@link OutputFiles#NONE} for one outside it. */
    OutputFiles files();

    /**
     * Makes and writes this output of {@code course}: into {@code folder}, the staging folder that replaces the
     * report's in one step, so that a failure here leaves the last report as it was; or, for an output
     * {@link #outsideTheFolder}, after the report's folder {@code folder} is replaced.
     */
    void write(Course course, Path folder) throws IOException;

    /** Whether this output writes outside the report's folder, once it is replaced, and never fails the build. */
    default boolean outsideTheFolder() {
        return false;
    }
}
