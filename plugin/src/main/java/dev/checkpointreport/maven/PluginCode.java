package dev.checkpointreport.maven;

import dev.checkpointreport.uptodate.ReportInputs.Code;
import java.util.List;
import java.util.TreeMap;
import org.apache.maven.artifact.Artifact;
import org.apache.maven.plugin.descriptor.PluginDescriptor;

/** The code that writes the report, for its inputs' digest: the plugin's artifact and its runtime libraries. */
final class PluginCode {

    private PluginCode() {
    }

    /** The plugin and its libraries in name order, a snapshot with its jar; {@code null} when Maven gave no descriptor. */
    static List<Code> of(PluginDescriptor plugin) {
        if (plugin == null) {
            return null;
        }
        TreeMap<String, Artifact> code = new TreeMap<>();
        if (plugin.getPluginArtifact() != null) {
            code.put(plugin.getPluginArtifact().getId(), plugin.getPluginArtifact());
        }
        if (plugin.getArtifacts() != null) {
            plugin.getArtifacts().forEach(a -> code.put(a.getId(), a));
        }
        return code.values().stream().map(a -> new Code(a.getId(),
                a.isSnapshot() && a.getFile() != null ? a.getFile().toPath() : null)).toList();
    }
}
