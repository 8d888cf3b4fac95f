package dev.checkpointreport.spark;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import org.apache.spark.sql.streaming.StreamingQueryListener;

/**
 * What the tests wait on, as Spark's listener bus delivers it: the runs' ends, which come after every progress of
 * their run, and each idle event, which Spark posts after it adds an idle trigger's progress to
 * {@code lastProgress}.
 */
final class QueryEvents extends StreamingQueryListener {
    final CountDownLatch terminated;
    final BlockingQueue<QueryIdleEvent> idle = new LinkedBlockingQueue<>();

    QueryEvents(int runs) {
        terminated = new CountDownLatch(runs);
    }

    @Override
    public void onQueryStarted(QueryStartedEvent event) {
    }

    @Override
    public void onQueryProgress(QueryProgressEvent event) {
    }

    @Override
    public void onQueryIdle(QueryIdleEvent event) {
        idle.add(event);
    }

    @Override
    public void onQueryTerminated(QueryTerminatedEvent event) {
        terminated.countDown();
    }
}
