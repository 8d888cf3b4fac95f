#!/usr/bin/env bash
# Issue 22's benchmark: the source benchmark's 20,000,000-line events CSV (generate-events.py: 200,000
# Zipf-like keys, 120 periods) counted three ways in one run, each timed by GNU time (wall, CPU, peak RSS):
#   - the Flink counting job (engines/flink) on a local Flink at parallelism 2, writing source.counts, on the
#     file and on the same events split into 4 files of a folder (one file is read by one subtask);
#   - the plugin reading the events itself (the goal, -Xmx256m, net of its wall time on the lesson);
#   - DuckDB (JDBC from Maven Central, SET threads=2) doing the same counting.
# It then builds the report from the Flink job's counts and checks that its report.json equals the
# events' one apart from `source`. Issue 34 adds, in the same run: the job of an older build (BASELINE_REPO)
# on the same file and folder, interleaved, as "before"; the same events as a JSON Lines file counted by 1
# reader and by 2 (-XX:ActiveProcessorCount, which sets the local parallelism); and the parallelism from which
# the job on a cluster beats the single JVM, from the measured rates. Every case is measured REPEAT times, the
# rounds interleaved (before, now, the plugin, JSON Lines), and the table gives each one's median with the load
# average around it; the job gets the plugin's heap. It ends with one line per target of issue 34 (CPU per line
# and peak RSS against the plugin's, the parallelism from which a cluster wins, 2 JSON Lines readers against 1):
# the figure, the ratio, met or missed. Run from the repository root after
#   ./mvnw -B install -DskipTests -Dinvoker.skip=true
# Usage: benchmarks/scripts/flink-count-benchmark.sh [LINES] (extra Maven options in MVN_ARGS, such as
# -Dmaven.repo.local=...).
#   BASELINE_REPO=DIR  a local repository holding an older build of checkpoint-report-flink, measured as "before"
#   FLINK_HEAP=SIZE    the local Flink's heap (-Xmx, 256m: the plugin's)
#   REPEAT=N           rounds of every measurement (3)
#   DUCKDB=0           leave DuckDB out (its JDBC driver is fetched from Maven Central once)
# It shares the source benchmark's events file; everything it writes goes under benchmarks/target/ (never
# committed).
set -euo pipefail
LINES=${1:-20000000}
ROOT=$(pwd)
WORK=$ROOT/benchmarks/target/flink-count-benchmark
EVENTS=$ROOT/benchmarks/target/source-benchmark
mkdir -p "$WORK" "$EVENTS"
CSV=$EVENTS/events.csv
[ "$LINES" = 20000000 ] || CSV=$WORK/events-$LINES.csv
VERSION=$(sed -n 's:.*<version>\(.*-SNAPSHOT\)</version>.*:\1:p' pom.xml | head -1)
GOAL=dev.checkpointreport:checkpoint-report-maven-plugin:$VERSION:checkpoint-report
DUCKDB_VERSION=1.5.6.0
JOB=$ROOT/engines/flink/target/checkpoint-report-flink-$VERSION.jar
[ -s "$JOB" ] || { echo "build the job first: ./mvnw -B install -DskipTests -Dinvoker.skip=true" >&2; exit 1; }

[ -s "$CSV" ] || python3 "$ROOT/benchmarks/scripts/generate-events.py" "$CSV" "$LINES"
echo "file: $(wc -c < "$CSV") bytes, $LINES lines"

BEFORE_JOB=
if [ -n "${BASELINE_REPO:-}" ]; then
  BEFORE_JOB=$BASELINE_REPO/dev/checkpointreport/checkpoint-report-flink/$VERSION/checkpoint-report-flink-$VERSION.jar
  [ -s "$BEFORE_JOB" ] || { echo "no job in $BASELINE_REPO: $BEFORE_JOB" >&2; exit 1; }
fi
HEAP=${FLINK_HEAP:-256m}
REPEAT=${REPEAT:-3}

# Flink's own jars (provided scope: the cluster's), and DuckDB's JDBC driver, from the local repository
DEPENDENCY=org.apache.maven.plugins:maven-dependency-plugin:3.8.1
"$ROOT/mvnw" -B -q -o ${MVN_ARGS:-} -f "$ROOT/engines/flink/pom.xml" $DEPENDENCY:build-classpath \
  -Dmdep.includeScope=provided -Dmdep.outputFile="$WORK/flink.classpath" > /dev/null
