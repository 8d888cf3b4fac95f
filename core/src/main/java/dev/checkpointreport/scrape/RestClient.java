package dev.checkpointreport.scrape;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The scrape goal's HTTP client: GETs of a JobManager's REST API (or, made by {@link #prometheus}, of a Prometheus
 * server's HTTP API, its messages then naming Prometheus) over Java's {@code HttpClient}: {@link #CONNECT} to connect and
 * {@link #ANSWER} for the whole answer (headers and body, from the request), TLS checked against the JVM's trust
 * store, at most {@link #MAX_REDIRECTS} redirects and none off the JobManager's scheme, host and port, a body of at
 * most {@link #MAX_RESPONSE_BYTES} bytes, and JSON only. Each failure is one line in the plugin's words naming the
 * URL, with no Java exception's words and no form of the credential: every text a server gave (an error, a
 * redirect's address, a job's name) passes through {@link ServerText} before a message or a log line shows it, and an
 * answer that quotes the credential is not saved.
 */
public final class RestClient {
    /** The most a saved response may weigh: what the {@code measured} section reads of one file (16 MiB). */
    public static final int MAX_RESPONSE_BYTES = 16 * 1024 * 1024;
    /** The most time to connect. */
    public static final Duration CONNECT = Duration.ofSeconds(5);
    /** The most time from a request to the last byte of its answer, the connection included. */
    public static final Duration ANSWER = Duration.ofSeconds(20);
    static final int MAX_REDIRECTS = 3;
    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(CONNECT)
            .followRedirects(HttpClient.Redirect.NEVER).build();
    private final URI base;
    private final Credential credential;
    private final ServerText text;
    private final String called;
    private final String address;
    private final int most;
    private final String tooLarge;

    public RestClient(URI base, Credential credential) {
        this(base, credential, "the JobManager", "the JobManager's REST address (port 8081 unless rest.port says "
                + "otherwise)", MAX_RESPONSE_BYTES, "a saved response may hold; not saved");
    }

    private RestClient(URI base, Credential credential, String called, String address, int most, String tooLarge) {
        this.base = base;
        this.credential = credential;
        this.text = new ServerText(credential);
        this.called = called;
        this.address = address;
        this.most = most;
        this.tooLarge = tooLarge;
    }

    /** The same client of a Prometheus server's HTTP API at {@code base}. */
    static RestClient prometheus(URI base, Credential credential) {
        return new RestClient(base, credential, "Prometheus", "Prometheus's address (port 9090 unless "
                + "--web.listen-address says otherwise)", MAX_RESPONSE_BYTES, "a saved response may hold; not saved");
    }

    /**
     * The same client of the host that publishes a course's {@code history.json} at {@code base} (its origin), with
     * no credential: a body of at most {@code most} bytes.
     */
    static RestClient published(URI base, int most) {
        return new RestClient(base, null, "the history's host", "the URL of a published history.json", most,
                "a history.json may hold; not read");
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

    /** A server's text (an error, a name, a state) as a message or a log line may show it ({@link ServerText}). */
    String said(String serverText) {
        return text.said(serverText);
    }

    private Response get(String path, boolean mayBeGone) throws ScrapeException {
        URI uri;
        try {
            uri = base.resolve(new URI(path));
        } catch (URISyntaxException e) {
            throw text.failure(base + said(path) + ": not a path a URL can hold (a character of it is refused)");
        }
        for (int hop = 0; hop <= MAX_REDIRECTS; hop++) {
            HttpResponse<byte[]> answered = send(uri);
            int status = answered.statusCode();
            if (status / 100 == 3 && answered.headers().firstValue("Location").isPresent()) {
                uri = redirect(uri, answered.headers().firstValue("Location").get());
                continue;
            }
            byte[] body = answered.body();
            if (body.length > most) {
                throw text.failure(uri + ": answered more than " + most + " bytes, more than " + tooLarge);
            }
            if (status == 404 && mayBeGone) {
                return null;
            }
            if (status != 200) {
                throw text.failure(uri + ": answered HTTP " + status + flinkErrors(body));
            }
            String type = answered.headers().firstValue("Content-Type").orElse("").toLowerCase(Locale.ROOT);
            if (type.contains("html")) {
                throw text.failure(uri + ": answered HTML, not JSON; is this " + address + "?");
            }
            String encoding = answered.headers().firstValue("Content-Encoding").orElse("identity").strip();
            if (!encoding.equalsIgnoreCase("identity")) {
                throw text.failure(uri + ": answered a body encoded as '" + said(encoding) + "' (Content-Encoding), "
                        + "which was not asked for; not read");
            }
            JsonNode json = json(uri, body);
            if (text.quotes(body, json)) {
                throw text.failure(uri + ": answered a text that quotes the credential sent to it; not saved, so "
                        + "that no file holds it");
            }
            return new Response(uri, body, json);
        }
        throw text.failure(uri + ": more than " + MAX_REDIRECTS + " redirects");
    }

    private URI redirect(URI from, String location) throws ScrapeException {
        URI next;
        try {
            next = from.resolve(new URI(location.strip()));
        } catch (URISyntaxException | IllegalArgumentException e) {
            throw text.failure(from + ": redirects to '" + said(location) + "', which is not a URL");
        }
        if (!sameOrigin(next)) {
            throw text.failure(from + ": redirects to " + said(named(next)) + ", off " + called + "'s " + origin(base)
                    + "; refused, so that no credential or scrape leaves it");
        }
        return next;
    }

    /**
     * {@code GET uri}, its whole answer (headers and body) within {@link #ANSWER} of the request: the
     * {@code HttpClient}'s own timeout ends at the headers, so the body is collected by a {@link BoundedBody} that
     * is cut when the time is up.
     */
    private HttpResponse<byte[]> send(URI uri) throws ScrapeException {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri).header("Accept", "application/json").GET();
        if (credential != null) {
            request.header("Authorization", credential.header());
        }
        AtomicReference<BoundedBody> body = new AtomicReference<>();
        CompletableFuture<HttpResponse<byte[]>> sent = http.sendAsync(request.build(), info -> {
            body.set(new BoundedBody(most));
            return body.get();
        });
        try {
            return sent.get(ANSWER.toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            cut(sent, body.get());
            throw text.failure(uri + (body.get() == null ? ": no answer within " + TimeSpan.shown(ANSWER)
                    : ": the answer's body did not end within " + TimeSpan.shown(ANSWER) + " of the request"));
        } catch (ExecutionException e) {
            cut(sent, body.get());
            throw text.failure(uri + ": " + RequestFailure.why(e.getCause(), uri, body.get(), called, address));
        } catch (InterruptedException e) {
            cut(sent, body.get());
            Thread.currentThread().interrupt();
            throw text.failure(uri + ": interrupted");
        }
    }

    private static void cut(CompletableFuture<?> sent, BoundedBody body) {
        sent.cancel(true);
        if (body != null) {
            body.cut();
        }
    }

    private JsonNode json(URI uri, byte[] body) throws ScrapeException {
        String asked = "; is this " + address.replaceFirst(" \\(.*", "") + "?";
        JsonNode json;
        try {
            json = JSON.readTree(body);
        } catch (StreamConstraintsException e) {
            throw text.failure(uri + ": answered JSON " + pastBound(e.getOriginalMessage()) + ", which no response of "
                    + called + " holds; not read");
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            throw text.failure(uri + ": answered something that is not JSON" + (at == null ? "" : " (at line "
                    + at.getLineNr() + ", column " + at.getColumnNr() + ")") + asked);
        } catch (IOException e) {
            throw text.failure(uri + ": answered something that is not JSON" + asked);
        }
        if (json == null || !(json.isObject() || json.isArray())) {
            throw text.failure(uri + ": answered something that is not a JSON object" + asked);
        }
        return json;
    }

    /** Which of the JSON reader's bounds an answer passed, in the plugin's words. */
    private static String pastBound(String said) {
        String text = Objects.toString(said, "");
        if (text.contains("nesting depth")) {
            return "nested deeper than " + StreamReadConstraints.DEFAULT_MAX_DEPTH + " levels";
        }
        if (text.startsWith("Number")) {
            return "with a number longer than " + StreamReadConstraints.DEFAULT_MAX_NUM_LEN + " digits";
        }
        if (text.startsWith("Name")) {
            return "with a name longer than " + StreamReadConstraints.DEFAULT_MAX_NAME_LEN + " characters";
        }
        return "with a text longer than " + StreamReadConstraints.DEFAULT_MAX_STRING_LEN + " characters";
    }

    /**
     * Flink's own words of an error answer, {@code {"errors": [...]}}, the first line of the first; or
     * Prometheus's, {@code {"status": "error", "error": "..."}}.
     */
    private String flinkErrors(byte[] body) {
        try {
            JsonNode answer = JSON.readTree(body);
            JsonNode errors = answer.path("errors");
            if (errors.isArray() && !errors.isEmpty()) {
                return ": " + text.firstLine(errors.get(0).asText());
            }
            if (answer.path("error").isTextual()) {
                return ": " + text.firstLine(answer.path("error").asText());
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

    static int port(URI uri) {
        return uri.getPort() != -1 ? uri.getPort() : "https".equalsIgnoreCase(uri.getScheme()) ? 443 : 80;
    }

    /** A redirect's target as the message names it: its origin over http and https, else the URL as it is. */
    private static String named(URI uri) {
        boolean web = "http".equalsIgnoreCase(uri.getScheme()) || "https".equalsIgnoreCase(uri.getScheme());
        return web && uri.getHost() != null ? origin(uri) : uri.toString();
    }

    private static String origin(URI uri) {
        return uri.getScheme() + "://" + uri.getHost() + ":" + port(uri);
    }
}
