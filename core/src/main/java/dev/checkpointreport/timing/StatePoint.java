package dev.checkpointreport.timing;

/** State at the end of one period: the busiest worker's and the whole job's entries and bytes. */
public record StatePoint(int period, int busiestWorker, long busiestEntries, long busiestBytes, long totalEntries,
                         long totalBytes) {
}
