package dev.checkpointreport.scrape;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;

/**
 * The one place a server's text (an error, a redirect's address, a header, a job's name) is made fit for a
 * message or a log line: every form of the credential hidden ({@link Credential#redacted}), then one line. A
 * server may echo the {@code Authorization} header it was sent, as some proxies do in a 401, and may put a line
 * break anywhere; neither reaches the build's log.
 */
final class ServerText {
    private final Credential credential;

    /** The text of a server sent {@code credential}, or {@code null} for none. */
    ServerText(Credential credential) {
        this.credential = credential;
    }

    /** {@code text} as a message quotes it: the credential hidden, one line of at most 200 characters. */
    String said(String text) {
        return ScrapeRequest.shown(line(hidden(text)));
    }

    /** The first line of {@code text} as {@link #said}; hidden first, so that no line holds part of a form. */
    String firstLine(String text) {
        return said(hidden(text).lines().findFirst().orElse(""));
    }

    /** A failure whose message is one line with no form of the credential, whatever the server said in it. */
    ScrapeException failure(String message) {
        return new ScrapeException(line(hidden(message)));
    }

    /** Whether an answer's bytes, or any name or text of its JSON (escapes undone), quote the credential. */
    boolean quotes(byte[] body, JsonNode json) {
        if (credential == null) {
            return false;
        }
        if (credential.quotedIn(new String(body, StandardCharsets.UTF_8))) {
            return true;
        }
        Deque<JsonNode> left = new ArrayDeque<>();
        left.push(json);
        while (!left.isEmpty()) {
            JsonNode node = left.pop();
            if (node.isTextual() && credential.quotedIn(node.textValue())) {
                return true;
            }
            for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
                if (credential.quotedIn(names.next())) {
                    return true;
                }
            }
            node.elements().forEachRemaining(left::push);
        }
        return false;
    }

    private String hidden(String text) {
        return credential == null ? text : credential.redacted(text);
    }

    /** Every character that could break a line (a control, a line or paragraph separator) as {@code ?}. */
    private static String line(String text) {
        return text.replaceAll("[\\p{Cntrl}\\p{Zl}\\p{Zp}]", "?");
    }
}
