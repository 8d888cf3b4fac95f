package dev.checkpointreport.output.html;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Serves a report folder under a sub-path on 127.0.0.1, as GitHub Pages serves a course's site, and
 * logs every path asked for, so a test sees any request that leaves the folder.
 */
final class ReportServer implements AutoCloseable {
    static final String SUB_PATH = "/course/checkpoint-report/";
    private static final Map<String, String> TYPES = Map.of("html", "text/html; charset=utf-8",
            "css", "text/css; charset=utf-8", "js", "text/javascript; charset=utf-8",
            "json", "application/json", "md", "text/markdown; charset=utf-8");

    private final HttpServer server;
    private final Path folder;
    private final List<String> requested = new CopyOnWriteArrayList<>();

    ReportServer(Path folder) throws IOException {
        this.folder = folder.toAbsolutePath().normalize();
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", this::serve);
        server.start();
    }

    String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + SUB_PATH;
    }

    List<String> requested() {
        return List.copyOf(requested);
    }

    private void serve(HttpExchange exchange) throws IOException {
        String path = exchange.getRequestURI().getPath();
        requested.add(path);
        Path file = null;
        if (path.startsWith(SUB_PATH)) {
            String name = path.substring(SUB_PATH.length());
            file = folder.resolve(name.isEmpty() ? "index.html" : name).normalize();
        }
        if (file == null || !file.startsWith(folder) || !Files.isRegularFile(file)) {
            exchange.sendResponseHeaders(404, -1);
            exchange.close();
            return;
        }
        String name = file.getFileName().toString();
        String type = TYPES.getOrDefault(name.substring(name.lastIndexOf('.') + 1), "application/octet-stream");
        byte[] body = Files.readAllBytes(file);
        exchange.getResponseHeaders().set("Content-Type", type);
        exchange.sendResponseHeaders(200, body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
