package dev.checkpointreport.output.html;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Sites;
import dev.checkpointreport.folder.AtomicDirectory;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The picture the README opens with: the example course's report, cut down to what a reader needs first
 * and in the page's order (the summary, the contents, the recovery matrix, and the best ranges with the
 * chart over p that draws them), stacked and scaled to
 * at most {@value #WIDTH} pixels wide. Written to {@code target/screenshots/readme.png}; with
 * {@code -Dscreenshot.update=true} it also replaces {@code docs/report.png}, to be committed when the page
 * changes.
 */
@BrowserTest
class ReadmeScreenshotTest {
    static final int WIDTH = 720;
    private static final Path DOCS_PNG = Path.of("../docs/report.png");
    private static final List<String> PARTS = List.of("#summary", "#contents", "#by-period table", "#best-ranges",
            "#chart-p");

    @Test
    void theReadmePictureShowsTheSummaryTheContentsTheMatrixAndTheChartOverP(ChromeDriver driver) throws IOException {
        Path folder = ReportBrowserTest.TARGET.resolve("readme-report").toAbsolutePath();
        AtomicDirectory.deleteTree(folder);
        Path report = Sites.exampleCourse(folder).resolve("lesson");
        driver.manage().window().setSize(new Dimension(1000, 2400));
        Browser.openDrawn(driver, report.toUri() + "index.html");
        List<BufferedImage> parts = new ArrayList<>();
        for (String part : PARTS) {
            byte[] png = driver.findElement(By.cssSelector(part)).getScreenshotAs(OutputType.BYTES);
            parts.add(ImageIO.read(new ByteArrayInputStream(png)));
        }
        BufferedImage picture = stacked(parts);

        Path png = ReportBrowserTest.TARGET.resolve("screenshots").resolve("readme.png");
        Files.createDirectories(png.getParent());
        ImageIO.write(picture, "png", png.toFile());
        if (Boolean.getBoolean("screenshot.update")) {
            Files.copy(png, DOCS_PNG, StandardCopyOption.REPLACE_EXISTING);
        }
        assertThat(picture.getWidth()).isEqualTo(WIDTH);
        assertThat(picture.getHeight()).as("five parts, none of them empty").isBetween(600, 2400);
        assertThat(colours(picture)).as("the chart's colours, not a blank or unstyled page").hasSizeGreaterThan(200);
        assertThat(Files.size(png)).as("small enough for the README").isLessThan(400_000);
        assertThat(Files.size(DOCS_PNG)).as("docs/report.png, committed").isBetween(10_000L, 400_000L);
    }

    /** The parts one under another, each scaled to {@link #WIDTH} with its proportions, on white. */
    private static BufferedImage stacked(List<BufferedImage> parts) {
        int gap = 12;
        int height = 0;
        for (BufferedImage part : parts) {
            height += scaledHeight(part) + gap;
        }
        BufferedImage picture = new BufferedImage(WIDTH, height - gap, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = picture.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BICUBIC);
        g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
        g.setColor(java.awt.Color.WHITE);
        g.fillRect(0, 0, picture.getWidth(), picture.getHeight());
        int y = 0;
        for (BufferedImage part : parts) {
            g.drawImage(part, 0, y, WIDTH, scaledHeight(part), null);
            y += scaledHeight(part) + gap;
        }
        g.dispose();
        return picture;
    }

    private static int scaledHeight(BufferedImage part) {
        return Math.round((float) part.getHeight() * WIDTH / part.getWidth());
    }

    private static Set<Integer> colours(BufferedImage image) {
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                colours.add(image.getRGB(x, y));
            }
        }
        return colours;
    }
}
