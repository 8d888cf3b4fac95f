package dev.checkpointreport.parallel;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Work done once per item on every core at once: a site's scenarios read, run and rendered, its folders
 * written, its files hashed. A cold build spends most of its time loading and interpreting code, and that work
 * divides. The results come back in the items' order, and of several failures the first in that order is
 * thrown, so the site and its messages are those one thread would make. Every thread has ended when a call
 * returns.
 */
public final class InParallel {

    /** One scenario's work, which may fail with an {@code E} or an I/O error. */
    @FunctionalInterface
    public interface Task<T, R, E extends Exception> {
        R apply(T item) throws E, IOException;
    }

    private InParallel() {
    }

    /** {@code task} applied to every item, on up to as many threads as the machine has cores. */
    public static <T, R, E extends Exception> List<R> map(List<T> items, Task<T, R, E> task) throws E, IOException {
        return map(items, task, Runtime.getRuntime().availableProcessors());
    }

    static <T, R, E extends Exception> List<R> map(List<T> items, Task<T, R, E> task, int threads)
            throws E, IOException {
        Object[] results = new Object[items.size()];
        Throwable[] failures = new Throwable[items.size()];
        AtomicInteger next = new AtomicInteger();
        Runnable worker = () -> {
            for (int i = next.getAndIncrement(); i < items.size(); i = next.getAndIncrement()) {
                try {
                    results[i] = task.apply(items.get(i));
                } catch (Exception | Error e) {
                    failures[i] = e;
                }
            }
        };
        List<Thread> helpers = new ArrayList<>();
        for (int t = 1; t < Math.min(threads, items.size()); t++) {
            Thread helper = new Thread(worker, "checkpoint-report-" + t);
            helper.setDaemon(true);
            helper.start();
            helpers.add(helper);
        }
        worker.run();
        joinAll(helpers);
        for (Throwable failure : failures) {
            if (failure != null) {
                throw InParallel.<E>rethrown(failure);
            }
        }
        @SuppressWarnings("unchecked")
        List<R> inOrder = (List<R>) Arrays.asList(results);
        return inOrder;
    }

    private static void joinAll(List<Thread> helpers) {
        boolean interrupted = false;
        for (Thread helper : helpers) {
            while (helper.isAlive()) {
                try {
                    helper.join();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** The failure as the task threw it: an {@code E}, since a task throws no other checked exception. */
    @SuppressWarnings("unchecked")
    private static <E extends Exception> RuntimeException rethrown(Throwable failure) throws E, IOException {
        if (failure instanceof IOException e) {
            throw e;
        }
        if (failure instanceof RuntimeException e) {
            throw e;
        }
        if (failure instanceof Error e) {
            throw e;
        }
        throw (E) failure;
    }
}
