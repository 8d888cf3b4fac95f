/**
 * The scrape goal's core: a running Flink job's REST responses, or Prometheus's range answers of its metrics, saved
 * into a new folder per scrape, in the shapes {@code measured} reads.
 *
 * <p>Entry points: {@code Scraper.run} (a {@code ScrapeRequest}: Flink's REST API at the cadence its history needs)
 * and {@code PrometheusScraper.run} (a {@code PrometheusRequest}: the metrics {@code PrometheusMetric} names, the one
 * list the reader uses too). Every answer is bounded in time and size ({@code BoundedBody}), the credential never
 * reaches a log, a file or a message ({@code Credential}, {@code ServerText}), and a failure is one
 * {@code ScrapeException} line.
 */
package dev.checkpointreport.scrape;
