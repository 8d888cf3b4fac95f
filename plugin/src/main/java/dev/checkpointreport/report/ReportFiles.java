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
 * The files of one scenario's report: {@code index.html}, rendered in memory before anything is written, so a
 * template that fails leaves no file half written; its {@code assets/}; and {@code report.json}, written as it
 * is made (it holds 36 MB at the documented maxima).
 */
public final class ReportFiles {
    private final ScenarioResult result;
    private final String page;
    private final Assets assets;

    private ReportFiles(ScenarioResult result, String page, Assets assets) {
        this.result = result;
        this.page = page;
        this.assets = assets;
    }

    /** Renders the page of {@code result} with {@code templates}, within {@code limits}. */
    public static ReportFiles render(ScenarioResult result, TemplateSources templates, RenderLimits limits)
            throws ReportTemplateException, IOException {
        try (HtmlReport html = new HtmlReport(templates, limits)) {
            String page = html.render(PageBuilder.of(result));
            return new ReportFiles(result, page, Assets.read(templates));
        }
    }

    /** The files of a report whose page was rendered elsewhere, such as a site's. */
    public static ReportFiles of(ScenarioResult result, String page, Assets assets) {
        return new ReportFiles(result, page, assets);
    }

    /** Writes the report's files into {@code folder}, which exists. */
    public void writeInto(Path folder) throws IOException {
        ReportJson.write(result, folder.resolve(ReportWriter.REPORT_JSON));
        Files.writeString(folder.resolve(ReportWriter.INDEX_HTML), page, StandardCharsets.UTF_8);
        assets.copyInto(folder);
    }
}
