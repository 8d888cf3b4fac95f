package dev.checkpointreport.pipeline;

/**
 * The list of scenarios cannot make a course: a pattern matches no file, or two scenarios would write the
 * same folder. The message is one line, meant to be shown as it is.
 */
public class ScenarioListException extends Exception {
    private static final long serialVersionUID = 1L;

    public ScenarioListException(String message) {
        super(message);
    }
}
