package dev.checkpointreport.source;

/**
 * The lesson's screen stage as a policy: a malformed line fails the build, unless {@code maxBadLines}
 * allows it to be skipped; skipped lines are counted and the first is kept for the report.
 */
final class BadLines {
    private final String file;
    private final long max;
    private long count;
    private LineProblem first;

    BadLines(String file, long max) {
        this.file = file;
        this.max = max;
    }

    void skip(LineProblem problem) throws SourceException {
        if (count == max) {
            String allowed = max == 0 ? "" : " (more than maxBadLines: " + max + " lines skipped already)";
            throw new SourceException(file, new LineProblem(problem.line(), problem.column(), problem.problem() + allowed));
        }
        count++;
        if (first == null) {
            first = problem;
        }
    }

    long count() {
        return count;
    }

    /** The first skipped line, or {@code null}. */
    LineProblem first() {
        return first;
    }
}
