#!/usr/bin/env bash
# The goal's cost in a build (issue 11), measured side by side on this machine, as a new user pays it:
# a fresh JVM per build, Maven offline. Prints medians of RUNS runs and the ratios the issue targets.
#   1. the example course's `verify` against the same build with -Dcheckpoint.skip=true;
#   2. the goal run without a POM: the lesson against 20,000 subscribers x 120 periods, intervals none
#      and 1..120, 32 workers (2.38M rows): wall time and peak resident memory;
#   3. a second `verify` with nothing changed against the skipped build (no up-to-date check yet, so
#      today this is ratio 1 again).
# Usage, after `./mvnw -B install -DskipTests -Dinvoker.skip=true`:  benchmarks/scripts/goal-cost.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
RUNS=${1:-5}
MVN="$ROOT/mvnw -B -o -q"
VERSION=$($ROOT/mvnw -B -o -q help:evaluate -Dexpression=project.version -DforceStdout -f "$ROOT/pom.xml")
GOAL="dev.checkpointreport:checkpoint-report-maven-plugin:$VERSION:checkpoint-report"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# One measured command: appends "seconds kilobytes" (wall time, peak resident set) to a file.
measure() {
  local out=$1; shift
  /usr/bin/time -f "%e %M" -o "$WORK/time" "$@" >/dev/null
  cat "$WORK/time" >>"$out"
}

median() { sort -n -k"$2" "$1" | awk -v k="$2" '{v[NR]=$k} END {print v[int((NR+1)/2)]}'; }

ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", a / b}'; }

# The scenarios for the goal run without a POM.
sed -n '/^title:/,$p' example-project/scenarios/lesson.yml | sed '/^timing:/,$d' >"$WORK/lesson.yml"
intervals="none"; for k in $(seq 1 120); do intervals="$intervals, $k"; done
sed -e 's/subscribers: 200/subscribers: 20000/' -e 's/periods: 2026-01..2026-12/periods: 2026-01..2035-12/' \
    -e "s/intervals: \[.*\]/intervals: [$intervals]/" -e 's/^workers: 4/workers: 32/' \
    -e '/^decision:/,/^[a-z]/{/^decision:/d;/^  /d}' "$WORK/lesson.yml" >"$WORK/large.yml"

for run in $(seq 1 "$RUNS"); do
  measure "$WORK/plain" $MVN verify -f example-project/pom.xml
  measure "$WORK/skip" $MVN verify -f example-project/pom.xml -Dcheckpoint.skip=true
  measure "$WORK/again" $MVN verify -f example-project/pom.xml
  (cd "$WORK" && rm -rf target && measure "$WORK/lesson" $MVN "$GOAL" -Dcheckpoint.config=lesson.yml \
      -Dcheckpoint.failOnSuboptimal=false)
  (cd "$WORK" && rm -rf target && measure "$WORK/large" $MVN "$GOAL" -Dcheckpoint.config=large.yml)
done

plain=$(median "$WORK/plain" 1); skip=$(median "$WORK/skip" 1); again=$(median "$WORK/again" 1)
lesson=$(median "$WORK/lesson" 1); large=$(median "$WORK/large" 1)
lessonKb=$(median "$WORK/lesson" 2); largeKb=$(median "$WORK/large" 2)
echo "medians of $RUNS runs on $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg)"
echo "example course verify: $plain s, skipped $skip s, ratio $(ratio "$plain" "$skip") (target <= 1.25)"
echo "goal without a POM: lesson $lesson s $((lessonKb / 1024)) MB, 2.38M rows $large s $((largeKb / 1024)) MB," \
  "time ratio $(ratio "$large" "$lesson") (target <= 1.3), memory ratio $(ratio "$largeKb" "$lessonKb") (target <= 1.3)"
echo "second verify, nothing changed: $again s, ratio to skipped $(ratio "$again" "$skip") (target <= 1.05)"
