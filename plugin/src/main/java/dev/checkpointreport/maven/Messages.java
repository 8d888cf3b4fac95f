package dev.checkpointreport.maven;

import dev.checkpointreport.config.ConfigException;

/** The one-line messages the goal fails with, in the words of its parameters. */
final class Messages {

    private Messages() {
    }

    static String configRefused(ConfigException e) {
        if (e.line() == 0 && e.key() == null && e.problem().startsWith("the configuration file does not exist")) {
            return e.getMessage() + "; create it or point -Dcheckpoint.config at the scenario file";
        }
        return e.getMessage();
    }
}
