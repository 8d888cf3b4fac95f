package dev.checkpointreport.flink.placement;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.streaming.api.graph.StreamGraph;
import org.apache.flink.util.Collector;

/**
 * A keyed count over {@code String} keys, each key's count in keyed state. Every subtask writes down, for each
 * key whose state it updates, its own index: the MiniCluster runs the job in the test's JVM, so the test reads
 * where Flink put each key's state.
 */
final class HotKeyJob {
    static final int PARALLELISM = 3;
    static final String COUNTER = "count per key";
    /** The subtask that held each key's state, as the subtasks wrote it. */
    static final Map<String, Integer> SUBTASK_OF_KEY = new ConcurrentHashMap<>();

    private HotKeyJob() {
    }

    static StreamGraph graph(List<String> keys) {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(new Configuration());
        env.setParallelism(PARALLELISM);
        env.fromData(keys).name("events")
                .keyBy(key -> key, Types.STRING)
                .process(new CountPerKey()).name(COUNTER)
                .sinkTo(new DiscardingSink<>()).name("discard");
        StreamGraph graph = env.getStreamGraph();
        graph.setJobName("checkpoint-report hot key job");
        graph.setJobId(new org.apache.flink.api.common.JobID());
        return graph;
    }

    static final class CountPerKey extends KeyedProcessFunction<String, String, Long> {
        private static final long serialVersionUID = 1L;
        private transient ValueState<Long> count;

        @Override
        public void open(org.apache.flink.api.common.functions.OpenContext context) {
            count = getRuntimeContext().getState(new ValueStateDescriptor<>("count", Types.LONG));
        }

        @Override
        public void processElement(String key, Context context, Collector<Long> out) throws Exception {
            Long seen = count.value();
            long now = seen == null ? 1 : seen + 1;
            count.update(now);
            SUBTASK_OF_KEY.merge(context.getCurrentKey(), getRuntimeContext().getTaskInfo().getIndexOfThisSubtask(),
                    (was, is) -> was.equals(is) ? was : -1);
            out.collect(now);
        }
    }
}
