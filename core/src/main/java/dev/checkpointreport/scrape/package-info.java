/**
 * The scrape goal's core: a running Flink job's REST responses, or Prometheus's range answers of its metrics, saved
 * into a folder, in the shapes the {@code measured} section reads, one folder per scrape that is never overwritten.
 * <ul>
 *   <li>{@link dev.checkpointreport.scrape.ScrapeRequest}: the JobManager's URL, the job, the folder, the cadence
 *       and the credential, checked before any request.</li>
 *   <li>{@link dev.checkpointreport.scrape.JobManager}: bounded GETs over Java's {@code HttpClient} (each whole
 *       answer, body included, within 20 s through {@link dev.checkpointreport.scrape.BoundedBody}; the JVM's trust
 *       store; no redirect off the JobManager's host), each failure one line naming the URL, worded by
 *       {@link dev.checkpointreport.scrape.RequestFailure}; a server's text quoted only through
 *       {@link dev.checkpointreport.scrape.ServerText}, which hides every form of the
 *       {@link dev.checkpointreport.scrape.Credential}.</li>
 *   <li>{@link dev.checkpointreport.scrape.JobChoice}: the job by id or by name, in any state; the one job when
 *       there is one, else the jobs named and none guessed.</li>
 *   <li>{@link dev.checkpointreport.scrape.Cadence}: how often to scrape so that no checkpoint leaves Flink's
 *       history unseen, from the interval, {@code web.checkpoints.history} and the REST cache; the {@code measured}
 *       section advises the same cadence where a merged history has gaps.</li>
 *   <li>{@link dev.checkpointreport.scrape.ScrapeFolder}: the folders of the scrapes, written file by file in
 *       one atomic step each (or staged hidden and saved together), a response identical to the last one saved
 *       skipped, made at the first file and left nowhere when nothing is saved; a failure worded by
 *       {@link dev.checkpointreport.scrape.FolderFailure}.</li>
 *   <li>{@link dev.checkpointreport.scrape.Scraper}: one scrape, or one every {@code every} until the deadline
 *       {@code for}, each asking a bounded number of checkpoints' details.</li>
 *   <li>{@link dev.checkpointreport.scrape.PrometheusRequest} and
 *       {@link dev.checkpointreport.scrape.PrometheusScraper}: Prometheus's address, the job, the range back from
 *       now and the step; one {@code query_range} a metric (in parts past Prometheus's points a series), each answer
 *       saved as it came through the same {@code JobManager} client and {@code ScrapeFolder}, all together once
 *       they came, within what {@code measured} reads of them.</li>
 * </ul>
 */
package dev.checkpointreport.scrape;
