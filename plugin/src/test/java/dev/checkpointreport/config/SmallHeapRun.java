package dev.checkpointreport.config;

import dev.checkpointreport.PipelineRun;
import java.nio.file.Path;

/** Runs a scenario into a report folder as the goal does, in a JVM of its own; prints its refusal, if any. */
final class SmallHeapRun {

    private SmallHeapRun() {
    }

    public static void main(String[] args) throws Exception {
        try {
            PipelineRun.report(Path.of(args[0]), Path.of(args[1]));
            System.out.println("written");
        } catch (ConfigException e) {
            System.out.println(e.getMessage());
        }
    }
}
