package dev.checkpointreport.scrape;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * The {@code Authorization} header sent to the JobManager: a bearer token or a user and password (basic). It is
 * held in memory only; {@link #toString()} hides it, so no message, log or file can show it.
 */
public final class Credential {
    private final String header;

    private Credential(String header) {
        this.header = header;
    }

    public static Credential bearer(String token) {
        return new Credential("Bearer " + token);
    }

    public static Credential basic(String user, String password) {
        return new Credential("Basic " + Base64.getEncoder().encodeToString((user + ":" + password)
                .getBytes(StandardCharsets.UTF_8)));
    }

    String header() {
        return header;
    }

    @Override
    public String toString() {
        return "Credential[hidden]";
    }
}
