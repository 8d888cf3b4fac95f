package dev.checkpointreport.maven;

import java.io.File;
import java.io.IOException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.project.MavenProject;
import org.eclipse.aether.SessionData;

/**
 * Which execution writes which folder in this build. Two executions that would write the same folder,
 * in one module or in two modules of one reactor, would each replace the other's report without a word;
 * the second to start fails instead, naming both. The owners live in the repository session's data, which
 * the whole reactor shares, keyed by the folder's canonical path; they hold only JDK types, since the
 * plugin's classes may be loaded more than once in a build.
 */
final class OutputOwners {
    private static final String KEY = "dev.checkpointreport.outputs";

    private OutputOwners() {
    }

    /**
     * Takes {@code folder} for this execution; the same execution may take it again (a goal listed twice).
     *
     * @throws MojoFailureException when another execution of this build took it first
     */
    static void own(MavenSession session, MavenProject project, MojoExecution execution, File folder)
            throws MojoFailureException {
        if (session == null || session.getRepositorySession() == null || execution == null) {
            return;
        }
        String path = canonical(folder);
        String owner = describe(project, execution);
        String first = owners(session.getRepositorySession().getData()).putIfAbsent(path, owner);
        if (first != null && !first.equals(owner)) {
            throw new MojoFailureException(Messages.oneLine("Two executions would write the checkpoint report to " + path
                    + ": " + first + " and " + owner + "; give each its own <outputDirectory>, or list both scenarios in"
                    + " one execution's <scenarios>"));
        }
    }

    @SuppressWarnings("unchecked")
    private static ConcurrentMap<String, String> owners(SessionData data) {
        while (true) {
            Object held = data.get(KEY);
            if (held != null) {
                return (ConcurrentMap<String, String>) held;
            }
            ConcurrentMap<String, String> fresh = new ConcurrentHashMap<>();
            if (data.set(KEY, null, fresh)) {
                return fresh;
            }
        }
    }

    private static String describe(MavenProject project, MojoExecution execution) {
        String module = project == null ? "the build" : "module " + project.getGroupId() + ":" + project.getArtifactId();
        return "execution '" + execution.getExecutionId() + "' (goal " + execution.getGoal() + ") of " + module;
    }

    private static String canonical(File folder) {
        try {
            return folder.getCanonicalPath();
        } catch (IOException e) {
            return folder.getAbsoluteFile().toPath().normalize().toString();
        }
    }
}
