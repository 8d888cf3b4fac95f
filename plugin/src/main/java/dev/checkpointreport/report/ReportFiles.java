package dev.checkpointreport.report;

import dev.checkpointreport.report.html.Assets;
import dev.checkpointreport.report.html.HtmlReport;
import dev.checkpointreport.report.html.RenderLimits;
import dev.checkpointreport.report.html.ReportTemplateException;
import dev.checkpointreport.report.html.TemplateSources;
import dev.checkpointreport.report.json.ReportJson;
import dev.checkpointreport.report.view.PageBuilder;
import dev.checkpointreport.run.ScenarioResult;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The files of one scenario's report, rendered in memory before anything is written: {@code report.json},
 * {@code index.html} and its {@code assets/}. A template that fails therefore leaves no file half written.
 */
public final class ReportFiles {
    private final byte[] json;
    private final String page;
    private final Assets assets;

    private ReportFiles(byte[] json, String page, Assets assets) {
        this.json = json;
        this.page = page;
        this.assets = assets;
    }

    /** Renders the page of {@code result} with {@code templates}, within {@code limits}. */
    public static ReportFiles render(ScenarioResult result, TemplateSources templates, RenderLimits limits)
            throws ReportTemplateException, IOException {
        try (HtmlReport html = new HtmlReport(templates, limits)) {
            String page = html.render(PageBuilder.of(result));
            return new ReportFiles(ReportJson.bytes(result), page, Assets.read(templates));
        }
    }

    /** The files of a report whose {@code report.json} and page were made elsewhere, such as a site's. */
    public static ReportFiles of(byte[] json, String page, Assets assets) {
        return new ReportFiles(json, page, assets);
    }

    /** Writes the report's files into {@code folder}, which exists. */
    public void writeInto(Path folder) throws IOException {
        Files.write(folder.resolve(ReportWriter.REPORT_JSON), json);
        Files.writeString(folder.resolve(ReportWriter.INDEX_HTML), page, StandardCharsets.UTF_8);
        assets.copyInto(folder);
    }
}
