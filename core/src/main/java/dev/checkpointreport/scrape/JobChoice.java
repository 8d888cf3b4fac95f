package dev.checkpointreport.scrape;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Which job to scrape, from {@code GET /jobs/overview}: the one whose id or name is given, in any state
 * ({@code RESTARTING} included); without one, the one job that has not ended, else the one job listed. With
 * several it names them and guesses none.
 */
final class JobChoice {
    private static final Set<String> ENDED = Set.of("FINISHED", "CANCELED", "FAILED");

    private JobChoice() {
    }

    /** A Flink job id, as Flink's {@code JobID} writes it: 32 hexadecimal digits. */
    private static final Pattern JOB_ID = Pattern.compile("[0-9a-fA-F]{32}");

    /** A job as the overview lists it, and as a message or the log names it ({@link RestClient#said}). */
    record ListedJob(String id, String name, String state, String described) {
    }

    static ListedJob choose(RestClient jobManager, String wanted) throws ScrapeException {
        RestClient.Response overview = jobManager.get("jobs/overview");
        List<ListedJob> jobs = new ArrayList<>();
        for (JsonNode job : overview.json().path("jobs")) {
            String id = job.path("jid").asText();
            if (!JOB_ID.matcher(id).matches()) {
                // the id goes into every URL of the scrape: a line break or a slash in it would go there too
                throw new ScrapeException(overview.uri() + ": lists a job whose id '" + jobManager.said(id) + "' is not "
                        + "32 hexadecimal digits, as Flink's are; is this the JobManager's REST address?");
            }
            String name = job.path("name").asText();
            String state = job.path("state").asText();
            jobs.add(new ListedJob(id, name, state, id + " '" + jobManager.said(name) + "' (" + jobManager.said(state)
                    + ")"));
        }
        if (jobs.isEmpty()) {
            throw new ScrapeException(overview.uri() + ": the JobManager runs no job; start it, or point "
                    + "-Dcheckpoint.scrape.url at the JobManager that runs it");
        }
        List<ListedJob> matching = wanted == null ? jobs : jobs.stream()
                .filter(j -> j.id().equalsIgnoreCase(wanted) || j.name().equals(wanted)).toList();
        if (matching.isEmpty()) {
            throw new ScrapeException(overview.uri() + ": no job has the id or name '" + ScrapeRequest.shown(wanted)
                    + "'; the JobManager lists " + listed(jobs));
        }
        if (matching.size() == 1) {
            return matching.get(0);
        }
        List<ListedJob> running = matching.stream().filter(j -> !ENDED.contains(j.state())).toList();
        if (running.size() == 1) {
            return running.get(0);
        }
        throw new ScrapeException(overview.uri() + ": " + matching.size() + " jobs" + (wanted == null ? ""
                : " named '" + ScrapeRequest.shown(wanted) + "'") + ", " + (running.isEmpty() ? "none" : running.size())
                + " of them running: " + listed(matching) + "; choose one with -Dcheckpoint.scrape.job=<id>");
    }

    private static String listed(List<ListedJob> jobs) {
        List<String> shown = new ArrayList<>();
        for (int i = 0; i < Math.min(jobs.size(), 10); i++) {
            shown.add(jobs.get(i).described());
        }
        return String.join(", ", shown) + (jobs.size() > 10 ? " and " + (jobs.size() - 10) + " more" : "");
    }
}
