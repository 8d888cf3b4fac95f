package dev.checkpointreport.scrape;

import java.net.ConnectException;
import java.net.ProtocolException;
import java.net.URI;
import java.net.UnknownHostException;
import java.net.http.HttpConnectTimeoutException;
import java.nio.channels.UnresolvedAddressException;
import java.security.GeneralSecurityException;
import javax.net.ssl.SSLException;

/**
 * What broke in a request, in the plugin's words: Java's {@code HttpClient} names it by its classes
 * ({@code ConnectException} caused by {@code ClosedChannelException} for a port nothing listens on,
 * {@code UnresolvedAddressException} for an unknown host), which Maven would print after the message.
 */
final class RequestFailure {
    private RequestFailure() {
    }

    /**
     * Why {@code GET uri} of {@code called} (the JobManager, Prometheus at {@code address}) failed, {@code body}
     * being its answer's body so far, or {@code null} before its headers came.
     */
    static String why(Throwable failure, URI uri, BoundedBody body, String called, String address) {
        String unreachable = called + " cannot be reached (";
        if (failure instanceof HttpConnectTimeoutException) {
            return unreachable + "no connection within " + TimeSpan.shown(RestClient.CONNECT) + ")";
        }
        if (has(failure, UnresolvedAddressException.class) || has(failure, UnknownHostException.class)) {
            return unreachable + "the host " + uri.getHost() + " is unknown)";
        }
        if (failure instanceof ConnectException) {
            return unreachable + "connection refused: nothing listens at " + uri.getHost() + ":" + RestClient.port(uri)
                    + ")";
        }
        if (has(failure, SSLException.class)) {
            return unreachable + (has(failure, GeneralSecurityException.class) ? "its TLS certificate is not trusted "
                    + "by the JVM's trust store; give one that trusts it with -Djavax.net.ssl.trustStore=…)"
                    : "the TLS handshake failed; does it answer https there?)");
        }
        if (has(failure, ProtocolException.class)) {
            return "answered something that is not HTTP; is this " + address + "?";
        }
        if (body == null) {
            return unreachable + "it closed the connection without answering)";
        }
        return "the answer broke off after " + body.received() + " bytes";
    }

    private static boolean has(Throwable failure, Class<? extends Throwable> kind) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (kind.isInstance(t)) {
                return true;
            }
        }
        return false;
    }
}
