package dev.checkpointreport.scrape;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ScrapeRequestTest {
    @Test
    void aServersTextIsShownOnOneLineWhateverBreaksItHolds() {
        assertThat(ScrapeRequest.shown("a\nb\rc\u0085d\u2028e\u2029f")).isEqualTo("a?b?c?d?e?f");
    }

    @Test
    void aServersTextIsShownCutAt200Characters() {
        assertThat(ScrapeRequest.shown("x".repeat(201))).isEqualTo("x".repeat(200) + "…");
    }
}
