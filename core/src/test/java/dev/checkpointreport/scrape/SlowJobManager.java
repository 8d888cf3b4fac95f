package dev.checkpointreport.scrape;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A JobManager whose answers to one path come {@code late}: a proxy on 127.0.0.1 in front of a
 * {@link CannedJobManager}, which notes each path asked, in order. Close it to stop it.
 */
final class SlowJobManager implements AutoCloseable {
    private final HttpServer server;
    private final HttpClient client = HttpClient.newHttpClient();
    private final List<String> asked = new CopyOnWriteArrayList<>();

    SlowJobManager(CannedJobManager behind, String slowPath, Duration late) throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            String path = exchange.getRequestURI().getPath();
            asked.add(path);
            try {
                if (path.equals(slowPath)) {
                    // the fault under test: an answer that comes late, whatever the machine's speed
                    Thread.sleep(late.toMillis());
                }
                HttpResponse<byte[]> answer = client.send(HttpRequest.newBuilder(behind.uri().resolve(
                        exchange.getRequestURI().getRawPath().substring(1))).build(),
                        HttpResponse.BodyHandlers.ofByteArray());
                exchange.getResponseHeaders().add("Content-Type", "application/json");
                exchange.sendResponseHeaders(answer.statusCode(), answer.body().length == 0 ? -1
                        : answer.body().length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(answer.body());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                exchange.close();
            }
        });
        server.start();
    }

    /** The paths asked, in order. */
    List<String> asked() {
        return List.copyOf(asked);
    }

    URI uri() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/");
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
