package dev.checkpointreport.scrape;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.Locale;
import java.util.Objects;

/**
 * GETs of a JobManager's REST API over Java's {@code HttpClient}: a timeout to connect and one to answer, TLS
 * checked against the JVM's trust store, at most {@link #MAX_REDIRECTS} redirects and none off the JobManager's
 * scheme, host and port, a body of at most {@link #MAX_RESPONSE_BYTES} bytes, and JSON only. Each failure is one
 * line naming the URL. {@link #prometheus} makes the same client of a Prometheus server's HTTP API, its messages
 * naming Prometheus.
 */
public final class JobManager {
    /** The most a saved response may weigh: what the {@code measured} section reads of one file (16 MiB). */
    public static final int MAX_RESPONSE_BYTES = 16 * 1024 * 1024;
    static final int MAX_REDIRECTS = 3;
    private static final Duration CONNECT = Duration.ofSeconds(5);
    private static final Duration ANSWER = Duration.ofSeconds(20);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(CONNECT)
            .followRedirects(HttpClient.Redirect.NEVER).build();
    private final URI base;
    private final Credential credential;
    private final String called;
    private final String address;

    public JobManager(URI base, Credential credential) {
        this(base, credential, "the JobManager", "the JobManager's REST address (port 8081 unless rest.port says "
                + "otherwise)");
    }

    private JobManager(URI base, Credential credential, String called, String address) {
        this.base = base;
        this.credential = credential;
        this.called = called;
        this.address = address;
    }

    /** The same client of a Prometheus server's HTTP API at {@code base}. */
    static JobManager prometheus(URI base, Credential credential) {
        return new JobManager(base, credential, "Prometheus", "Prometheus's address (port 9090 unless "
                + "--web.listen-address says otherwise)");
    }

    /** A response: its URL, its bytes as they came, and their JSON. */
    record Response(URI uri, byte[] body, JsonNode json) {
    }

    URI base() {
        return base;
    }

    /** {@code GET path} (relative to the JobManager's address), which must answer 200 with JSON. */
    Response get(String path) throws ScrapeException {
        return get(path, false);
    }

    /** As {@link #get(String)}, but {@code null} when the JobManager answers 404: it no longer keeps it. */
    Response getIfKept(String path) throws ScrapeException {
        return get(path, true);
    }

    private Response get(String path, boolean mayBeGone) throws ScrapeException {
        URI uri = base.resolve(path);
        for (int hop = 0; hop <= MAX_REDIRECTS; hop++) {
            HttpResponse<InputStream> answer = send(uri);
            int status = answer.statusCode();
            if (status / 100 == 3 && answer.headers().firstValue("Location").isPresent()) {
                close(answer);
                URI next = uri.resolve(answer.headers().firstValue("Location").get());
                if (!sameOrigin(next)) {
                    throw new ScrapeException(uri + ": redirects to " + origin(next) + ", off " + possessive()
                            + origin(base) + "; refused, so that no credential or scrape leaves it");
                }
                uri = next;
                continue;
            }
            byte[] body = bounded(uri, answer);
            if (status == 404 && mayBeGone) {
                return null;
            }
            if (status != 200) {
                throw new ScrapeException(uri + ": answered HTTP " + status + flinkErrors(body));
            }
            String type = answer.headers().firstValue("Content-Type").orElse("").toLowerCase(Locale.ROOT);
            if (type.contains("html")) {
                throw new ScrapeException(uri + ": answered HTML, not JSON; is this " + address + "?");
            }
            return new Response(uri, body, json(uri, body));
        }
        throw new ScrapeException(uri + ": more than " + MAX_REDIRECTS + " redirects");
    }

    private HttpResponse<InputStream> send(URI uri) throws ScrapeException {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri).timeout(ANSWER).header("Accept", "application/json")
                .GET();
        if (credential != null) {
            request.header("Authorization", credential.header());
        }
        try {
            return http.send(request.build(), HttpResponse.BodyHandlers.ofInputStream());
        } catch (HttpTimeoutException e) {
            throw new ScrapeException(uri + ": no answer within " + TimeSpan.shown(ANSWER), e);
        } catch (ConnectException e) {
            throw new ScrapeException(uri + ": " + called + " cannot be reached (connection refused or timed out "
                    + "after " + TimeSpan.shown(CONNECT) + ")", e);
        } catch (IOException e) {
            throw new ScrapeException(uri + ": " + called + " cannot be reached (" + reason(e) + ")", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ScrapeException(uri + ": interrupted", e);
        }
    }

    private static byte[] bounded(URI uri, HttpResponse<InputStream> answer) throws ScrapeException {
        try (InputStream in = answer.body()) {
            byte[] body = in.readNBytes(MAX_RESPONSE_BYTES + 1);
            if (body.length > MAX_RESPONSE_BYTES) {
                throw new ScrapeException(uri + ": answered more than " + MAX_RESPONSE_BYTES + " bytes, more than a "
                        + "saved response may hold; not saved");
            }
            return body;
        } catch (IOException e) {
            throw new ScrapeException(uri + ": the answer broke off (" + reason(e) + ")", e);
        }
    }

    private JsonNode json(URI uri, byte[] body) throws ScrapeException {
        String asked = "; is this " + address.replaceFirst(" \\(.*", "") + "?";
        try {
            JsonNode json = JSON.readTree(body);
            if (json == null || !(json.isObject() || json.isArray())) {
                throw new ScrapeException(uri + ": answered something that is not a JSON object" + asked);
            }
            return json;
        } catch (JsonProcessingException e) {
            throw new ScrapeException(uri + ": answered something that is not JSON (" + e.getOriginalMessage()
                    .lines().findFirst().orElse("malformed") + ")" + asked, e);
        } catch (IOException e) {
            throw new ScrapeException(uri + ": the answer cannot be read (" + reason(e) + ")", e);
        }
    }

    /**
     * Flink's own words of an error answer, {@code {"errors": [...]}}, the first line of the first; or
     * Prometheus's, {@code {"status": "error", "error": "..."}}.
     */
    private static String flinkErrors(byte[] body) {
        try {
            JsonNode answer = JSON.readTree(body);
            JsonNode errors = answer.path("errors");
            if (errors.isArray() && !errors.isEmpty()) {
                return ": " + ScrapeRequest.shown(errors.get(0).asText().lines().findFirst().orElse(""));
            }
            if (answer.path("error").isTextual()) {
                return ": " + ScrapeRequest.shown(answer.path("error").asText().lines().findFirst().orElse(""));
            }
        } catch (IOException | RuntimeException notJson) {
            // an error page that is not Flink's: the status says enough
        }
        return "";
    }

    private boolean sameOrigin(URI other) {
        return Objects.equals(base.getScheme(), other.getScheme()) && base.getHost().equalsIgnoreCase(
                Objects.toString(other.getHost(), "")) && port(base) == port(other) && other.getRawUserInfo() == null;
    }

    private static int port(URI uri) {
        return uri.getPort() != -1 ? uri.getPort() : "https".equalsIgnoreCase(uri.getScheme()) ? 443 : 80;
    }

    /** {@code the JobManager's }, {@code Prometheus's }. */
    private String possessive() {
        return called + "'s ";
    }

    private static String origin(URI uri) {
        return uri.getScheme() + "://" + uri.getHost() + ":" + port(uri);
    }

    private static void close(HttpResponse<InputStream> answer) {
        try {
            answer.body().close();
        } catch (IOException ignored) {
            // a redirect's body is not read
        }
    }

    private static String reason(IOException e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : ScrapeRequest.shown(e.getMessage());
    }
}
