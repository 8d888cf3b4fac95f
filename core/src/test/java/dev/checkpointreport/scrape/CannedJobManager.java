package dev.checkpointreport.scrape;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * A JobManager's REST API as canned answers, on 127.0.0.1 at a free port: each path answers its status, content
 * type, headers and body; any other path answers Flink's 404. Close it to stop it.
 */
final class CannedJobManager implements AutoCloseable {
    record Answer(int status, String type, String body, Map<String, String> headers) {
        static Answer json(String body) {
            return new Answer(200, "application/json; charset=UTF-8", body, Map.of());
        }
    }

    private final HttpServer server;
    private final Map<String, Answer> answers = new ConcurrentHashMap<>();
    private final Map<String, Function<String, Answer>> byQuery = new ConcurrentHashMap<>();
    private final Map<String, String> authorizations = new ConcurrentHashMap<>();
    private final AtomicInteger requests = new AtomicInteger();
    private volatile int answered = Integer.MAX_VALUE;

    CannedJobManager() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            if (requests.incrementAndGet() > answered) {
                exchange.close();
                return;
            }
            String path = exchange.getRequestURI().getPath();
            String auth = exchange.getRequestHeaders().getFirst("Authorization");
            if (auth != null) {
                authorizations.put(path, auth);
            }
            String query = exchange.getRequestURI().getQuery();
            Answer answer = query != null && byQuery.containsKey(path) ? byQuery.get(path).apply(query)
                    : answers.getOrDefault(path, new Answer(404, "application/json",
                    "{\"errors\":[\"Not found: " + path + "\"]}", Map.of()));
            byte[] body = answer.body().getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", answer.type());
            answer.headers().forEach((k, v) -> exchange.getResponseHeaders().add(k, v));
            exchange.sendResponseHeaders(answer.status(), body.length == 0 ? -1 : body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
    }

    CannedJobManager answer(String path, Answer answer) {
        answers.put(path, answer);
        return this;
    }

    /** The path answers each query (decoded, as {@code query=…&start=…}) as {@code answer} says; as Prometheus does. */
    CannedJobManager queries(String path, Function<String, Answer> answer) {
        byQuery.put(path, answer);
        return this;
    }

    CannedJobManager json(String path, String body) {
        return answer(path, Answer.json(body));
    }

    /** The Authorization header the path was last asked with, or {@code null}. */
    String authorizationOf(String path) {
        return authorizations.get(path);
    }

    /** After {@code count} requests, every connection is closed unanswered, as by a JobManager that fails over. */
    CannedJobManager answering(int count) {
        answered = count;
        return this;
    }

    URI uri() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/");
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
