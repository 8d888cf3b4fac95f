package dev.checkpointreport.config;

/**
 * What bounds a scenario's state: the keys the workers hold and the rows a dedup set can hold an id of.
 *
 * @param keys the generator's subscribers, or a file's keys as the workers hold them (a key seen on two
 *     workers is held twice)
 * @param rows the generator's {@code subscribers × periods}, or the rows a file counted
 * @param keysFrom where the keys come from, as the refusal names it: {@code subscribers}, or the file
 */
record StateExtent(long keys, long rows, String keysFrom) {

    static StateExtent generated(int subscribers, int periods) {
        return new StateExtent(subscribers, (long) subscribers * periods, "subscribers");
    }
}
