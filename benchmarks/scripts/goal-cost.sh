#!/usr/bin/env bash
# The goal's cost in a build (issue 11), measured side by side on this machine, as a new user pays it:
# a fresh JVM per build, Maven offline. Prints medians of RUNS runs and the ratios the issue targets.
#   1. the example course's `verify` from a clean target (as CI runs it) against the same build with
#      -Dcheckpoint.skip=true;
#   2. the goal run without a POM: the lesson against 20,000 subscribers x 120 periods, intervals none
#      and 1..120, 32 workers (2.38M rows): wall time and peak resident memory;
#   3. a second `verify` with nothing changed (the report is up to date) against the skipped build.
# Usage, after `./mvnw -B install -DskipTests -Dinvoker.skip=true`:  benchmarks/scripts/goal-cost.sh [RUNS]
#   REPO_LOCAL=DIR      read the plugin from the local Maven repository DIR (-Dmaven.repo.local)
#   BASELINE_REPO=DIR   also measure, interleaved in the same runs, the plugin installed in DIR (a local
#                       repository that holds only an older build of the plugin; the rest comes from
#                       REPO_LOCAL or ~/.m2 through -Dmaven.repo.local.tail), and print its figures as "before"
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
RUNS=${1:-5}
LOCAL=${REPO_LOCAL:-$HOME/.m2/repository}
MVN="$ROOT/mvnw -B -o -q -Dmaven.repo.local=$LOCAL"
VERSION=$($MVN help:evaluate -Dexpression=project.version -DforceStdout -f "$ROOT/pom.xml")
GOAL="dev.checkpointreport:checkpoint-report-maven-plugin:$VERSION:checkpoint-report"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# One measured command: appends "seconds kilobytes cpu-seconds" (wall time, peak resident set, user +
# system CPU time, which other work on the machine disturbs less than the wall time) to a file.
measure() {
  local out=$1; shift
  /usr/bin/time -f "%e %M %U %S" -o "$WORK/time" "$@" >/dev/null
  awk '{printf "%s %s %.2f\n", $1, $2, $3 + $4}' "$WORK/time" >>"$out"
}

median() { sort -n -k"$2" "$1" | awk -v k="$2" '{v[NR]=$k} END {print v[int((NR+1)/2)]}'; }

ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", a / b}'; }

# The scenarios for the goal run without a POM.
sed -n '/^title:/,$p' example-project/scenarios/lesson.yml | sed '/^timing:/,$d' >"$WORK/lesson.yml"
intervals="none"; for k in $(seq 1 120); do intervals="$intervals, $k"; done
sed -e 's/subscribers: 200/subscribers: 20000/' -e 's/periods: 2026-01..2026-12/periods: 2026-01..2035-12/' \
    -e "s/intervals: \[.*\]/intervals: [$intervals]/" -e 's/^workers: 4/workers: 32/' \
    -e '/^decision:/,/^[a-z]/{/^decision:/d;/^  /d}' "$WORK/lesson.yml" >"$WORK/large.yml"

# Every case once, with the plugin that $1 (a Maven command) resolves; figures go to files named $2-*.
cases() {
  local mvn=$1 tag=$2
  rm -rf example-project/target
  measure "$WORK/$tag-plain" $mvn verify -f example-project/pom.xml
  measure "$WORK/$tag-skip" $mvn verify -f example-project/pom.xml -Dcheckpoint.skip=true
  measure "$WORK/$tag-again" $mvn verify -f example-project/pom.xml
  (cd "$WORK" && rm -rf target && measure "$WORK/$tag-lesson" $mvn "$GOAL" -Dcheckpoint.config=lesson.yml \
      -Dcheckpoint.failOnSuboptimal=false)
  (cd "$WORK" && rm -rf target && measure "$WORK/$tag-large" $mvn "$GOAL" -Dcheckpoint.config=large.yml)
}

report() {
  local tag=$1 c plain skip again lesson large lessonKb largeKb
  lessonKb=$(median "$WORK/$tag-lesson" 2); largeKb=$(median "$WORK/$tag-large" 2)
  for c in 1 3; do
    plain=$(median "$WORK/$tag-plain" $c); skip=$(median "$WORK/$tag-skip" $c); again=$(median "$WORK/$tag-again" $c)
    lesson=$(median "$WORK/$tag-lesson" $c); large=$(median "$WORK/$tag-large" $c)
    [ $c = 1 ] && echo "wall time:" || echo "CPU time (user + system):"
    echo "  example course verify: $plain s, skipped $skip s, ratio $(ratio "$plain" "$skip") (target <= 1.25)"
    echo "  goal without a POM: lesson $lesson s, 2.38M rows $large s, ratio $(ratio "$large" "$lesson") (target <= 1.3)"
    echo "  second verify, nothing changed: $again s, ratio to skipped $(ratio "$again" "$skip") (target <= 1.05)"
  done
  echo "peak memory, goal without a POM: lesson $((lessonKb / 1024)) MB, 2.38M rows $((largeKb / 1024)) MB," \
    "ratio $(ratio "$largeKb" "$lessonKb") (target <= 1.3)"
}

for run in $(seq 1 "$RUNS"); do
  if [ -n "${BASELINE_REPO:-}" ]; then
    cases "$ROOT/mvnw -B -o -q -Dmaven.repo.local=$BASELINE_REPO -Dmaven.repo.local.tail=$LOCAL" before
  fi
  cases "$MVN" now
done
rm -rf example-project/target

echo "medians of $RUNS runs on $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg)"
if [ -n "${BASELINE_REPO:-}" ]; then
  echo "before (the plugin in $BASELINE_REPO):"
  report before | sed 's/^/  /'
  echo "now:"
  report now | sed 's/^/  /'
else
  report now
fi
