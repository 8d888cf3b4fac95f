package dev.checkpointreport.output.html;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A test class that drives Debian's headless Chromium: tagged {@code browser} (so {@code -DexcludedGroups=browser}
 * leaves it out), with one browser of {@link Chromium}'s for the class, which any test or {@code @BeforeAll} method
 * receives as a {@code ChromeDriver} parameter.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Tag("browser")
@ExtendWith(Chromium.class)
@interface BrowserTest {
}
