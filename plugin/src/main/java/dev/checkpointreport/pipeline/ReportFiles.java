package dev.checkpointreport.pipeline;

import dev.checkpointreport.output.json.ReportJson;
import dev.checkpointreport.run.ScenarioResult;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The files of one scenario's report: {@code index.html}, rendered in memory before anything is written (by
 * {@link ScenarioPage}), so a template that fails leaves no file half written, and {@code report.json}, written as
 * it is made (it holds 36 MB at the documented maxima). Its assets are the {@link CourseWriter}'s to place.
 */
public final class ReportFiles {
    public static final String REPORT_JSON = "report.json";
    public static final String INDEX_HTML = "index.html";

    private final ScenarioResult result;
    private final String page;

    private ReportFiles(ScenarioResult result, String page) {
        this.result = result;
        this.page = page;
    }

    /** The files of a report whose page was rendered elsewhere, such as a site's. */
    public static ReportFiles of(ScenarioResult result, String page) {
        return new ReportFiles(result, page);
    }

    /** Writes the report's files into {@code folder}, which exists. */
    public void writeInto(Path folder) throws IOException {
        ReportJson.write(result, folder.resolve(REPORT_JSON));
        Files.writeString(folder.resolve(INDEX_HTML), page, StandardCharsets.UTF_8);
    }
}
