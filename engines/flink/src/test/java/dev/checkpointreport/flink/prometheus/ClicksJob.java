package dev.checkpointreport.flink.prometheus;

import dev.checkpointreport.source.Partition;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.CheckpointListener;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.connector.source.util.ratelimit.RateLimiterStrategy;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.connector.datagen.source.DataGeneratorSource;
import org.apache.flink.runtime.state.KeyGroupRangeAssignment;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.streaming.api.graph.StreamGraph;
import org.apache.flink.util.Collector;

/**
 * Clicks per user: one source ({@code Source: clicks}, a single reader so that click {@code i} is the
 * {@code i}-th of the run) at {@link #CLICKS_PER_SECOND} a second, keyed by user into {@link #COUNTER} at
 * parallelism {@link #PARALLELISM}, each user's count in keyed state, and discarded by a sink of its own (so that
 * the counter is a vertex of its own name). One click in {@link #HOT_EVERY} is the
 * {@link #HOT} user's, the others go round {@link #USERS} users. Subtask 0 of the counter fails once, on its first
 * attempt, once checkpoint {@code failAfter} (or the first after {@link #MAY_FAIL} is set) completes, so the job
 * restores from a checkpoint.
 */
final class ClicksJob {
    static final int PARALLELISM = 2;
    static final int USERS = 400;
    static final int HOT_EVERY = 4;
    static final double CLICKS_PER_SECOND = 2_000;
    static final String SOURCE = "clicks";
    static final String COUNTER = "count-per-user";
    /** The hot user: the first of {@code hot-0, hot-1, …} that the lesson's FNV-1a and Flink place apart. */
    static final String HOT = hotUser();
    /** The counting subtask that updated the hot user's state, as that subtask wrote it; -1 before any did. */
    static final AtomicInteger HELD_THE_HOT_USER = new AtomicInteger(-1);
    /**
     * Whether the injected failure may come: held back until Prometheus has sampled the job, so that its
     * {@code numRestarts} is seen at 0 before it rises (a cold reporter's first scrapes can outlast Prometheus's
     * timeout). The MiniCluster runs in the test's JVM, so the test's setting reaches the job.
     */
    static final AtomicBoolean MAY_FAIL = new AtomicBoolean(true);

    private ClicksJob() {
    }

    /** The user of click {@code i}. */
    static String user(long i) {
        return i % HOT_EVERY == 0 ? HOT : "user-" + (i - i / HOT_EVERY - 1) % USERS;
    }

    /** The counting subtask Flink gives {@code user}: its key group's, at the default max parallelism. */
    static int subtaskOf(String user) {
        return KeyGroupRangeAssignment.assignKeyToParallelOperator(user,
                KeyGroupRangeAssignment.computeDefaultMaxParallelism(PARALLELISM), PARALLELISM);
    }

    /**
     * The clicks of the first {@code seconds} seconds counted per second and counting subtask, as the plugin's
     * {@code source.counts} file: {@code rows} the clicks Flink's key groups give the subtask, {@code keys} the
     * users among them.
     */
    static String counts(int seconds) {
        StringBuilder csv = new StringBuilder("period,worker,rows,keys\n");
        long perSecond = (long) CLICKS_PER_SECOND;
        for (int second = 1; second <= seconds; second++) {
            long[] rows = new long[PARALLELISM];
            java.util.List<java.util.Set<String>> users = new java.util.ArrayList<>();
            for (int w = 0; w < PARALLELISM; w++) {
                users.add(new java.util.HashSet<>());
            }
            for (long i = (second - 1) * perSecond; i < second * perSecond; i++) {
                String user = user(i);
                int subtask = subtaskOf(user);
                rows[subtask]++;
                users.get(subtask).add(user);
            }
            for (int w = 0; w < PARALLELISM; w++) {
                csv.append('s').append(second).append(',').append(w).append(',').append(rows[w]).append(',')
                        .append(users.get(w).size()).append('\n');
            }
        }
        return csv.toString();
    }

    /** The clicks of the first {@code seconds} seconds as an events file: {@code user,period}, one line a click. */
    static String events(int seconds) {
        StringBuilder csv = new StringBuilder("user,period\n");
        long perSecond = (long) CLICKS_PER_SECOND;
        for (long i = 0; i < seconds * perSecond; i++) {
            csv.append(user(i)).append(",s").append(i / perSecond + 1).append('\n');
        }
        return csv.toString();
    }

    private static String hotUser() {
        Partition flink = Partition.flink(PARALLELISM, Partition.flinkDefaultMaxParallelism(PARALLELISM));
        for (int i = 0; ; i++) {
            String user = "hot-" + i;
            if (flink.workerOf(user) != Partition.workerOf(user, PARALLELISM)) {
                return user;
            }
        }
    }

    static StreamGraph graph(long intervalMillis, long failAfter) {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(new Configuration());
        env.setParallelism(PARALLELISM);
        env.enableCheckpointing(intervalMillis);
        DataGeneratorSource<String> clicks = new DataGeneratorSource<>(ClicksJob::user, Long.MAX_VALUE,
                RateLimiterStrategy.perSecond(CLICKS_PER_SECOND), Types.STRING);
        env.fromSource(clicks, WatermarkStrategy.noWatermarks(), SOURCE).setParallelism(1).uid("clicks")
                .keyBy(user -> user, Types.STRING)
                .process(new CountPerUser(failAfter)).name(COUNTER).uid("count-per-user")
                .sinkTo(new DiscardingSink<>()).name("discard").disableChaining();
        StreamGraph graph = env.getStreamGraph();
        graph.setJobName("clicks per user");
        graph.setJobId(new org.apache.flink.api.common.JobID());
        return graph;
    }

    /** Per user: how many clicks; fails once, as described above. */
    static final class CountPerUser extends KeyedProcessFunction<String, String, Long> implements CheckpointListener {
        private static final long serialVersionUID = 1L;
        private final long failAfter;
        private transient ValueState<Long> count;
        private transient volatile boolean failNext;

        CountPerUser(long failAfter) {
            this.failAfter = failAfter;
        }

        @Override
        public void open(OpenContext context) {
            count = getRuntimeContext().getState(new ValueStateDescriptor<>("clicks", Types.LONG));
        }

        @Override
        public void processElement(String user, Context context, Collector<Long> out) throws Exception {
            if (failNext) {
                throw new IllegalStateException("injected failure after checkpoint " + failAfter);
            }
            Long seen = count.value();
            long now = seen == null ? 1 : seen + 1;
            count.update(now);
            if (user.equals(HOT)) {
                HELD_THE_HOT_USER.set(getRuntimeContext().getTaskInfo().getIndexOfThisSubtask());
            }
            out.collect(now);
        }

        @Override
        public void notifyCheckpointComplete(long checkpointId) {
            var task = getRuntimeContext().getTaskInfo();
            failNext = checkpointId >= failAfter && task.getAttemptNumber() == 0 && task.getIndexOfThisSubtask() == 0
                    && MAY_FAIL.get();
        }
    }
}
