package dev.checkpointreport.output.html;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.checkpointreport.folder.AtomicDirectory;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogType;

/**
 * The one way a test starts a browser: Debian's headless Chromium through the system chromedriver, so nothing
 * downloads a browser. One browser per test class, with a profile of its own, started before the class's first
 * test and quit, its profile deleted, after its last. Missing in CI, the class fails; missing elsewhere, it is
 * skipped with a message saying why.
 */
final class Chromium implements BeforeAllCallback, ParameterResolver {
    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(Chromium.class);

    @Override
    public void beforeAll(ExtensionContext context) {
        requireInstalled();
        session(context);
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == ChromeDriver.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return session(context).driver;
    }

    /** The class's browser: the store of a test's context sees its class's, which closes it after the class. */
    private static Session session(ExtensionContext context) {
        return context.getStore(NAMESPACE).getOrComputeIfAbsent(Session.class, key -> new Session(), Session.class);
    }

    static void requireInstalled() {
        boolean installed = Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER);
        String missing = CHROMIUM + " or " + CHROMEDRIVER + " is missing (Debian packages chromium and chromium-driver)";
        if (!installed && System.getenv("CI") != null) {
            fail("CI is set but " + missing + ": .ci/run must apt-get install chromium chromium-driver");
        }
        assumeTrue(installed, missing + "; the browser test is skipped here and fails in CI");
    }

    /** A started browser and its profile, quit and deleted when the store that holds it closes. */
    private static final class Session implements ExtensionContext.Store.CloseableResource {
        private final Path profile;
        private final ChromeDriver driver;

        Session() {
            try {
                profile = Files.createTempDirectory("checkpoint-report-chromium-");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            driver = start(profile);
        }

        private static ChromeDriver start(Path profile) {
            ChromeOptions options = new ChromeOptions();
            options.setBinary(CHROMIUM.toFile());
            options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                    "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    "--no-first-run", "--disable-quic", "--window-size=1280,900", "--user-data-dir=" + profile);
            options.setCapability("goog:loggingPrefs", Map.of(LogType.BROWSER, "ALL"));
            ChromeDriverService service = new ChromeDriverService.Builder()
                    .usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
            return new ChromeDriver(service, options);
        }

        @Override
        public void close() throws IOException {
            try {
                driver.quit();
            } finally {
                AtomicDirectory.deleteTree(profile);
            }
        }
    }
}