if [ "${DUCKDB:-1}" != 0 ] && ! "$ROOT/mvnw" -B -q ${MVN_ARGS:-} $DEPENDENCY:copy \
    -Dartifact="org.duckdb:duckdb_jdbc:$DUCKDB_VERSION" -DoutputDirectory="$WORK" > /dev/null 2>&1; then
  echo "DuckDB's JDBC driver could not be fetched: DuckDB is left out"
  DUCKDB=0
fi

scenario() { # $1 = yml, $2 = the source section's lines
  cat > "$1" <<YML
title: Source benchmark
source:
$2
failure:
  period: p060
  probabilities: [1.0, 0.5]
checkpoint:
  intervals: [none, 6, 12, 24]
  stateRows: 200000
workers: 4
YML
}
# the scenarios sit beside the events file, as the plugin's folder rule asks of a data file
DATA=$(dirname "$CSV")
COUNTS=$DATA/flink-counts.csv
head -1001 "$CSV" > "$WORK/start-up.csv"
PARTS=$WORK/parts-$LINES
if [ ! -s "$PARTS/part-3.csv" ]; then
  mkdir -p "$PARTS"
  awk -v lines="$LINES" -v dir="$PARTS" 'NR == 1 { header = $0; next }
    { part = int((NR - 2) * 4 / lines); file = dir "/part-" part ".csv"
      if (!(part in started)) { print header > file; started[part] = 1 } print >> file }' "$CSV"
fi
# the same events as JSON Lines, for one reader against two
JSONL=$WORK/events-$LINES.jsonl
[ -s "$JSONL" ] || awk -F, 'NR > 1 { printf "{\"id\":\"%s\",\"key\":\"%s\",\"period\":\"%s\",\"amount\":%s}\n", $1, $2, $3, $4 }' \
  "$CSV" > "$JSONL"
scenario "$DATA/flink-events.yml" "  events: $(basename "$CSV")
  key: key
  period: period"
scenario "$DATA/flink-counts.yml" "  counts: $(basename "$COUNTS")"
cp "$ROOT/core/src/test/resources/lesson.yml" "$WORK/lesson.yml"

# wall seconds, CPU seconds (user + system), peak RSS (MiB) of a command, from GNU time, and the load average
# (1 minute) at its end; `record NAME` adds the last measurement to NAME's rounds
measure() {
  /usr/bin/time -f "%e %U %S %M" -o "$WORK/time.txt" "$@" > "$WORK/last.log" 2>&1 \
    || { echo "failed: $*" >&2; tail -40 "$WORK/last.log" >&2; exit 1; }
  read -r wall user sys rss < "$WORK/time.txt"
  echo "$wall $(python3 -c "print(f'{$user + $sys:.1f}')") $((rss / 1024)) $(cut -d' ' -f1 /proc/loadavg)" \
    > "$WORK/measured.txt"
}
record() { cat "$WORK/measured.txt" >> "$WORK/rounds-$1.txt"; }
rm -f "$WORK"/rounds-*.txt
goal() { # $1 = scenario; forced, since a second run over the same inputs would keep the report up to date
  MAVEN_OPTS=-Xmx256m measure "$ROOT/mvnw" -B -q -o ${MVN_ARGS:-} "$GOAL" -Dcheckpoint.config="$1" \
    -Dcheckpoint.outputDirectory="$WORK/report-$(basename "$1" .yml | sed 's/^flink-//')" -Dcheckpoint.force=true
}

cat > "$WORK/Duck.java" <<'JAVA'
import java.sql.DriverManager;

public class Duck {
    public static void main(String[] args) throws Exception {
        try (var db = DriverManager.getConnection("jdbc:duckdb:"); var sql = db.createStatement()) {
            sql.execute("SET threads=2");
            var rows = sql.executeQuery("SELECT count(*) FROM (SELECT period, hash(key) % 4, count(*), "
                    + "count(DISTINCT key) FROM read_csv('" + args[0] + "') GROUP BY ALL)");
            rows.next();
            System.out.println(rows.getLong(1) + " groups");
        }
    }
}
JAVA

