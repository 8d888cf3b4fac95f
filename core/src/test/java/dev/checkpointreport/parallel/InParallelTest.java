package dev.checkpointreport.parallel;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.IOException;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The scenarios' work on several threads gives what one thread would: results and failures in their order. */
class InParallelTest {

    @ParameterizedTest
    @CsvSource({"0, 2", "1, 2", "3, 1", "7, 2", "40, 3", "40, 6", "5, 8"})
    void theResultsComeBackInTheItemsOrder(int items, int threads) throws Exception {
        List<Integer> numbers = IntStream.range(0, items).boxed().toList();

        List<String> squares = InParallel.map(numbers, n -> {
            Thread.sleep(n % 3);
            return n + "²=" + n * n;
        }, threads);

        assertThat(squares).containsExactlyElementsOf(numbers.stream().map(n -> n + "²=" + n * n).toList());
    }

    @Test
    void ofSeveralFailuresTheFirstInTheItemsOrderIsThrown() {
        List<Integer> numbers = IntStream.range(0, 12).boxed().toList();

        Throwable thrown = catchThrowable(() -> InParallel.map(numbers, n -> {
            if (n == 9) {
                throw new IOException("item 9");
            }
            if (n == 4) {
                Thread.sleep(50);
                throw new IOException("item 4");
            }
            return n;
        }, 3));

        assertThat(thrown).isInstanceOf(IOException.class).hasMessage("item 4");
    }

    @Test
    void everyItemIsDoneOnceAndEveryHelperThreadHasEndedWhenItReturns() throws Exception {
        Set<Integer> done = ConcurrentHashMap.newKeySet();
        Set<Thread> workers = ConcurrentHashMap.newKeySet();

        InParallel.map(IntStream.range(0, 30).boxed().toList(), n -> {
            assertThat(done.add(n)).isTrue();
            workers.add(Thread.currentThread());
            Thread.sleep(2);
            return n;
        }, 3);

        assertThat(done).hasSize(30);
        assertThat(workers).contains(Thread.currentThread()).hasSizeBetween(1, 3);
        assertThat(workers).allMatch(t -> t == Thread.currentThread() || !t.isAlive());
    }

    @Test
    void anErrorInATaskIsRethrownAsItWas() {
        StackOverflowError error = new StackOverflowError("deep");

        Throwable thrown = catchThrowable(() -> InParallel.map(List.of(1, 2), n -> {
            if (n == 2) {
                throw error;
            }
            return n;
        }, 2));

        assertThat(thrown).isSameAs(error);
    }
}
