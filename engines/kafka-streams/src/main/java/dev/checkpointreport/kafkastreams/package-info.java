/**
 * A Kafka Streams app's restores, standby updates, state changes, input offsets and metrics logged as the plugin's
 * {@code measured.kafkaStreams} reads them: {@code StreamsLog.register(streams, file)}, called before
 * {@code start()}.
 */
package dev.checkpointreport.kafkastreams;
