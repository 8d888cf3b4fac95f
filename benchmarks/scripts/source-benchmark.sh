#!/usr/bin/env bash
# Issue 12's benchmark: the goal counting a 20,000,000-line, ~1 GB events CSV (200,000 Zipf-like keys, 120
# periods, an event id per line) with -Xmx256m, net of its wall time on the lesson (Maven's own start-up),
# against DuckDB (Python package, SET threads=2) doing the same counting job, and `wc -l`; then the same
# on the gzipped file. Run from the repository root after
#   ./mvnw -B install -DskipTests -Dinvoker.skip=true
# Usage: benchmarks/scripts/source-benchmark.sh [LINES] (any extra Maven options in MVN_ARGS).
# Everything it writes goes under benchmarks/target/source-benchmark/ (never committed).
set -euo pipefail
LINES=${1:-20000000}
ROOT=$(pwd)
WORK=$ROOT/benchmarks/target/source-benchmark
mkdir -p "$WORK"
CSV=$WORK/events.csv
VERSION=$(sed -n 's:.*<version>\(.*-SNAPSHOT\)</version>.*:\1:p' pom.xml | head -1)
GOAL=dev.checkpointreport:checkpoint-report-maven-plugin:$VERSION:checkpoint-report

[ -s "$CSV" ] || python3 "$ROOT/benchmarks/scripts/generate-events.py" "$CSV" "$LINES"
[ -s "$CSV.gz" ] || gzip -1 -k "$CSV"
echo "file: $(wc -c < "$CSV") bytes, gzipped $(wc -c < "$CSV.gz") bytes"

scenario() { # $1 = file name, $2 = yml
  cat > "$2" <<YML
title: Source benchmark
source:
  events: $1
  key: key
  period: period
failure:
  period: p060
  probabilities: [1.0, 0.5]
checkpoint:
  intervals: [none, 6, 12, 24]
  stateRows: 200000
workers: 4
YML
}
scenario events.csv "$WORK/bench.yml"
scenario events.csv.gz "$WORK/bench-gz.yml"
cp "$ROOT/core/src/test/resources/lesson.yml" "$WORK/lesson.yml"

# wall seconds and peak RSS (MiB) of a command, from GNU time
measure() {
  /usr/bin/time -f "%e %M" -o "$WORK/time.txt" "$@" > "$WORK/last.log" 2>&1 || { cat "$WORK/last.log"; exit 1; }
  read -r wall rss < "$WORK/time.txt"
  echo "$wall $((rss / 1024))"
}
goal() { # $1 = scenario; forced, since a second run over the same inputs would keep the report up to date
  MAVEN_OPTS=-Xmx256m measure "$ROOT/mvnw" -B -q -o ${MVN_ARGS:-} "$GOAL" -Dcheckpoint.config="$1" \
    -Dcheckpoint.outputDirectory="$WORK/report-$(basename "$1" .yml)" -Dcheckpoint.force=true
}

echo "load before: $(uptime)"
read -r lesson lessonRss < <(goal "$WORK/lesson.yml")
read -r plain plainRss < <(goal "$WORK/bench.yml")
read -r gz gzRss < <(goal "$WORK/bench-gz.yml")
read -r wc _ < <(measure wc -l "$CSV")

[ -x "$WORK/venv/bin/python" ] || { python3 -m venv "$WORK/venv" && "$WORK/venv/bin/pip" -q install duckdb; }
cat > "$WORK/duck.py" <<'PY'
import sys, time, duckdb
con = duckdb.connect()
con.execute("SET threads=2")
start = time.perf_counter()
rows = con.execute(f"SELECT period, hash(key) % 4, count(*), count(DISTINCT key) FROM read_csv('{sys.argv[1]}') "
                   "GROUP BY ALL").fetchall()
print(f"{time.perf_counter() - start:.2f} {len(rows)}")
PY
read -r duck duckGroups < <("$WORK/venv/bin/python" "$WORK/duck.py" "$CSV")
read -r duckGz _ < <("$WORK/venv/bin/python" "$WORK/duck.py" "$CSV.gz")
echo "load after: $(uptime)"

net() { python3 -c "print(f'{$1 - $2:.1f}')"; }
echo "goal on the lesson (Maven start-up): ${lesson}s, ${lessonRss} MiB"
echo "goal on events.csv:    ${plain}s wall, net $(net "$plain" "$lesson")s, peak RSS ${plainRss} MiB"
echo "goal on events.csv.gz: ${gz}s wall, net $(net "$gz" "$lesson")s, peak RSS ${gzRss} MiB"
echo "DuckDB (threads=2):    ${duck}s on events.csv ($duckGroups groups), ${duckGz}s on events.csv.gz"
echo "wc -l:                 ${wc}s"
grep -o '"rows" : [0-9]*' "$WORK/report-bench/report.json" | head -1
