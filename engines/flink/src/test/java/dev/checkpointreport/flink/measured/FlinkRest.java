package dev.checkpointreport.flink.measured;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** GETs of a Flink cluster's REST API, as a team's scraper makes them. */
final class FlinkRest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final URI base;

    FlinkRest(URI base) {
        this.base = base;
    }

    /** The body of {@code GET path}, which must answer 200. */
    String get(String path) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(10)).GET().build();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IOException("GET " + path + " answered " + response.statusCode() + ": " + response.body());
        }
        return response.body();
    }

    static JsonNode parse(String body) throws IOException {
        return JSON.readTree(body);
    }
}
