package dev.checkpointreport.scrape;

/** A scrape that cannot go on, in one line that names the URL, the file or the parameter; never a credential. */
public final class ScrapeException extends Exception {
    private static final long serialVersionUID = 1L;

    public ScrapeException(String message) {
        super(message);
    }

    public ScrapeException(String message, Throwable cause) {
        super(message, cause);
    }
}
