package dev.checkpointreport.scrape;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Locale;
import java.util.Optional;

/**
 * A file a build reads where the last build left or published it, as the goal's {@code history} names it: a path
 * (relative to the project's folder), or an http or https URL fetched through the scrape goal's {@link RestClient},
 * with its bounds in time, its same-host redirects and its one-line messages. Either is read whole, up to a bound.
 * A file that does not exist, or a URL that answers 404, is no file yet (the first build); anything else that is
 * not a readable file of at most the bound is one line naming the file or URL, and never a credential: a URL that
 * holds a user or a password is refused without showing it.
 */
public final class PublishedFile {
    /** Why a URL that holds, or may hold, a credential is refused; the URL itself is never shown. */
    private static final String CREDENTIAL = "a user, a password or a query (which may hold a token) in the URL would"
            + " be logged; publish the history where it can be read without one";

    private PublishedFile() {
    }

    /**
     * The bytes of the file {@code given} names, as {@code parameter} gave it, a relative path resolved in
     * {@code basedir}; empty when there is none yet.
     *
     * @param most the most bytes it may hold
     */
    public static Optional<byte[]> read(String parameter, String given, Path basedir, int most)
            throws ScrapeException {
        String text = given.strip();
        String lower = text.toLowerCase(Locale.ROOT);
        if (lower.matches("[a-z][a-z0-9+.-]*://.*") && (text.contains("@") || text.contains("?"))) {
            // judged on the text, before any parse: a URL the parser refuses, or reads with no user (a host it
            // cannot name, a password holding '/' or '%'), would otherwise be shown whole in the message
            throw new ScrapeException(parameter + ": " + CREDENTIAL);
        }
        if (lower.startsWith("http://") || lower.startsWith("https://")) {
            return fetched(parameter, text, most);
        }
        if (lower.matches("[a-z][a-z0-9+.-]*://.*")) {
            throw new ScrapeException(parameter + ": expected a file or an http or https URL, found '"
                    + ScrapeRequest.shown(text) + "'");
        }
        Path file;
        try {
            file = basedir == null ? Path.of(text) : basedir.resolve(text);
        } catch (InvalidPathException e) {
            throw new ScrapeException(parameter + ": '" + ScrapeRequest.shown(text) + "' is not a file's path");
        }
        return local(ScrapeRequest.shown(text), file, most);
    }

    private static Optional<byte[]> local(String shown, Path file, int most) throws ScrapeException {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (IOException missing) {
            return Optional.empty();
        }
        if (!attributes.isRegularFile()) {
            throw new ScrapeException(shown + ": is not a regular file; not read");
        }
        String tooLarge = shown + ": holds more than " + most + " bytes, more than a history.json may hold; not read";
        if (attributes.size() > most) {
            throw new ScrapeException(tooLarge);
        }
        try (InputStream in = Files.newInputStream(file)) {
            // one byte past the bound, so that a file that grew since its size was read is refused too
            byte[] bytes = in.readNBytes(most + 1);
            if (bytes.length > most) {
                throw new ScrapeException(tooLarge);
            }
            return Optional.of(bytes);
        } catch (AccessDeniedException e) {
            throw new ScrapeException(shown + ": cannot be read: permission denied");
        } catch (IOException e) {
            throw new ScrapeException(shown + ": cannot be read (an input/output error)");
        }
    }

    private static Optional<byte[]> fetched(String parameter, String text, int most) throws ScrapeException {
        URI uri;
        try {
            uri = new URI(text);
        } catch (URISyntaxException e) {
            throw new ScrapeException(parameter + ": '" + ScrapeRequest.shown(text) + "' is not a URL: "
                    + e.getReason());
        }
        if (uri.getHost() == null || uri.getRawFragment() != null || uri.getRawPath() == null
                || uri.getRawPath().isEmpty()) {
            throw new ScrapeException(parameter + ": expected the URL of a history.json, such as "
                    + "https://owner.github.io/course/history.json, found '" + ScrapeRequest.shown(text) + "'");
        }
        URI origin = URI.create(uri.getScheme().toLowerCase(Locale.ROOT) + "://" + uri.getRawAuthority() + "/");
        RestClient.Response answer = RestClient.published(origin, most).getIfKept(uri.getRawPath());
        return answer == null ? Optional.empty() : Optional.of(answer.body());
    }
}
