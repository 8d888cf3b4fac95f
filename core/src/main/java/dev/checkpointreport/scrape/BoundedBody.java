package dev.checkpointreport.scrape;

import java.io.ByteArrayOutputStream;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;

/**
 * An answer's body as it comes, kept up to one byte past {@code most} (then the rest is refused unread), and cut
 * when the answer's time is up: Java's {@code HttpClient} bounds the time to the headers only, so a body that
 * trickles a byte a second, or a chunked one whose last chunk never comes, would otherwise be waited on for ever.
 */
final class BoundedBody implements HttpResponse.BodySubscriber<byte[]> {
    private final int most;
    private final CompletableFuture<byte[]> body = new CompletableFuture<>();
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private Flow.Subscription subscription;
    private boolean cut;

    BoundedBody(int most) {
        this.most = most;
    }

    @Override
    public synchronized void onSubscribe(Flow.Subscription given) {
        subscription = given;
        if (cut) {
            given.cancel();
        } else {
            given.request(Long.MAX_VALUE);
        }
    }

    @Override
    public synchronized void onNext(List<ByteBuffer> buffers) {
        for (ByteBuffer buffer : buffers) {
            int room = most + 1 - bytes.size();
            byte[] chunk = new byte[Math.min(room, buffer.remaining())];
            buffer.get(chunk);
            bytes.write(chunk, 0, chunk.length);
        }
        if (bytes.size() > most) {
            subscription.cancel();
            body.complete(bytes.toByteArray());
        }
    }

    @Override
    public void onError(Throwable failure) {
        body.completeExceptionally(failure);
    }

    @Override
    public synchronized void onComplete() {
        body.complete(bytes.toByteArray());
    }

    @Override
    public CompletionStage<byte[]> getBody() {
        return body;
    }

    /** The bytes come so far. */
    synchronized int received() {
        return bytes.size();
    }

    /** Stops reading: the connection is closed and the body never completes. */
    synchronized void cut() {
        cut = true;
        if (subscription != null) {
            subscription.cancel();
        }
    }
}
