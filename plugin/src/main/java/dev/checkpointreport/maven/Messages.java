package dev.checkpointreport.maven;

import dev.checkpointreport.config.ConfigException;
import dev.checkpointreport.config.ConfigLoader;

/** The one-line messages the goal fails with, in the words of its parameters. */
final class Messages {

    private Messages() {
    }

    static String configRefused(ConfigException e) {
        if (e.problem().equals(ConfigLoader.NO_SUCH_FILE)) {
            return e.getMessage() + "; create it or point -Dcheckpoint.config at the scenario file";
        }
        return e.getMessage();
    }
}
