package dev.checkpointreport.flink.scrape;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.functions.RichMapFunction;
import org.apache.flink.api.common.state.CheckpointListener;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.connector.source.util.ratelimit.RateLimiterStrategy;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.connector.datagen.source.DataGeneratorSource;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.streaming.api.graph.StreamGraph;

/**
 * A keyed job checkpointed every {@link #INTERVAL_MILLIS} ms that fails once, on its first attempt, when the first
 * checkpoint after {@link #MAY_FAIL} is set completes, so that it restarts while the scrape loop runs: the test sets
 * it once a scrape has been saved, whatever the machine's speed. The MiniCluster runs in the test's JVM, so the
 * test's setting reaches the job.
 */
final class RestartingJob {
    static final int PARALLELISM = 2;
    static final long INTERVAL_MILLIS = 200;
    /** Whether the injected failure may come. */
    static final AtomicBoolean MAY_FAIL = new AtomicBoolean();
    /** Counted down by every subtask's completed checkpoint: a test sets a new one before it submits the job. */
    static volatile CountDownLatch checkpointCompleted = new CountDownLatch(1);

    private RestartingJob() {
    }

    static StreamGraph graph() {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(new Configuration());
        env.setParallelism(PARALLELISM);
        env.enableCheckpointing(INTERVAL_MILLIS);
        env.fromSource(new DataGeneratorSource<>(i -> i, Long.MAX_VALUE, RateLimiterStrategy.perSecond(500),
                        Types.LONG), WatermarkStrategy.noWatermarks(), "numbers")
                .keyBy(i -> i % 100)
                .map(new LastPerKey()).name("last per key")
                .sinkTo(new DiscardingSink<>()).name("discard");
        StreamGraph graph = env.getStreamGraph();
        graph.setJobName("checkpoint-report scraped job");
        graph.setJobId(new org.apache.flink.api.common.JobID());
        return graph;
    }

    /** Keeps each key's last number in keyed state; subtask 0 fails once, as described above. */
    static final class LastPerKey extends RichMapFunction<Long, Long> implements CheckpointListener {
        private static final long serialVersionUID = 1L;
        private transient ValueState<Long> last;
        private transient volatile boolean fail;

        @Override
        public void open(OpenContext context) {
            last = getRuntimeContext().getState(new ValueStateDescriptor<>("last", Types.LONG));
        }

        @Override
        public Long map(Long number) throws Exception {
            if (fail) {
                throw new IllegalStateException("injected failure, once a scrape was saved");
            }
            last.update(number);
            return number;
        }

        @Override
        public void notifyCheckpointComplete(long checkpointId) {
            checkpointCompleted.countDown();
            var task = getRuntimeContext().getTaskInfo();
            fail = MAY_FAIL.get() && task.getAttemptNumber() == 0
                    && task.getIndexOfThisSubtask() == 0;
        }
    }
}
