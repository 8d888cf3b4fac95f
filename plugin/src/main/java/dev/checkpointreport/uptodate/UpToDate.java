package dev.checkpointreport.uptodate;

import dev.checkpointreport.folder.ReportFolder;
import dev.checkpointreport.gate.GateOutcome;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Whether the report in a folder may be kept as it is, as Spotless's {@code UpToDateChecker}: {@link #STAMPED}
 * compares the stamp in the folder's marker with the inputs, {@link #NEVER} (for {@code force}) keeps nothing and
 * reads nothing. The pipeline asks it and never asks whether {@code force} is on.
 */
public interface UpToDate {

    /**
     * What the gate said of the report in {@code folder} when it may be kept: the folder holds exactly the files
     * its marker lists, unchanged, {@code files} among them, and the stamp kept with them was made from the inputs
     * {@code digest} makes of the stamp's data files; empty when the report is to be written.
     */
    Optional<GateOutcome> kept(ReportFolder folder, List<String> files, Function<List<Path>, String> digest)
            throws IOException;

    /** The stamp's check: a report whose inputs are unchanged is kept. */
    UpToDate STAMPED = (folder, files, digest) -> {
        if (!folder.stamped()) {
            return Optional.empty();
        }
        Optional<ReportStamp> stamp = folder.whole(files).flatMap(ReportStamp::parse);
        return stamp.filter(kept -> kept.inputs().equals(digest.apply(kept.data()))).map(ReportStamp::outcome);
    };

    /** No check: the report is always written, its folder not even read ({@code -Dcheckpoint.force=true}). */
    UpToDate NEVER = (folder, files, digest) -> Optional.empty();
}
