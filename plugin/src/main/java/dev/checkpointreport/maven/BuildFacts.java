package dev.checkpointreport.maven;

import dev.checkpointreport.config.Limits;
import dev.checkpointreport.pipeline.HistoryRequest;
import dev.checkpointreport.scrape.PublishedFile;
import dev.checkpointreport.scrape.ScrapeException;
import java.io.File;
import java.time.Instant;
import java.util.function.Function;
import org.apache.maven.plugin.MojoFailureException;

/**
 * This build's facts for the course's history, from GitHub Actions' variables, and the previous history the goal's
 * {@code history} names, read. The commit is {@code GITHUB_SHA}; the branch a pull request's {@code GITHUB_HEAD_REF},
 * else {@code GITHUB_REF_NAME}; the base it is compared with a pull request's {@code GITHUB_BASE_REF}. Outside
 * Actions they are unknown ({@code null}): the plugin runs no {@code git}, so a build never fails or slows for it.
 */
final class BuildFacts {
    static final String PARAMETER = "checkpoint.history";

    private BuildFacts() {
    }

    /** The history request of a build given {@code history}, or {@code null}, in {@code basedir}. */
    static HistoryRequest history(String history, File basedir) throws MojoFailureException {
        return history(history, basedir, System.getenv()::get, Instant.now());
    }

    static HistoryRequest history(String history, File basedir, Function<String, String> env, Instant now)
            throws MojoFailureException {
        String commit = known(env.apply("GITHUB_SHA"));
        String branch = known(env.apply("GITHUB_HEAD_REF")) != null ? known(env.apply("GITHUB_HEAD_REF"))
                : known(env.apply("GITHUB_REF_NAME"));
        String base = known(env.apply("GITHUB_BASE_REF"));
        if (history == null || history.isBlank()) {
            return new HistoryRequest(null, null, now, commit, branch, base);
        }
        try {
            byte[] previous = PublishedFile.read(PARAMETER, history, basedir == null ? null : basedir.toPath(),
                    Limits.MAX_HISTORY_BYTES).orElse(null);
            return new HistoryRequest(history.strip(), previous, now, commit, branch, base);
        } catch (ScrapeException e) {
            throw CoreFailures.failure(e.getMessage(), e);
        }
    }

    private static String known(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }
}
