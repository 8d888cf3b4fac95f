package dev.checkpointreport.source;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;

/** An event's time: ISO-8601 ({@code 2026-01-01T00:00:00Z}; without an offset, UTC) or epoch milliseconds. */
public final class EventTime {
    /** What a time must look like, for messages. */
    public static final String EXPECTED = "an ISO-8601 time such as 2026-01-01T00:00:00Z, or epoch milliseconds";

    private EventTime() {
    }

    /** Milliseconds since the epoch; {@code null} when {@code text} is neither form. */
    public static Long millis(String text) {
        String value = text.strip();
        if (!value.isEmpty() && value.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return value.length() <= 18 ? Long.parseLong(value) : null;
        }
        try {
            return Instant.parse(value).toEpochMilli();
        } catch (DateTimeParseException | ArithmeticException e) {
            try {
                return LocalDateTime.parse(value).toInstant(ZoneOffset.UTC).toEpochMilli();
            } catch (DateTimeParseException | ArithmeticException local) {
                return null;
            }
        }
    }
}
