/**
 * The up-to-date check: the digest of every input of a report, and the stamp kept with it, behind one interface
 * with a no-op for {@code force}.
 *
 * <p>{@code InputDigest} hashes every input of a report (scenario bytes, templates, parameters, the plugin's code;
 * a data file and a snapshot jar by their {@code folder.FileStat}, the one stat fingerprint, as the marker's
 * {@code seen} lines take it, through {@code InputDigest.stamp}, never read whole); a {@code ReportStamp} is that
 * digest ({@code ReportInputs} feeds it the scenario files, the data files they read, named by
 * {@code config.DataFiles}, the parameters and the code, each a {@code ReportInputs.Code}), the data files' names
 * and the gate's {@code GateOutcome}, written to and parsed from the lines the folder's marker keeps.
 * {@code UpToDate} is the check, as Spotless's {@code UpToDateChecker}: {@code UpToDate.STAMPED} finds a report
 * made from the same inputs, and the goal keeps it, saying the gate's outcome again word for word;
 * {@code UpToDate.NEVER}, the no-op the goal hands the pipeline for {@code force}, keeps nothing and reads nothing,
 * so the pipeline never asks whether {@code force} is on. The digest of an unchanged build is made from the stamp's
 * data files, so it reads no scenario's YAML and loads no template: their names follow from the scenarios' bytes,
 * which the digest holds.
 */
package dev.checkpointreport.uptodate;
