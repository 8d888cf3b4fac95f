package dev.checkpointreport.pipeline;

import dev.checkpointreport.output.OutputFiles;
import dev.checkpointreport.output.ReportOutput;
import java.util.ArrayList;
import java.util.List;

/**
 * The files the plugin writes into a report's or a course's folder, as the pipeline's outputs declare them
 * ({@link ReportOutput#files}): the folder rule's list of the plugin's own names, and the files an up-to-date
 * report still holds.
 */
public final class OwnFiles {
    private final List<OutputFiles> declared;

    /** The files {@code outputs} write. */
    public OwnFiles(List<ReportOutput> outputs) {
        this.declared = outputs.stream().map(ReportOutput::files).toList();
    }

    /**
     * Whether an output writes a file at {@code path} of a report's or a course's folder ({@code /} between names): at
     * the root, any file an output declares; below it, a file of each scenario's report in a folder of the scenario's
     * own ({@link ScenarioList#isFolderOfItsOwn}). A marker that lists any other path is not the plugin's.
     */
    public boolean writes(String path) {
        int slash = path.indexOf('/');
        boolean ownFolder = slash >= 0 && ScenarioList.isFolderOfItsOwn(path.substring(0, slash));
        for (OutputFiles files : declared) {
            if (files.eachReport().contains(path) || files.courseRoot().contains(path)
                    || files.root().contains(path)) {
                return true;
            }
            for (String name : files.eachReport()) {
                if (ownFolder && path.endsWith("/" + name)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The files a report of {@code listed} holds whatever its scenarios say: each report's at the root of a single
     * one; a course's at its root, and each report's in the folder of each listed scenario.
     */
    List<String> required(boolean single, List<ListedScenario> listed) {
        List<String> files = new ArrayList<>();
        for (OutputFiles output : declared) {
            files.addAll(single ? output.eachReport() : output.courseRoot());
        }
        if (!single) {
            for (ListedScenario scenario : listed) {
                for (OutputFiles output : declared) {
                    output.eachReport().forEach(name -> files.add(scenario.name() + "/" + name));
                }
            }
        }
        return files;
    }
}
