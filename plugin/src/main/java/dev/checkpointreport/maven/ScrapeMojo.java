package dev.checkpointreport.maven;

import dev.checkpointreport.scrape.Credential;
import dev.checkpointreport.scrape.PrometheusRequest;
import dev.checkpointreport.scrape.PrometheusScraper;
import dev.checkpointreport.scrape.ScrapeException;
import dev.checkpointreport.scrape.ScrapeRequest;
import dev.checkpointreport.scrape.Scraper;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
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
 * With {@code checkpoint.scrape.prometheus} it asks Prometheus instead, once, for the range back from now, in the
 * shape {@code measured.prometheus} reads: {@code mvn checkpoint:scrape
 * -Dcheckpoint.scrape.prometheus=http://prometheus:9090 -Dcheckpoint.scrape.job=<id> -Dcheckpoint.scrape.for=7d}.
 */
@Mojo(name = "scrape", requiresProject = false, threadSafe = true)
public class ScrapeMojo extends AbstractMojo {

    /**
     * The JobManager's REST address, http or https, such as {@code http://jobmanager:8081}; required unless
     * {@code prometheus} is given.
     */
    @Parameter(property = "checkpoint.scrape.url")
    private String url;

    /**
     * Prometheus's address, http or https, such as {@code http://prometheus:9090}: the goal then asks it for the
     * metrics of Flink's Prometheus reporter over the range {@code for} reaches back (a day by default), instead of
     * the JobManager.
     */
    @Parameter(property = "checkpoint.scrape.prometheus")
    private String prometheus;

    /**
     * The job's id or name; without it, the one job the JobManager runs (several are named, none guessed), or the
     * one job whose metrics Prometheus holds.
     */
    @Parameter(property = "checkpoint.scrape.job")
    private String job;

    /**
     * The folder that receives one folder per scrape, named by its UTC time; made, with the parents it lacks, at the
     * first file saved, so a goal that saves nothing leaves no folder. By default {@code data/flink}, or
     * {@code data/prometheus} with {@code prometheus}, of the scenarios' folder: the one folder the files of
     * {@code scenarios} lie in ({@code scenarios/data/flink}), else the project's, so that a scenario reads it with
     * {@code measured.flink: data/flink/**.json}.
     */
    @Parameter(property = "checkpoint.scrape.into")
    private File into;

    /**
     * The course's scenarios, as the {@code checkpoint-report} goal reads them from the plugin's
     * {@code <configuration>}: their folder holds the default {@code into}.
     */
    @Parameter(property = "checkpoint.scenarios")
    private List<String> scenarios;

    /**
     * With {@code prometheus}: the queries' step ({@code 15s}, whole seconds, up to {@code 1h}); by default
     * Prometheus's own {@code scrape_interval}, so that each sample is one scrape of Flink's reporter.
     */
    @Parameter(property = "checkpoint.scrape.step")
    private String step;

    @Parameter(defaultValue = "${basedir}", readonly = true)
    private File basedir;

    /** How often to scrape ({@code 10s}, {@code 5min}); by default the cadence the job needs. Needs {@code for}. */
    @Parameter(property = "checkpoint.scrape.every")
    private String every;

    /**
     * How long to go on scraping ({@code 1h}, {@code 7d}, at most 90 days), a deadline: no scrape starts after it,
     * so the goal ends within it and one scrape; without it, one scrape. With {@code prometheus}, how far back from
     * now to ask (a day without it).
     */
    @Parameter(name = "for", property = "checkpoint.scrape.for")
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
        boolean fromPrometheus = prometheus != null && !prometheus.isBlank();
        if (fromPrometheus && url != null && !url.isBlank()) {
            throw new MojoFailureException("checkpoint.scrape.url and checkpoint.scrape.prometheus: give the "
                    + "JobManager's address or Prometheus's, not both");
        }
        if (!fromPrometheus && step != null && !step.isBlank()) {
            throw new MojoFailureException("checkpoint.scrape.step goes with checkpoint.scrape.prometheus: a "
                    + "JobManager is scraped at checkpoint.scrape.every");
        }
        String key = fromPrometheus ? "prometheus" : "flink";
        Path scenariosFolder = ScrapeInto.scenariosFolder(basedir.toPath(), scenarios);
        Path folder = into != null ? into.toPath() : scenariosFolder.resolve("data").resolve(key);
        try {
            if (fromPrometheus) {
                PrometheusScraper.run(PrometheusRequest.of(prometheus, job, folder, every, lasting, step,
                        credential()), line -> getLog().info(Messages.oneLine(line)));
            } else {
                ScrapeRequest request = ScrapeRequest.of(url, job, folder, every, lasting, credential());
                Scraper.run(request, line -> getLog().info(Messages.oneLine(line)));
            }
        } catch (ScrapeException e) {
            throw CoreFailures.failure(e.getMessage(), e);
        }
        getLog().info(Messages.oneLine(ScrapeInto.readBy(basedir.toPath(), scenariosFolder, folder, key)));
    }

    /** Sets {@code for}, a Java keyword, as Maven sets a parameter by the name the docs give it. */
    public void setFor(String lasting) {
        this.lasting = lasting;
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
