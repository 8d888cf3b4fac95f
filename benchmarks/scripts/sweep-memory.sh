#!/usr/bin/env bash
# The large sweep's memory (issue 34): the goal run without a POM on the lesson (up to `timing:`) and on the
# lesson at 20,000 subscribers x 120 periods, intervals none and 1..120, 32 workers (2.38M rows), made as
# goal-cost.sh's case 7 makes them. Each round runs both, with the plugin of BASELINE_REPO ("before", if set)
# and with the one of REPO_LOCAL ("now"), interleaved, and the script prints every run's peak resident set
# (GNU time), CPU time (user + system) and the ratio large / lesson of the same round, then the range.
# Usage, after installing the plugin into REPO_LOCAL:  benchmarks/scripts/sweep-memory.sh [ROUNDS]
#   REPO_LOCAL=DIR      read the plugin from the local Maven repository DIR (~/.m2/repository)
#   BASELINE_REPO=DIR   also measure the plugin installed in DIR (a local repository holding only an older
#                       build of the plugin)
#   REPO_TAIL=DIR       where both read the rest through -Dmaven.repo.local.tail (~/.m2/repository)
#   GC_LOG=DIR          write each run's -Xlog:gc* to DIR/<tag>-<case>-<round>.log (heap sizing, pauses)
#   JFR=DIR             record each run with JFR (its allocation samples) to DIR/<tag>-<case>-<round>.jfr
# A recording or a log changes what it measures a little: take the figures without them.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
RUNS=${1:-5}
LOCAL=${REPO_LOCAL:-$HOME/.m2/repository}
TAIL=${REPO_TAIL:-$HOME/.m2/repository}
VERSION=$(sed -n 's:^  <version>\(.*\)</version>$:\1:p' "$ROOT/pom.xml" | head -1)
GOAL="dev.checkpointreport:checkpoint-report-maven-plugin:$VERSION:checkpoint-report"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

. benchmarks/scripts/sweep-scenarios.sh
write_sweep_scenarios "$WORK"

# One goal run: $1 the tag, $2 the case (lesson or large), $3 the round, then the local repository options.
# Appends "round kilobytes cpu-seconds wall-seconds" to $WORK/<tag>-<case>.
run() {
  local tag=$1 name=$2 round=$3 opts=""
  shift 3
  [ -n "${GC_LOG:-}" ] && opts="$opts -Xlog:gc*:file=$GC_LOG/$tag-$name-$round.log"
  [ -n "${JFR:-}" ] && opts="$opts -XX:StartFlightRecording=filename=$JFR/$tag-$name-$round.jfr,settings=profile"
  rm -rf "$WORK/target"
  if ! (cd "$WORK" && MAVEN_OPTS="$opts" /usr/bin/time -f "%e %M %U %S" -o "$WORK/time" "$ROOT/mvnw" -B -o -q \
      "$@" "$GOAL" -Dcheckpoint.config="$name.yml" -Dcheckpoint.failOnGate=false >"$WORK/log" 2>&1); then
    echo "failed: $tag $name" >&2; tail -20 "$WORK/log" >&2; exit 1
  fi
  awk -v r="$round" '{printf "%s %s %.2f %s\n", r, $2, $3 + $4, $1}' "$WORK/time" >>"$WORK/$tag-$name"
}

tags="now"
[ -n "${BASELINE_REPO:-}" ] && tags="before now"
for round in $(seq 1 "$RUNS"); do
  for tag in $tags; do
    if [ "$tag" = before ]; then
      set -- -Dmaven.repo.local="$BASELINE_REPO" -Dmaven.repo.local.tail="$TAIL"
    else
      set -- -Dmaven.repo.local="$LOCAL" -Dmaven.repo.local.tail="$TAIL"
    fi
    run "$tag" lesson "$round" "$@"
    run "$tag" large "$round" "$@"
  done
done

echo "$RUNS rounds on $(nproc) cores, load average at the end $(cut -d' ' -f1-3 /proc/loadavg)"
for tag in $tags; do
  echo "$tag: round, lesson MB / CPU s, 2.38M rows MB / CPU s, ratio of peak RSS (target <= 1.3)"
  paste -d' ' "$WORK/$tag-lesson" "$WORK/$tag-large" | awk '{
      r = $6 / $2; printf "  %d  %4d MB / %5.2f s  %4d MB / %5.2f s  %.2f\n", $1, $2 / 1024, $3, $6 / 1024, $7, r
      if (NR == 1 || r < lo) lo = r; if (NR == 1 || r > hi) hi = r; n += (r <= 1.3) }
    END { printf "  ratio %.2f to %.2f, %d of %d rounds at or under 1.3\n", lo, hi, n, NR }'
done
