package dev.checkpointreport.flink.measured;

import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.state.CheckpointListener;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.connector.source.util.ratelimit.RateLimiterStrategy;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.runtime.state.KeyGroupRangeAssignment;
import org.apache.flink.connector.datagen.source.DataGeneratorSource;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.streaming.api.graph.StreamGraph;
import org.apache.flink.util.Collector;

/**
 * The measured job: events over {@link #KEYS} keys, keyed, each key's count and last event in keyed state,
 * checkpointed every {@link #INTERVAL_MILLIS} ms. Subtask 0 of the counter fails once, on its first
 * attempt, after checkpoint {@link #FAIL_AFTER_CHECKPOINT} completes, so the job restores from a checkpoint.
 */
final class KeyedCountJob {
    static final int KEYS = 1_000;
    static final int PARALLELISM = 2;
    static final long INTERVAL_MILLIS = 300;
    static final long FAIL_AFTER_CHECKPOINT = 3;
    static final double EVENTS_PER_SECOND = 2_000;
    static final String COUNTER = "keyed count";

    private KeyedCountJob() {
    }

    /**
     * The rows and keys of each counting subtask per second, as the plugin's {@code source.counts} file: Flink
     * puts key {@code k} on the subtask of its key group, and every key receives
     * {@code EVENTS_PER_SECOND / KEYS} events a second.
     */
    static String counts(int seconds) {
        long[] keys = new long[PARALLELISM];
        int maxParallelism = KeyGroupRangeAssignment.computeDefaultMaxParallelism(PARALLELISM);
        for (long key = 0; key < KEYS; key++) {
            keys[KeyGroupRangeAssignment.assignKeyToParallelOperator(key, maxParallelism, PARALLELISM)]++;
        }
        long perKey = (long) EVENTS_PER_SECOND / KEYS;
        StringBuilder csv = new StringBuilder("period,worker,rows,keys\n");
        for (int second = 1; second <= seconds; second++) {
            for (int worker = 0; worker < PARALLELISM; worker++) {
                csv.append('s').append(second).append(',').append(worker).append(',').append(perKey * keys[worker])
                        .append(',').append(keys[worker]).append('\n');
            }
        }
        return csv.toString();
    }

    static StreamGraph graph() {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(new Configuration());
        env.setParallelism(PARALLELISM);
        env.enableCheckpointing(INTERVAL_MILLIS);
        DataGeneratorSource<Long> events = new DataGeneratorSource<>(i -> i, Long.MAX_VALUE,
                RateLimiterStrategy.perSecond(EVENTS_PER_SECOND), Types.LONG);
        env.fromSource(events, WatermarkStrategy.noWatermarks(), "events")
                .keyBy(i -> i % KEYS)
                .process(new CountPerKey()).name(COUNTER).uid("keyed-count")
                .sinkTo(new DiscardingSink<>()).name("discard");
        StreamGraph graph = env.getStreamGraph();
        graph.setJobName("checkpoint-report measured job");
        graph.setJobId(new org.apache.flink.api.common.JobID());
        return graph;
    }

    /** Per key: how many events, and the last one; fails once, as described above. */
    static final class CountPerKey extends KeyedProcessFunction<Long, Long, Long> implements CheckpointListener {
        private static final long serialVersionUID = 1L;
        private transient ValueState<Long> count;
        private transient ValueState<String> last;
        private transient boolean failNext;

        @Override
        public void open(org.apache.flink.api.common.functions.OpenContext context) {
            count = getRuntimeContext().getState(new ValueStateDescriptor<>("count", Types.LONG));
            last = getRuntimeContext().getState(new ValueStateDescriptor<>("last", Types.STRING));
        }

        @Override
        public void processElement(Long event, Context context, Collector<Long> out) throws Exception {
            if (failNext) {
                throw new IllegalStateException("injected failure after checkpoint " + FAIL_AFTER_CHECKPOINT);
            }
            Long seen = count.value();
            long now = seen == null ? 1 : seen + 1;
            count.update(now);
            last.update("event " + event + " of key " + context.getCurrentKey());
            out.collect(now);
        }

        @Override
        public void notifyCheckpointComplete(long checkpointId) {
            var task = getRuntimeContext().getTaskInfo();
            if (checkpointId >= FAIL_AFTER_CHECKPOINT && task.getAttemptNumber() == 0 && task.getIndexOfThisSubtask() == 0) {
                failNext = true;
            }
        }
    }
}
