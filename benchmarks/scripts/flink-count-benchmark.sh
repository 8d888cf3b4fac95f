#!/usr/bin/env bash
# Issue 22's benchmark: the source benchmark's 20,000,000-line events CSV (generate-events.py: 200,000
# Zipf-like keys, 120 periods) counted three ways in one run, each timed by GNU time (wall, CPU, peak RSS):
#   - the Flink counting job (engines/flink) on a local Flink at parallelism 2, writing source.counts, on the
#     file and on the same events split into 4 files of a folder (one file is read by one subtask);
#   - the plugin reading the events itself (the goal, -Xmx256m, net of its wall time on the lesson);
#   - DuckDB (JDBC from Maven Central, SET threads=2) doing the same counting.
# It then builds the report from the Flink job's counts and checks that its report.json equals the
# events' one apart from `source`. Run from the repository root after
#   ./mvnw -B install -DskipTests -Dinvoker.skip=true
# Usage: benchmarks/scripts/flink-count-benchmark.sh [LINES] (extra Maven options in MVN_ARGS, such as
# -Dmaven.repo.local=...). It shares the source benchmark's events file; everything it writes goes under
# benchmarks/target/ (never committed).
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
DUCKDB=1.5.6.0
JOB=$ROOT/engines/flink/target/checkpoint-report-flink-$VERSION.jar
[ -s "$JOB" ] || { echo "build the job first: ./mvnw -B install -DskipTests -Dinvoker.skip=true" >&2; exit 1; }

[ -s "$CSV" ] || python3 "$ROOT/benchmarks/scripts/generate-events.py" "$CSV" "$LINES"
echo "file: $(wc -c < "$CSV") bytes, $LINES lines"

# Flink's own jars (provided scope: the cluster's), and DuckDB's JDBC driver, from the local repository
"$ROOT/mvnw" -B -q -o ${MVN_ARGS:-} -f "$ROOT/engines/flink/pom.xml" dependency:build-classpath \
  -Dmdep.includeScope=provided -Dmdep.outputFile="$WORK/flink.classpath" > /dev/null
"$ROOT/mvnw" -B -q ${MVN_ARGS:-} dependency:copy -Dartifact="org.duckdb:duckdb_jdbc:$DUCKDB" \
  -DoutputDirectory="$WORK" > /dev/null

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
flink() { # $1 = events file or folder, $2 = counts file, then more arguments
  measure java -Xmx1g -cp "$JOB:$(cat "$WORK/flink.classpath")" dev.checkpointreport.flink.CountEvents \
    --events "$1" --output "$2" --workers 4 --key key --period period "${@:3}"
}
flink "$WORK/start-up.csv" "$WORK/start-up-counts.csv"
read -r flinkUp flinkUpCpu _ < "$WORK/measured.txt"
flink "$CSV" "$COUNTS"
read -r flink flinkCpu flinkRss < "$WORK/measured.txt"
flink "$PARTS" "$WORK/parts-counts.csv" --format csv --periods "$(seq -f 'p%03g' -s, 1 120)"
read -r parts partsCpu partsRss < "$WORK/measured.txt"
cmp -s "$COUNTS" "$WORK/parts-counts.csv" || { echo "the folder's counts differ from the file's" >&2; exit 1; }
goal "$WORK/lesson.yml"
read -r lesson lessonCpu lessonRss < "$WORK/measured.txt"
goal "$DATA/flink-events.yml"
read -r plugin pluginCpu pluginRss < "$WORK/measured.txt"
measure java -cp "$WORK/duckdb_jdbc-$DUCKDB.jar" "$WORK/Duck.java" "$CSV"
read -r duck duckCpu duckRss < "$WORK/measured.txt"
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

python3 - "$LINES" "$flinkUp" "$flinkUpCpu" "$flink" "$flinkCpu" "$flinkRss" "$parts" "$partsCpu" "$partsRss" "$lesson" "$lessonCpu" "$plugin" "$pluginCpu" "$pluginRss" \
  "$duck" "$duckCpu" "$duckRss" <<'PY'
import math, sys
lines = int(sys.argv[1])
flinkUp, flinkUpCpu, flink, flinkCpu, flinkRss, parts, partsCpu, partsRss, lesson, lessonCpu, plugin, pluginCpu, pluginRss, duck, duckCpu, duckRss = map(float, sys.argv[2:])
net, netCpu = plugin - lesson, pluginCpu - lessonCpu
flinkNet, flinkNetCpu = flink - flinkUp, flinkCpu - flinkUpCpu
partsNet, partsNetCpu = parts - flinkUp, partsCpu - flinkUpCpu
rows = [("Flink job, parallelism 2, one file (net of its start-up)", flinkNet, flinkNetCpu, flinkRss),
        ("Flink job, parallelism 2, 4 files (net of its start-up)", partsNet, partsNetCpu, partsRss),
        ("plugin (goal, net of Maven's start-up)", net, netCpu, pluginRss),
        ("DuckDB, threads=2", duck, duckCpu, duckRss)]
print(f"| counted by | wall s | CPU s | peak RSS MiB | lines/s | lines per CPU-second |")
print(f"| --- | ---: | ---: | ---: | ---: | ---: |")
for name, wall, cpu, rss in rows:
    print(f"| {name} | {wall:.1f} | {cpu:.1f} | {rss:.0f} | {lines / wall:,.0f} | {lines / cpu:,.0f} |")
per_core = lines / partsNetCpu
print(f"Flink per core (4 files): {per_core:,.0f} lines per CPU-second; the single JVM: {lines / net:,.0f} lines/s"
      f" of wall time; a cluster beats it from parallelism {math.ceil((lines / net) / per_core)}, with the events in"
      f" at least that many files (one file is read by one subtask)")
PY
echo "start-up: Flink ${flinkUp}s (1,000 events), the plugin ${lesson}s (the lesson); the plugin on the Flink counts: ${fromCounts}s"
