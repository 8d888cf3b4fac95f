package dev.checkpointreport.scrape;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.checkpointreport.scrape.CannedJobManager.Answer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The goal's {@code history} reads the previous {@code history.json} from a file or a URL: a missing one, or a URL
 * that answers 404, is none yet (the first deploy); HTML, a redirect off the host, a body past the bound or a URL
 * holding a credential is refused in one line naming it. The server is a test's own on 127.0.0.1, stopped after.
 */
class PublishedFileTest {
    static final String HISTORY = "{\"format\":\"checkpoint-report history\",\"formatVersion\":1,\"builds\":[]}";

    @TempDir
    Path project;

    private static Optional<byte[]> read(String given, Path basedir) throws ScrapeException {
        return PublishedFile.read("checkpoint.history", given, basedir, 1024);
    }

    @Test
    void aUrlThatAnswersTheHistoryGivesItsBytes() throws Exception {
        try (CannedJobManager site = new CannedJobManager().json("/course/history.json", HISTORY)) {
            assertThat(read(site.uri() + "course/history.json", project))
                    .hasValueSatisfying(b -> assertThat(new String(b, StandardCharsets.UTF_8)).isEqualTo(HISTORY));
        }
    }

    @Test
    void aUrlThatAnswers404IsNoHistoryYet() throws Exception {
        try (CannedJobManager site = new CannedJobManager()
                .answer("/course/history.json", new Answer(404, "text/html", "<html>Not Found</html>", Map.of()))) {
            assertThat(read(site.uri() + "course/history.json", project)).isEmpty();
        }
    }

    @Test
    void aUrlThatAnswersHtmlIsRefusedInOneLineNamingIt() throws Exception {
        try (CannedJobManager site = new CannedJobManager()
                .answer("/course/history.json", new Answer(200, "text/html", "<html>login</html>", Map.of()))) {
            String url = site.uri() + "course/history.json";
            assertThatThrownBy(() -> read(url, project)).isInstanceOf(ScrapeException.class)
                    .hasMessage(url + ": answered HTML, not JSON; is this the URL of a published history.json?");
        }
    }

    @Test
    void aRedirectOffTheHostIsRefusedAndOneOnItIsFollowed() throws Exception {
        try (CannedJobManager site = new CannedJobManager()) {
            site.answer("/moved.json", new Answer(301, "text/plain", "", Map.of("Location", "/course/history.json")))
                    .json("/course/history.json", HISTORY)
                    .answer("/away.json", new Answer(302, "text/plain", "",
                            Map.of("Location", "http://example.org/history.json")));
            assertThat(read(site.uri() + "moved.json", project)).isPresent();
            String url = site.uri() + "away.json";
            assertThatThrownBy(() -> read(url, project)).isInstanceOf(ScrapeException.class)
                    .hasMessage(url + ": redirects to http://example.org:80, off the history's host's "
                            + site.uri().toString().replaceAll("/$", "") + "; refused, so that no credential or scrape"
                            + " leaves it");
        }
    }

    @Test
    void aBodyPastTheBoundIsRefused() throws Exception {
        try (CannedJobManager site = new CannedJobManager().json("/history.json", "[" + "0,".repeat(600) + "0]")) {
            String url = site.uri() + "history.json";
            assertThatThrownBy(() -> read(url, project)).isInstanceOf(ScrapeException.class)
                    .hasMessage(url + ": answered more than 1024 bytes, more than a history.json may hold; not read");
        }
    }

    @Test
    void aUrlWithAPasswordOrAQueryIsRefusedWithoutShowingIt() {
        for (String url : List.of("https://ci:s3cret@example.org/history.json",
                "https://example.org/history.json?token=s3cret")) {
            assertThatThrownBy(() -> read(url, project)).isInstanceOf(ScrapeException.class)
                    .hasMessage("checkpoint.history: a user, a password or a query (which may hold a token) in the URL"
                            + " would be logged; publish the history where it can be read without one");
        }
    }

    @Test
    void aUrlWhoseCredentialItsParserCannotFindIsRefusedWithoutShowingIt() {
        // a host the parser cannot name hides the user; a space, a '%' or a '/' in a password fails the parse;
        // another scheme is refused too: each message once showed the URL whole
        for (String url : List.of("https://ci:s3cret@pages_host/history.json",
                "https://ci:s3 cret@example.org/history.json", "https://ci:50%s3cret@example.org/history.json",
                "https://ci:s3/cret@example.org/history.json", "ftp://ci:s3cret@example.org/history.json",
                "https://example.org/history json?token=s3cret")) {
            assertThatThrownBy(() -> read(url, project)).isInstanceOf(ScrapeException.class)
                    .hasMessage("checkpoint.history: a user, a password or a query (which may hold a token) in the URL"
                            + " would be logged; publish the history where it can be read without one");
        }
    }

    @Test
    void aMissingFileIsNoHistoryYetAndAFileIsReadRelativeToTheProject() throws Exception {
        assertThat(read("target/checkpoint-report/history.json", project)).isEmpty();

        Files.writeString(project.resolve("history.json"), HISTORY);
        assertThat(read("history.json", project)).isPresent();
    }

    @Test
    void aFolderOrAFilePastTheBoundIsRefusedNamingIt() throws Exception {
        Files.createDirectories(project.resolve("site/history.json"));
        Files.writeString(project.resolve("big.json"), " ".repeat(1025));

        assertThatThrownBy(() -> read("site/history.json", project)).isInstanceOf(ScrapeException.class)
                .hasMessage("site/history.json: is not a regular file; not read");
        assertThatThrownBy(() -> read("big.json", project)).isInstanceOf(ScrapeException.class)
                .hasMessage("big.json: holds more than 1024 bytes, more than a history.json may hold; not read");
    }

    @Test
    void anotherSchemeIsRefused() {
        assertThatThrownBy(() -> read("ftp://example.org/history.json", project)).isInstanceOf(ScrapeException.class)
                .hasMessage("checkpoint.history: expected a file or an http or https URL, found "
                        + "'ftp://example.org/history.json'");
    }
}
