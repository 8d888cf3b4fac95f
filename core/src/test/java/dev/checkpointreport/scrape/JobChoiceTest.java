package dev.checkpointreport.scrape;

import static dev.checkpointreport.scrape.FlinkAnswers.listed;
import static dev.checkpointreport.scrape.FlinkAnswers.overview;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The job by id or name in any state; the one job; several named and none guessed. */
class JobChoiceTest {
    private static final String A = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
    private static final String B = "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb";

    private static String chosen(CannedJobManager jm, String wanted) throws ScrapeException {
        return JobChoice.choose(new RestClient(jm.uri(), null), wanted).id();
    }

    @Test
    void theOneJobIsTakenInAnyStateRestartingIncluded() throws Exception {
        try (CannedJobManager jm = new CannedJobManager()) {
            jm.json("/jobs/overview", overview(listed(A, "counting", "RESTARTING")));
            assertThat(chosen(jm, null)).isEqualTo(A);

            jm.json("/jobs/overview", overview(listed(A, "counting", "FINISHED"), listed(B, "counting", "RESTARTING")));
            assertThat(chosen(jm, null)).isEqualTo(B);
            assertThat(chosen(jm, "counting")).isEqualTo(B);
            assertThat(chosen(jm, A.toUpperCase())).isEqualTo(A);
        }
    }

    @Test
    void severalJobsAreNamedAndNoneIsGuessed() throws Exception {
        try (CannedJobManager jm = new CannedJobManager()) {
            jm.json("/jobs/overview", overview(listed(A, "clicks", "RUNNING"), listed(B, "orders", "RUNNING")));
            String at = jm.uri() + "jobs/overview";

            assertThatThrownBy(() -> chosen(jm, null)).hasMessage(at + ": 2 jobs, 2 of them running: " + A
                    + " 'clicks' (RUNNING), " + B + " 'orders' (RUNNING); choose one with -Dcheckpoint.scrape.job=<id>");
            assertThatThrownBy(() -> chosen(jm, "payments")).hasMessage(at + ": no job has the id or name 'payments'; "
                    + "the JobManager lists " + A + " 'clicks' (RUNNING), " + B + " 'orders' (RUNNING)");
            assertThat(chosen(jm, "orders")).isEqualTo(B);

            jm.json("/jobs/overview", overview());
            assertThatThrownBy(() -> chosen(jm, null)).hasMessage(at + ": the JobManager runs no job; start it, or "
                    + "point -Dcheckpoint.scrape.url at the JobManager that runs it");
        }
    }
}
