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
# the job on a cluster beats the single JVM, from the measured rates. Run from the repository root after
#   ./mvnw -B install -DskipTests -Dinvoker.skip=true
# Usage: benchmarks/scripts/flink-count-benchmark.sh [LINES] (extra Maven options in MVN_ARGS, such as
# -Dmaven.repo.local=...).
#   BASELINE_REPO=DIR  a local repository holding an older build of checkpoint-report-flink, measured as "before"
#   FLINK_HEAP=SIZE    the local Flink's heap (-Xmx, 1g)
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
HEAP=${FLINK_HEAP:-1g}

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

# wall seconds, CPU seconds (user + system) and peak RSS (MiB) of a command, from GNU time
measure() {
  /usr/bin/time -f "%e %U %S %M" -o "$WORK/time.txt" "$@" > "$WORK/last.log" 2>&1 \
    || { echo "failed: $*" >&2; tail -40 "$WORK/last.log" >&2; exit 1; }
  read -r wall user sys rss < "$WORK/time.txt"
  echo "$wall $(python3 -c "print(f'{$user + $sys:.1f}')") $((rss / 1024))" > "$WORK/measured.txt"
}
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
# each job: its start-up, the file, the folder; "before" first, then now
jobs() { # $1 = before or now, $2 = its jar
  flink "$2" "$WORK/start-up.csv" "$WORK/start-up-counts.csv"
  cp "$WORK/measured.txt" "$WORK/$1-start-up.txt"
  flink "$2" "$CSV" "$WORK/$1-counts.csv"
  cp "$WORK/measured.txt" "$WORK/$1-file.txt"
  flink "$2" "$PARTS" "$WORK/$1-parts-counts.csv" --format csv --periods "$PERIODS"
  cp "$WORK/measured.txt" "$WORK/$1-parts.txt"
  cmp -s "$WORK/$1-counts.csv" "$WORK/$1-parts-counts.csv" \
    || { echo "$1: the folder's counts differ from the file's" >&2; exit 1; }
}
[ -z "$BEFORE_JOB" ] || jobs before "$BEFORE_JOB"
jobs now "$JOB"
cp "$WORK/now-counts.csv" "$COUNTS"
[ -z "$BEFORE_JOB" ] || cmp -s "$WORK/before-counts.csv" "$COUNTS" \
  || { echo "the counts of before and now differ" >&2; exit 1; }
read -r flinkUp flinkUpCpu _ < "$WORK/now-start-up.txt"
read -r flink flinkCpu flinkRss < "$WORK/now-file.txt"
read -r parts partsCpu partsRss < "$WORK/now-parts.txt"
# JSON Lines: one reader, then two (the local parallelism is the JVM's processor count)
FLINK_JVM=-XX:ActiveProcessorCount=1 flink "$JOB" "$JSONL" "$WORK/jsonl-1-counts.csv" --format jsonl --periods "$PERIODS"
read -r json1 json1Cpu _ < "$WORK/measured.txt"
FLINK_JVM=-XX:ActiveProcessorCount=2 flink "$JOB" "$JSONL" "$WORK/jsonl-2-counts.csv" --format jsonl --periods "$PERIODS"
read -r json2 json2Cpu _ < "$WORK/measured.txt"
cmp -s "$WORK/jsonl-1-counts.csv" "$WORK/jsonl-2-counts.csv" && cmp -s "$WORK/jsonl-1-counts.csv" "$COUNTS" \
  || { echo "the JSON Lines counts differ from the CSV's" >&2; exit 1; }
echo "JSON Lines, $LINES lines: 1 reader ${json1}s wall (${json1Cpu}s CPU), 2 readers ${json2}s wall (${json2Cpu}s CPU)"
goal "$WORK/lesson.yml"
read -r lesson lessonCpu lessonRss < "$WORK/measured.txt"
goal "$DATA/flink-events.yml"
read -r plugin pluginCpu pluginRss < "$WORK/measured.txt"
duck=0 duckCpu=0 duckRss=0
if [ "${DUCKDB:-1}" != 0 ]; then
  measure java -cp "$WORK/duckdb_jdbc-$DUCKDB_VERSION.jar" "$WORK/Duck.java" "$CSV"
  read -r duck duckCpu duckRss < "$WORK/measured.txt"
fi
goal "$DATA/flink-counts.yml"
read -r fromCounts _ _ < "$WORK/measured.txt"
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

python3 - "$WORK" "$LINES" "$lesson" "$lessonCpu" "$plugin" "$pluginCpu" "$pluginRss" "$duck" "$duckCpu" "$duckRss" \
  "$( [ -n "$BEFORE_JOB" ] && echo before) now" <<'PY'
import math, sys
work, lines = sys.argv[1], int(sys.argv[2])
lesson, lessonCpu, plugin, pluginCpu, pluginRss, duck, duckCpu, duckRss = map(float, sys.argv[3:11])
net, netCpu = plugin - lesson, pluginCpu - lessonCpu
def read(name):
    wall, cpu, rss = open(f"{work}/{name}.txt").read().split()
    return float(wall), float(cpu), float(rss)
print("| counted by | wall s, net | CPU s, net | peak RSS MiB | lines per CPU-second | CPU per line / the plugin's |")
print("| --- | ---: | ---: | ---: | ---: | ---: |")
rates = {}
for build in sys.argv[11].split():
    up, upCpu, _ = read(f"{build}-start-up")
    for case, label in (("file", "one file"), ("parts", "4 files")):
        wall, cpu, rss = read(f"{build}-{case}")
        rates[build, case] = lines / (cpu - upCpu)
        print(f"| Flink job ({build}), parallelism 2, {label} | {wall - up:.1f} | {cpu - upCpu:.1f} | {rss:.0f} "
              f"| {rates[build, case]:,.0f} | {(cpu - upCpu) / netCpu:.2f} |")
print(f"| the plugin (goal, net of Maven's start-up) | {net:.1f} | {netCpu:.1f} | {pluginRss:.0f} | {lines / netCpu:,.0f} | 1.00 |")
if duck:
    print(f"| DuckDB, threads=2 | {duck:.1f} | {duckCpu:.1f} | {duckRss:.0f} | {lines / duckCpu:,.0f} | {duckCpu / netCpu:.2f} |")
for build in sys.argv[11].split():
    per_core = min(rates[build, "file"], rates[build, "parts"])
    print(f"{build}: Flink per core {per_core:,.0f} lines per CPU-second (the slower of file and folder); the single "
          f"JVM counts {lines / net:,.0f} lines a second of wall time, so a cluster beats it from parallelism "
          f"{math.ceil((lines / net) / per_core)}")
PY
echo "start-up: Flink ${flinkUp}s / ${flinkUpCpu}s CPU (1,000 events), the plugin ${lesson}s / ${lessonCpu}s CPU (the lesson); the plugin on the Flink counts: ${fromCounts}s"
