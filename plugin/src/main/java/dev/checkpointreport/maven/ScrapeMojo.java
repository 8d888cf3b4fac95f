package dev.checkpointreport.maven;

import dev.checkpointreport.scrape.Credential;
import dev.checkpointreport.scrape.ScrapeException;
import dev.checkpointreport.scrape.ScrapeRequest;
import dev.checkpointreport.scrape.Scraper;
import java.io.File;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Component;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.settings.Server;
import org.apache.maven.settings.Settings;
import org.apache.maven.settings.building.SettingsProblem;
import org.apache.maven.settings.crypto.DefaultSettingsDecryptionRequest;
import org.apache.maven.settings.crypto.SettingsDecrypter;
import org.apache.maven.settings.crypto.SettingsDecryptionResult;

/**
 * Saves a running Flink job's checkpoint statistics from its JobManager's REST API into a folder, one new folder
 * per scrape, in the shapes a scenario's {@code measured.flink} reads: once (for cron), or every
 * {@code checkpoint.scrape.every} for {@code checkpoint.scrape.for}, by default at the cadence the job's
 * interval and Flink's history need. {@code mvn checkpoint:scrape -Dcheckpoint.scrape.url=http://jobmanager:8081}.
 */
@Mojo(name = "scrape", requiresProject = false, threadSafe = true)
public class ScrapeMojo extends AbstractMojo {

    /** The JobManager's REST address, http or https, such as {@code http://jobmanager:8081}. */
    @Parameter(property = "checkpoint.scrape.url", required = true)
    private String url;

    /** The job's id or name; without it, the one job the JobManager runs (several are named, none guessed). */
    @Parameter(property = "checkpoint.scrape.job")
    private String job;

    /** The folder that receives one folder per scrape, named by its UTC time; created if it is missing. */
    @Parameter(property = "checkpoint.scrape.into", defaultValue = "${basedir}/data/flink")
    private File into;

    /** How often to scrape ({@code 10s}, {@code 5min}); by default the cadence the job needs. Needs {@code for}. */
    @Parameter(property = "checkpoint.scrape.every")
    private String every;

    /** How long to go on scraping ({@code 1h}, {@code 7d}, at most 90 days); without it, one scrape. */
    @Parameter(property = "checkpoint.scrape.for")
    private String lasting;

    /**
     * The id of a {@code settings.xml} {@code <server>} whose credential the JobManager asks for: a username and
     * password are sent as basic authentication, a password alone as a bearer token. Never logged or saved.
     */
    @Parameter(property = "checkpoint.scrape.server")
    private String server;

    /** Skips the goal. */
    @Parameter(property = "checkpoint.skip", defaultValue = "false")
    private boolean skip;

    @Parameter(defaultValue = "${settings}", readonly = true)
    private Settings settings;

    @Component
    private SettingsDecrypter decrypter;

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("Skipping the scrape (checkpoint.skip).");
            return;
        }
        try {
            ScrapeRequest request = ScrapeRequest.of(url, job, into.toPath(), every, lasting, credential());
            Scraper.run(request, line -> getLog().info(Messages.oneLine(line)));
        } catch (ScrapeException e) {
            throw new MojoFailureException(Messages.oneLine(e.getMessage()), e);
        }
    }

    private Credential credential() throws MojoFailureException {
        if (server == null || server.isBlank()) {
            return null;
        }
        Server found = settings == null ? null : settings.getServer(server.strip());
        if (found == null) {
            throw new MojoFailureException(Messages.scrapeServerMissing(server));
        }
        SettingsDecryptionResult decrypted = decrypter.decrypt(new DefaultSettingsDecryptionRequest(found));
        for (SettingsProblem problem : decrypted.getProblems()) {
            if (problem.getSeverity() != SettingsProblem.Severity.WARNING) {
                throw new MojoFailureException(Messages.scrapeServerUnreadable(server));
            }
        }
        Server plain = decrypted.getServer();
        if (plain.getPassword() == null || plain.getPassword().isEmpty()) {
            throw new MojoFailureException(Messages.scrapeServerWithoutPassword(server));
        }
        return plain.getUsername() == null || plain.getUsername().isEmpty() ? Credential.bearer(plain.getPassword())
                : Credential.basic(plain.getUsername(), plain.getPassword());
    }
}
