package dev.checkpointreport.scrape;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code Authorization} header sent to the JobManager: a bearer token or a user and password (basic). It is
 * held in memory only; {@link #toString()} hides it, and {@link #redacted} hides every form of it a server may
 * echo (the header, its base64, {@code user:password}, the password or token alone, each URL-encoded too), so no
 * message, log or file can show it.
 */
public final class Credential {
    /** What a message shows where a server's text quoted the credential. */
    static final String HIDDEN = "[credential]";
    private static final Pattern PERCENT = Pattern.compile("%[0-9A-F]{2}");

    private final String header;
    /** Every form a server may echo, longest first, so that a longer one is hidden whole. */
    private final List<String> forms;

    private Credential(String header, Set<String> secrets) {
        this.header = header;
        Set<String> all = new LinkedHashSet<>();
        for (String secret : secrets) {
            all.add(secret);
            String encoded = URLEncoder.encode(secret, StandardCharsets.UTF_8);
            for (String form : List.of(encoded, encoded.replace("+", "%20"))) {
                all.add(form);
                all.add(lowerHex(form));
            }
        }
        all.remove("");
        List<String> sorted = new ArrayList<>(all);
        sorted.sort(Comparator.comparingInt(String::length).reversed());
        this.forms = List.copyOf(sorted);
    }

    public static Credential bearer(String token) {
        return new Credential("Bearer " + token, Set.of(token));
    }

    public static Credential basic(String user, String password) {
        byte[] pair = (user + ":" + password).getBytes(StandardCharsets.UTF_8);
        String base64 = Base64.getEncoder().encodeToString(pair);
        // without its padding, the base64 is found however an echo pads it; the URL-safe alphabet too
        Set<String> secrets = new LinkedHashSet<>(List.of(base64, base64.replace("=", ""),
                Base64.getUrlEncoder().withoutPadding().encodeToString(pair), user + ":" + password, password));
        return new Credential("Basic " + base64, secrets);
    }

    String header() {
        return header;
    }

    /** {@code text} with every form of the credential in it replaced by {@link #HIDDEN}. */
    String redacted(String text) {
        String shown = text;
        for (String form : forms) {
            shown = shown.replace(form, HIDDEN);
        }
        return shown;
    }

    /** Whether {@code text} holds any form of the credential. */
    boolean quotedIn(String text) {
        for (String form : forms) {
            if (text.contains(form)) {
                return true;
            }
        }
        return false;
    }

    private static String lowerHex(String encoded) {
        Matcher escape = PERCENT.matcher(encoded);
        StringBuilder lower = new StringBuilder();
        while (escape.find()) {
            escape.appendReplacement(lower, escape.group().toLowerCase(Locale.ROOT));
        }
        return escape.appendTail(lower).toString();
    }

    @Override
    public String toString() {
        return "Credential[hidden]";
    }
}