echo "load before: $(uptime)"
# A local Flink: the job's main on a MiniCluster in this JVM, parallelism = the machine's 2 cores; its
# start-up measured on the file's first 1,000 events
flink() { # $1 = the job's jar, $2 = events file or folder, $3 = counts file, then more arguments
  measure java -Xmx$HEAP ${FLINK_JVM:-} -cp "$1:$(cat "$WORK/flink.classpath")" dev.checkpointreport.flink.CountEvents \
    --events "$2" --output "$3" --workers 4 --key key --period period "${@:4}"
}
PERIODS=$(seq -f 'p%03g' -s, 1 120)
# each job: its start-up, the file, the folder
jobs() { # $1 = before or now, $2 = its jar
  flink "$2" "$WORK/start-up.csv" "$WORK/start-up-counts.csv"
  record "$1-start-up"
  flink "$2" "$CSV" "$WORK/$1-counts.csv"
  record "$1-file"
  flink "$2" "$PARTS" "$WORK/$1-parts-counts.csv" --format csv --periods "$PERIODS"
  record "$1-parts"
  cmp -s "$WORK/$1-counts.csv" "$WORK/$1-parts-counts.csv" \
    || { echo "$1: the folder's counts differ from the file's" >&2; exit 1; }
}
for round in $(seq "$REPEAT"); do
  echo "round $round of $REPEAT, load $(cut -d' ' -f1-3 /proc/loadavg)"
  [ -z "$BEFORE_JOB" ] || jobs before "$BEFORE_JOB"
  jobs now "$JOB"
  cp "$WORK/now-counts.csv" "$COUNTS"
  [ -z "$BEFORE_JOB" ] || cmp -s "$WORK/before-counts.csv" "$COUNTS" \
    || { echo "the counts of before and now differ" >&2; exit 1; }
  goal "$WORK/lesson.yml"
  record lesson
  goal "$DATA/flink-events.yml"
  record plugin
  # JSON Lines: one reader, then two (the local parallelism is the JVM's processor count); G1 named for both, since
  # with one processor the JVM would pick the serial collector and the two runs would differ by more than readers
  FLINK_JVM="-XX:ActiveProcessorCount=1 -XX:+UseG1GC" flink "$JOB" "$JSONL" "$WORK/jsonl-1-counts.csv" --format jsonl --periods "$PERIODS"
  record jsonl-1
  FLINK_JVM="-XX:ActiveProcessorCount=2 -XX:+UseG1GC" flink "$JOB" "$JSONL" "$WORK/jsonl-2-counts.csv" --format jsonl --periods "$PERIODS"
  record jsonl-2
  cmp -s "$WORK/jsonl-1-counts.csv" "$WORK/jsonl-2-counts.csv" && cmp -s "$WORK/jsonl-1-counts.csv" "$COUNTS" \
    || { echo "the JSON Lines counts differ from the CSV's" >&2; exit 1; }
done
if [ "${DUCKDB:-1}" != 0 ]; then
  measure java -cp "$WORK/duckdb_jdbc-$DUCKDB_VERSION.jar" "$WORK/Duck.java" "$CSV"
  record duckdb
fi
goal "$DATA/flink-counts.yml"
read -r fromCounts _ _ _ < "$WORK/measured.txt"
echo "load after: $(uptime)"

python3 - "$WORK" <<'PY'
import json, sys
work = sys.argv[1]
events = json.load(open(f"{work}/report-events/report.json"))
counts = json.load(open(f"{work}/report-counts/report.json"))
events.pop("source"), counts.pop("source")
print("report.json from the Flink counts " + ("equals" if events == counts else "DIFFERS FROM")
      + " the one from the events, apart from source")
sys.exit(0 if events == counts else 1)
PY

python3 - "$WORK" "$LINES" "$( [ -n "$BEFORE_JOB" ] && echo before) now" <<'PY'
import math, os, statistics, sys
work, lines, builds = sys.argv[1], int(sys.argv[2]), sys.argv[3].split()
def rounds(name):
    return [list(map(float, line.split())) for line in open(f"{work}/rounds-{name}.txt")]
def median(name, column):
    return statistics.median(r[column] for r in rounds(name))
def loads(*names):
    every = [r[3] for name in names for r in rounds(name)]
    return f"{min(every):.1f}-{max(every):.1f}"
WALL, CPU, RSS = 0, 1, 2
# the medians of each case's own net figures: round by round, the case less its start-up of the same round
def net(name, start, column):
    return statistics.median(a[column] - b[column] for a, b in zip(rounds(name), rounds(start)))
plugin_cpu, plugin_wall = net("plugin", "lesson", CPU), net("plugin", "lesson", WALL)
plugin_rss = median("plugin", RSS)
print(f"{len(rounds('plugin'))} rounds; every figure a median")
print("| counted by | wall s, net | CPU s, net | peak RSS MiB | lines per CPU-second | CPU per line / the plugin's "
      "| peak RSS / the plugin's | load average |")
