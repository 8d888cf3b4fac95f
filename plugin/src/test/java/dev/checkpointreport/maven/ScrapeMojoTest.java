package dev.checkpointreport.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.sun.net.httpserver.HttpServer;
import java.io.File;
import java.io.OutputStream;
import java.lang.reflect.Field;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.SystemStreamLog;
import org.apache.maven.settings.Server;
import org.apache.maven.settings.Settings;
import org.apache.maven.settings.crypto.SettingsDecrypter;
import org.apache.maven.settings.crypto.SettingsDecryptionResult;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The scrape goal's settings.xml credential: a username and password go as basic authentication, a password alone
 * as a bearer token, to a JobManager on 127.0.0.1 (which runs no job, so the goal stops after asking); an unknown
 * server id is one line; the password is in neither the log nor the failure.
 */
class ScrapeMojoTest {
    @TempDir
    File into;
    @TempDir
    File project;
    private HttpServer jobManager;
    private final List<String> authorizations = new ArrayList<>();
    private final List<String> logged = new ArrayList<>();

    @BeforeEach
    void aJobManagerThatRunsNoJob() throws Exception {
        jobManager = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        jobManager.createContext("/", exchange -> {
            authorizations.add(String.valueOf(exchange.getRequestHeaders().getFirst("Authorization")));
            byte[] body = "{\"jobs\":[]}".getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        jobManager.start();
    }

    @AfterEach
    void stop() {
        jobManager.stop(0);
    }

    private String scrape(String serverId, Server server) throws Exception {
        return scrape(serverId, server, "url");
    }

    /** The goal run against the server on 127.0.0.1 named as {@code url} or as {@code prometheus}. */
    private String scrape(String serverId, Server server, String parameter) throws Exception {
        return failure(serverId, server, parameter).getMessage();
    }

    private MojoFailureException failure(String serverId, Server server, String parameter) throws Exception {
        ScrapeMojo mojo = new ScrapeMojo();
        Settings settings = new Settings();
        if (server != null) {
            settings.addServer(server);
        }
        set(mojo, parameter, "http://127.0.0.1:" + jobManager.getAddress().getPort());
        set(mojo, "into", into);
        set(mojo, "basedir", project);
        set(mojo, "server", serverId);
        set(mojo, "settings", settings);
        set(mojo, "decrypter", (SettingsDecrypter) request -> new SettingsDecryptionResult() {
            @Override
            public Server getServer() {
                return request.getServers().get(0);
            }

            @Override
            public List<Server> getServers() {
                return request.getServers();
            }

            @Override
            public List<org.apache.maven.settings.building.SettingsProblem> getProblems() {
                return List.of();
            }

            @Override
            public List<org.apache.maven.settings.Proxy> getProxies() {
                return List.of();
            }

            @Override
            public org.apache.maven.settings.Proxy getProxy() {
                return null;
            }
        });
        mojo.setLog(new SystemStreamLog() {
            @Override
            public void info(CharSequence content) {
                logged.add(content.toString());
            }
        });
        return catchThrowableOfType(MojoFailureException.class, mojo::execute);
    }

    /**
     * The failure's line as Maven prints it: its message, then each cause's that the line does not hold yet (a
     * cause without a message, by its class's simple name), as Maven's {@code DefaultExceptionHandler} does.
     */
    private static String printed(Throwable failure) {
        String line = failure.getMessage();
        for (Throwable t = failure.getCause(); t != null; t = t.getCause()) {
            String said = t.getMessage() == null || t.getMessage().isEmpty() ? t.getClass().getSimpleName()
                    : t.getMessage();
            line = line.contains(said) ? line : line + ": " + said;
        }
        return line;
    }

    private static Server server(String user, String password) {
        Server server = new Server();
        server.setId("flink");
        server.setUsername(user);
        server.setPassword(password);
        return server;
    }

    private static void set(Object target, String name, Object value) throws Exception {
        Field field = target.getClass().getDeclaredField(name);
        field.setAccessible(true);
        field.set(target, value);
    }

    @Test
    void aUserAndPasswordGoAsBasicAndAPasswordAloneAsBearer() throws Exception {
        String basic = scrape("flink", server("ops", "pa55-word"));
        String bearer = scrape("flink", server(null, "t0ken"));

        assertThat(authorizations).containsExactly("Basic b3BzOnBhNTUtd29yZA==", "Bearer t0ken");
        assertThat(basic).endsWith("jobs/overview: the JobManager runs no job; start it, or point "
                + "-Dcheckpoint.scrape.url at the JobManager that runs it");
        assertThat(basic + bearer + String.join("\n", logged)).doesNotContain("pa55", "t0ken", "b3Bz");
        assertThat(into.list()).isEmpty();
    }

    @Test
    void anIntoThatIsAFileUnderALineBreakFailsOnOneLineAsMavenPrintsIt() throws Exception {
        File file = new File(into, "a\n[ERROR] b");
        java.nio.file.Files.writeString(file.toPath(), "ours");
        into = file;

        MojoFailureException failed = failure(null, null, "url");

        assertThat(printed(failed)).isEqualTo(file.getPath().replace("\n", "\\n") + " is a file where a "
                + "folder belongs; point -Dcheckpoint.scrape.into at a folder");
        assertThat(authorizations).isEmpty();
    }

    @Test
    void aJobManagerThatCannotBeReachedFailsInThePluginsWordsAndMakesNoFolder() throws Exception {
        jobManager.stop(0);
        File folder = new File(into, "data/flink");
        into = folder;

        MojoFailureException failed = failure(null, null, "url");

        assertThat(printed(failed)).isEqualTo(failed.getMessage()).startsWith("http://127.0.0.1:")
                .doesNotContain("Exception");
        assertThat(folder.getParentFile()).doesNotExist();
    }

    @Test
    void prometheusIsAskedWithTheSameCredentialAndItsWrongAnswerIsOneLine() throws Exception {
        String failure = scrape("flink", server(null, "t0ken"), "prometheus");

        // the configuration (no scrape_interval in it), then the first metric's range
        assertThat(authorizations).containsExactly("Bearer t0ken", "Bearer t0ken");
        assertThat(logged.get(0)).isEqualTo("Prometheus's configuration gives no scrape_interval of 1 s to 1 h; asking "
                + "every 15 s (set checkpoint.scrape.step to the interval it scrapes Flink at)");
        assertThat(failure).startsWith("http://127.0.0.1:" + jobManager.getAddress().getPort() + "/api/v1/query_range"
                + "?query=flink_jobmanager_job_lastCompletedCheckpointId").endsWith(": answered no range query's "
                + "matrix; is this Prometheus's address?");
        assertThat(failure + String.join("\n", logged)).doesNotContain("t0ken");
        assertThat(into.list()).isEmpty();
    }

    @Test
    void anUnknownServerIsOneLineAndNothingIsAsked() throws Exception {
        assertThat(scrape("nope", server("ops", "pa55-word"))).isEqualTo("checkpoint.scrape.server: settings.xml has "
                + "no <server> with the id 'nope'; add one with the JobManager's credential, or leave the parameter out");
        assertThat(authorizations).isEmpty();
    }
}
