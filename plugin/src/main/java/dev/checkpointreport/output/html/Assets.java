package dev.checkpointreport.output.html;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;

/**
 * Fills {@code assets/}: our style sheet and script (a course may override them by name), and
 * Chart.js with its licence, copied from the webjar on the plugin's classpath so the page fetches
 * nothing from elsewhere. A single report holds its own; a course site holds one copy at its root, which
 * its scenarios' pages link to relatively, so the site opens from {@code file://} and from any sub-path.
 */
public final class Assets {
    /** The folder of the assets at a report's or a course's root. */
    public static final String FOLDER = "assets";
    /** A page's assets in its own folder, the templates' {@code ${assets}}: a single report's, a site's index's. */
    public static final String OWN = FOLDER + "/";
    /** A course site's scenario page's assets: the site's one copy, a folder up. */
    public static final String SHARED = "../" + FOLDER + "/";
    static final List<String> OURS = List.of("report.css", "charts.js", "report.js", "decision.js", "recovery.js",
            "workers.js");
    /** The section Measured's script: copied only beside a page that has the section, so no other report changes. */
    static final String MEASURED = "measured.js";
    /** The course index's chart across builds: copied only beside an index that draws it. */
    static final String HISTORY = "history.js";
    /** The measured history's daily trend charts' script, copied beside the section Measured's. */
    static final String TREND = "trend.js";
    static final String CHART_JS = "chart.umd.js";
    static final String CHART_JS_LICENSE = "chart.js-LICENSE.md";
    /** Every file {@link #copyInto} may write into {@code assets/}, whatever the templates override. */
    public static final List<String> NAMES = Stream.concat(OURS.stream(), Stream.of(MEASURED, TREND, HISTORY, CHART_JS,
            CHART_JS_LICENSE))
            .toList();
    private static final String WEBJAR = "META-INF/resources/webjars/chart.js/";
    private static final String WEBJAR_POM = "META-INF/maven/org.webjars.npm/chart.js/pom.properties";

    private final Map<String, byte[]> ours;
    private final byte[] measured;
    private final byte[] history;
    private final byte[] trend;

    private Assets(Map<String, byte[]> ours, byte[] measured, byte[] history, byte[] trend) {
        this.ours = ours;
        this.measured = measured;
        this.history = history;
        this.trend = trend;
    }

    /**
     * Reads our style sheet and scripts, a course's own where it has them, before anything is written:
     * a refused file leaves the last report as it was.
     */
    public static Assets read(TemplateSources sources) throws ReportTemplateException, IOException {
        Map<String, byte[]> ours = new LinkedHashMap<>();
        for (String name : OURS) {
            ours.put(name, sources.bytes(FOLDER + "/" + name));
        }
        return new Assets(ours, sources.bytes(FOLDER + "/" + MEASURED), sources.bytes(FOLDER + "/" + HISTORY),
                sources.bytes(FOLDER + "/" + TREND));
    }

    public void copyInto(Path folder) throws IOException {
        copyInto(folder, false);
    }

    /** Fills {@code folder/assets}, with the section Measured's script when {@code measured}. */
    public void copyInto(Path folder, boolean withMeasured) throws IOException {
        Path assets = Files.createDirectories(folder.resolve(FOLDER));
        if (withMeasured) {
            Files.write(assets.resolve(MEASURED), measured);
            Files.write(assets.resolve(TREND), trend);
        }
        for (Map.Entry<String, byte[]> file : ours.entrySet()) {
            Files.write(assets.resolve(file.getKey()), file.getValue());
        }
        String webjar = WEBJAR + chartJsVersion() + "/";
        copyResource(webjar + "dist/" + CHART_JS, assets.resolve(CHART_JS));
        copyResource(webjar + "LICENSE.md", assets.resolve(CHART_JS_LICENSE));
    }

    /** Adds the course index's chart across builds to {@code folder/assets}, which {@link #copyInto} filled. */
    public void copyHistoryInto(Path folder) throws IOException {
        Files.write(folder.resolve(FOLDER).resolve(HISTORY), history);
    }

    /** The version of the Chart.js webjar on the classpath, such as {@code 4.5.1}. */
    static String chartJsVersion() {
        try (InputStream in = resource(WEBJAR_POM)) {
            Properties pom = new Properties();
            pom.load(in);
            return pom.getProperty("version");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void copyResource(String name, Path target) throws IOException {
        try (InputStream in = resource(name)) {
            Files.copy(in, target);
        }
    }

    private static InputStream resource(String name) throws IOException {
        InputStream in = Assets.class.getClassLoader().getResourceAsStream(name);
        if (in == null) {
            throw new IOException("the Chart.js webjar on the plugin's classpath has no " + name);
        }
        return in;
    }
}
