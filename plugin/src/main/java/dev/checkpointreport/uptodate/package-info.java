/**
 * The up-to-date check: the digest of every input of a report, and the stamp kept with it in the folder's marker.
 *
 * <p>Entry points: {@code ReportInputs} (what the digest holds besides the scenarios), {@code ReportStamp} (the
 * digest, the data files and the gate's outcome, as marker lines) and {@code UpToDate} ({@code STAMPED}, or
 * {@code NEVER} for {@code force}). A kept report says the gate's outcome again word for word.
 */
package dev.checkpointreport.uptodate;