print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
rates = {}
for build in builds:
    for case, label in (("file", "one file"), ("parts", "4 files")):
        cpu, wall, rss = net(f"{build}-{case}", f"{build}-start-up", CPU), net(f"{build}-{case}", f"{build}-start-up",
                                                                                 WALL), median(f"{build}-{case}", RSS)
        rates[build, case] = lines / cpu
        print(f"| Flink job ({build}), parallelism 2, {label} | {wall:.1f} | {cpu:.1f} | {rss:.0f} | {lines / cpu:,.0f} "
              f"| {cpu / plugin_cpu:.2f} | {rss / plugin_rss:.2f} | {loads(f'{build}-{case}')} |")
print(f"| the plugin (goal, net of Maven's start-up on the lesson) | {plugin_wall:.1f} | {plugin_cpu:.1f} | "
      f"{plugin_rss:.0f} | {lines / plugin_cpu:,.0f} | 1.00 | 1.00 | {loads('plugin')} |")
if os.path.exists(f"{work}/rounds-duckdb.txt"):
    cpu, wall, rss = median("duckdb", CPU), median("duckdb", WALL), median("duckdb", RSS)
    print(f"| DuckDB, threads=2 | {wall:.1f} | {cpu:.1f} | {rss:.0f} | {lines / cpu:,.0f} | {cpu / plugin_cpu:.2f} "
          f"| {rss / plugin_rss:.2f} | {loads('duckdb')} |")
for build in builds:
    up = rounds(f"{build}-start-up")
    print(f"{build}: start-up (1,000 events) {median(f'{build}-start-up', WALL):.1f} s wall, "
          f"{median(f'{build}-start-up', CPU):.1f} s CPU")
    per_core = min(rates[build, "file"], rates[build, "parts"])
    print(f"{build}: Flink per core {per_core:,.0f} lines per CPU-second (the slower of file and folder); the single "
          f"JVM counts {lines / plugin_wall:,.0f} lines a second of wall time, so a cluster beats it from parallelism "
          f"{math.ceil((lines / plugin_wall) / per_core)}")
one, two = median("jsonl-1", WALL), median("jsonl-2", WALL)
print(f"JSON Lines, {lines:,} lines: 1 reader {one:.1f} s wall ({median('jsonl-1', CPU):.1f} s CPU), 2 readers "
      f"{two:.1f} s wall ({median('jsonl-2', CPU):.1f} s CPU): 2 readers {'faster' if two < one else 'NOT faster'} "
      f"(load {loads('jsonl-1', 'jsonl-2')}); the rounds: "
      + ", ".join(f"{a[WALL]:.1f} against {b[WALL]:.1f}" for a, b in zip(rounds("jsonl-1"), rounds("jsonl-2"))))
# the four targets of issue 34, for the build measured as "now"
def verdict(ok):
    return "met" if ok else "MISSED"
print("targets (now):")
for case, label in (("file", "one file"), ("parts", "4 files")):
    ratio = net(f"now-{case}", "now-start-up", CPU) / plugin_cpu
    print(f"  1. CPU per line at parallelism 2, {label}: {ratio:.2f}x the plugin's (at most 1.5x): {verdict(ratio <= 1.5)}")
for case, label in (("file", "one file"), ("parts", "4 files")):
    rss = median(f"now-{case}", RSS)
    print(f"  2. peak RSS, {label}: {rss:.0f} MiB, {rss / plugin_rss:.2f}x the plugin's {plugin_rss:.0f} MiB "
          f"(at most 2x): {verdict(rss / plugin_rss <= 2)}")
per_core = min(rates["now", "file"], rates["now", "parts"])
beats = math.ceil((lines / plugin_wall) / per_core)
print(f"  3. a cluster beats one JVM from parallelism {beats} (at most 3): {verdict(beats <= 3)}")
json_net = net("jsonl-2", "now-start-up", CPU)
csv_net = net("now-file", "now-start-up", CPU)
print(f"  4. JSON Lines, 2 readers against 1: {two:.1f} s against {one:.1f} s of wall time, {two / one:.2f}x "
      f"(less than 1x; aim 0.7x): {verdict(two < one)}; JSON Lines at 2 readers {json_net:.1f} CPU-s net of the "
      f"start-up, {json_net / csv_net:.2f}x the CSV file's {csv_net:.1f} (aim 1.5x)")
PY
echo "the plugin on the Flink counts: ${fromCounts}s"
