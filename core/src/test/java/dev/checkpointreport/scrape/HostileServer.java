package dev.checkpointreport.scrape;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * A server on 127.0.0.1 that answers each request as its {@link Handler} writes, raw on the socket: headers then
 * a body that trickles or never ends, a connection cut, a status line that is not HTTP. Close it to stop it; every
 * connection it holds is closed then.
 */
final class HostileServer implements AutoCloseable {
    /** Writes one answer to the request {@code head} (its request line and headers). */
    @FunctionalInterface
    interface Handler {
        void answer(String head, OutputStream out) throws IOException, InterruptedException;
    }

    private final ServerSocket socket;
    private final ExecutorService threads = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "hostile-server");
        t.setDaemon(true);
        return t;
    });
    private final List<Socket> open = new CopyOnWriteArrayList<>();

    HostileServer(Handler handler) throws IOException {
        this(handler, true);
    }

    /** A server that, when {@code reads} is false, answers at once on each connection, before any request. */
    HostileServer(Handler handler, boolean reads) throws IOException {
        socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        threads.execute(() -> {
            while (!socket.isClosed()) {
                try {
                    Socket connection = socket.accept();
                    open.add(connection);
                    threads.execute(() -> serve(connection, handler, reads));
                } catch (IOException closed) {
                    return;
                }
            }
        });
    }

    private static void serve(Socket connection, Handler handler, boolean reads) {
        try (connection; InputStream in = connection.getInputStream(); OutputStream out = connection.getOutputStream()) {
            if (!reads) {
                handler.answer("", out);
                out.flush();
                return;
            }
            String head;
            while ((head = head(in)) != null) {
                handler.answer(head, out);
                out.flush();
            }
        } catch (IOException | InterruptedException stopped) {
            // the client went away, or the server closed
        }
    }

    /** The request's head up to its blank line, or {@code null} at the connection's end. */
    private static String head(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) != -1) {
            head.write(b);
            String text = head.toString(StandardCharsets.ISO_8859_1);
            if (text.endsWith("\r\n\r\n")) {
                return text;
            }
        }
        return null;
    }

    /** The path the head asks for. */
    static String path(String head) {
        return head.substring(head.indexOf(' ') + 1, head.indexOf(' ', head.indexOf(' ') + 1));
    }

    /** Writes a status line, headers and a body of known length at once. */
    static void answer(OutputStream out, int status, String headers, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        out.write(("HTTP/1.1 " + status + " X\r\n" + headers + "Content-Length: " + bytes.length + "\r\n\r\n")
                .getBytes(StandardCharsets.UTF_8));
        out.write(bytes);
    }

    URI uri() {
        return URI.create("http://127.0.0.1:" + socket.getLocalPort() + "/");
    }

    @Override
    public void close() throws IOException {
        socket.close();
        for (Socket connection : open) {
            connection.close();
        }
        threads.shutdownNow();
    }
}
