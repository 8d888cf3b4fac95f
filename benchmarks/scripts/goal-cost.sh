#!/usr/bin/env bash
# The goal's cost in a build (issues 11 and 24), measured side by side on this machine, as a new user pays it:
# a fresh JVM per build, Maven offline. Every case runs once per round, the rounds interleaved, and the script
# prints medians over the rounds, wall time and CPU time (user + system, which other work on the machine
# disturbs less than the wall time), and the ratios the issues target:
#   1. the peer: the example course's `verify` from a clean target against the same build with
#      -Dcheckpoint.skip=true, beside JaCoCo (prepare-agent, test, report, check) on a small jar project the
#      script writes, against that project's build with -Djacoco.skip=true: the time each plugin adds;
#   2. courses of 1, 10 and 50 scenarios (the example course's scenarios in turn): the wall time per extra scenario;
#   3. a second `verify` with nothing changed (the report is up to date) at 3 and at 50 scenarios against the
#      skipped build, and the classes it loads (a build with -Xlog:class+load after the rounds): no SnakeYAML and
#      no FreeMarker class;
#   4. the course sites' size and file count;
#   5. the example course's `verify` with `.mvn/jvm.config` holding JVM_OPTIONS (-XX:TieredStopAtLevel=1), and
#      with a CDS archive of the classes that build loads beside them (-XX:SharedArchiveFile); the courses of
#      1, 10 and 50 scenarios, and the up-to-date build at 50, also with that jvm.config, as the example has it;
#   6. courses of 1 and 21 full lesson scenarios (the example's lesson, with `timing` and its 30 claims), with
#      the example's .mvn/jvm.config: the wall time per extra full scenario (issue 34: 25 ms);
#   7. the example course as shipped: every scenario and its data, its .mvn/jvm.config, against the same build
#      with -Dcheckpoint.skip=true, beside JaCoCo's added time (issue 43: at most 0.8x);
#   8. with POMLESS=1, also the goal run without a POM: the lesson against 20,000 subscribers x 120 periods,
#      intervals none and 1..120, 32 workers (2.38M rows): wall time and peak resident memory.
# Usage, after `./mvnw -B install -DskipTests -Dinvoker.skip=true`:  benchmarks/scripts/goal-cost.sh [ROUNDS]
#   REPO_LOCAL=DIR      read the plugin from the local Maven repository DIR (-Dmaven.repo.local)
#   BASELINE_REPO=DIR   also measure, interleaved in the same rounds, the plugin installed in DIR (a local
#                       repository that holds only an older build of the plugin; the rest comes from
#                       REPO_LOCAL or ~/.m2 through -Dmaven.repo.local.tail), and print its figures as "before";
#                       unless ONLY=full, that plugin must build the example course as shipped
#   JACOCO=VERSION      the jacoco-maven-plugin to compare with (0.8.14); the first run downloads it, once
#   JVM_OPTIONS=...     the options of case 5 (-XX:TieredStopAtLevel=1)
#   ONLY=full           only case 6, the courses of full scenarios (before and now): a few minutes, for quick loops
#   ONLY=shipped        only the peer and case 7, the example course as shipped: a few minutes, for quick loops
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
RUNS=${1:-5}
LOCAL=${REPO_LOCAL:-$HOME/.m2/repository}
JACOCO=${JACOCO:-0.8.14}
JVM_OPTIONS=${JVM_OPTIONS:--XX:TieredStopAtLevel=1}
# A local repository of the plugin's own (REPO_LOCAL) reads what else a build needs from ~/.m2 behind it.
REPOS="-Dmaven.repo.local=$LOCAL"
TAIL=$LOCAL
if [ "$LOCAL" != "$HOME/.m2/repository" ]; then
  REPOS="$REPOS -Dmaven.repo.local.tail=$HOME/.m2/repository"
  TAIL=$LOCAL,$HOME/.m2/repository
fi
MVN="$ROOT/mvnw -B -o -q $REPOS"
VERSION=$(sed -n 's:^  <version>\(.*\)</version>$:\1:p' "$ROOT/pom.xml" | head -1)
GOAL="dev.checkpointreport:checkpoint-report-maven-plugin:$VERSION:checkpoint-report"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# One measured command: appends "seconds kilobytes cpu-seconds" (wall time, peak resident set, user +
# system CPU time) to a file. A command that fails stops the script, saying which.
measure() {
  local out=$1; shift
  if ! /usr/bin/time -f "%e %M %U %S" -o "$WORK/time" "$@" >"$WORK/log" 2>&1; then
    echo "failed: $*" >&2; tail -20 "$WORK/log" >&2; exit 1
  fi
  awk '{printf "%s %s %.2f\n", $1, $2, $3 + $4}' "$WORK/time" >>"$out"
}

median() { sort -n -k"$2" "$1" | awk -v k="$2" '{v[NR]=$k} END {print v[int((NR+1)/2)]}'; }

# The medians of $1 - $2, column $3, pair by pair (the same round): what a plugin adds.
added() { paste -d' ' "$1" "$2" | awk -v k="$3" '{print $k - $(k + 3)}' | sort -n | awk '{v[NR]=$1} END {printf "%.2f", v[int((NR+1)/2)]}'; }

ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", a / b}'; }

# An unchanged build against the skipped one, $1 and $2 the files, $3 the column: the medians, what the check adds
# (the median of the per-round differences, paired as the peer's added times are, which a machine's drift from
# round to round moves less than two medians) and the ratio it makes, (skipped + added) / skipped.
uptodate() {
  local again skip add
  again=$(median "$1" "$3"); skip=$(median "$2" "$3"); add=$(added "$1" "$2" "$3")
  echo "$again s, skipped $skip s, adds $add s (paired), ratio $(ratio "$(awk -v s="$skip" -v a="$add" \
'BEGIN {print s + a}')" "$skip") (target <= 1.05)"
}

# The courses: the example course's scenarios (and their data) in folders of their own, with 1, 3, 10 and 50
# scenarios, the example's in turn; and the example course with a .mvn/jvm.config. Its first three scenarios
# only: a baseline from before issue 22 refuses the measured scenario's `measured:` key.
course() {
  local dir=$WORK/course-$1 i=0 n
  mkdir -p "$dir/scenarios"
  cp example-project/pom.xml "$dir/"
  cp -r example-project/scenarios/data "$dir/scenarios/"
  local files=(example-project/scenarios/{lesson,growth,hot-key}.yml)
  while [ $i -lt "$1" ]; do
    n=$(basename "${files[$((i % ${#files[@]}))]}" .yml)
    if [ $i -lt ${#files[@]} ]; then
      cp "${files[$i]}" "$dir/scenarios/$n.yml"
    else
      cp "${files[$((i % ${#files[@]}))]}" "$dir/scenarios/$n-$((i / ${#files[@]} + 1)).yml"
    fi
    i=$((i + 1))
  done
}
course 1; course 3; course 10; course 50
cp -r "$WORK/course-3" "$WORK/course-jvm"
mkdir -p "$WORK/course-jvm/.mvn"
echo "$JVM_OPTIONS" >"$WORK/course-jvm/.mvn/jvm.config"
# The courses of 1, 10 and 50 as the example course has them too: with its .mvn/jvm.config.
for n in 1 10 50; do
  cp -r "$WORK/course-$n" "$WORK/course-jvm$n"
  cp -r "$WORK/course-jvm/.mvn" "$WORK/course-jvm$n/"
done
cp -r "$WORK/course-jvm" "$WORK/course-cds"
# Courses of full scenarios: the lesson, with its timing and 30 claims, $1 times, with the example's jvm.config.
full_course() {
  local dir=$WORK/course-full$1 i
  mkdir -p "$dir/scenarios"
  cp example-project/pom.xml "$dir/"
  cp -r example-project/scenarios/data "$dir/scenarios/"
  cp -r "$WORK/course-jvm/.mvn" "$dir/"
  # the first is lesson.yml, which the example's POM lists by name
  cp example-project/scenarios/lesson.yml "$dir/scenarios/lesson.yml"
  for i in $(seq 2 "$1"); do
    cp example-project/scenarios/lesson.yml "$dir/scenarios/lesson-$i.yml"
  done
}
full_course 1; full_course 21
# The example course as shipped, without what an earlier build left in it.
mkdir -p "$WORK/course-shipped"
(cd example-project && tar --exclude=./target -cf - .) | tar -xf - -C "$WORK/course-shipped"

# Case 5 also with a CDS archive of the classes such a build loads, dumped by one build, not measured.
cds_archive() {
  rm -rf "$WORK/course-cds/target"
  echo "$JVM_OPTIONS -XX:ArchiveClassesAtExit=$WORK/maven.jsa" >"$WORK/course-cds/.mvn/jvm.config"
  $MVN verify -f "$WORK/course-cds/pom.xml" >/dev/null 2>&1
  echo "$JVM_OPTIONS -XX:SharedArchiveFile=$WORK/maven.jsa" >"$WORK/course-cds/.mvn/jvm.config"
}

# The peer: a small jar project (three classes, their tests) with JaCoCo's usual four goals.
jar_project() {
  local dir=$WORK/jar
  mkdir -p "$dir/src/main/java/example" "$dir/src/test/java/example"
  cat >"$dir/pom.xml" <<EOF
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>org.example</groupId>
  <artifactId>jacoco-peer</artifactId>
  <version>1.0-SNAPSHOT</version>
  <properties>
    <maven.compiler.release>17</maven.compiler.release>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
  </properties>
  <dependencies>
    <dependency>
      <groupId>org.junit.jupiter</groupId>
      <artifactId>junit-jupiter</artifactId>
      <version>5.14.1</version>
      <scope>test</scope>
    </dependency>
  </dependencies>
  <build>
    <plugins>
      <plugin><artifactId>maven-resources-plugin</artifactId><version>3.3.1</version></plugin>
      <plugin><artifactId>maven-compiler-plugin</artifactId><version>3.13.0</version></plugin>
      <plugin><artifactId>maven-surefire-plugin</artifactId><version>3.5.2</version></plugin>
      <plugin><artifactId>maven-jar-plugin</artifactId><version>3.4.2</version></plugin>
      <plugin>
        <groupId>org.jacoco</groupId>
        <artifactId>jacoco-maven-plugin</artifactId>
        <version>$JACOCO</version>
        <executions>
          <execution><id>agent</id><goals><goal>prepare-agent</goal></goals></execution>
          <execution><id>report</id><goals><goal>report</goal></goals></execution>
          <execution>
            <id>check</id>
            <goals><goal>check</goal></goals>
            <configuration>
              <rules><rule><limits><limit><minimum>0.50</minimum></limit></limits></rule></rules>
            </configuration>
          </execution>
        </executions>
      </plugin>
    </plugins>
  </build>
</project>
EOF
  local c
  for c in Account Ledger Interest; do
    cat >"$dir/src/main/java/example/$c.java" <<EOF
package example;

public final class $c {
    private long cents;

    public void add(long amount) {
        if (amount < 0) {
            throw new IllegalArgumentException("negative: " + amount);
        }
        cents += amount;
    }

    public long total() {
        return cents;
    }

    public long share(int parts) {
        return parts <= 0 ? 0 : cents / parts;
    }
}
EOF
    cat >"$dir/src/test/java/example/${c}Test.java" <<EOF
package example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class ${c}Test {
    @Test
    void adds() {
        $c a = new $c();
        a.add(250);
        a.add(150);
        assertEquals(400, a.total());
        assertEquals(100, a.share(4));
    }

    @Test
    void refusesNegative() {
        assertThrows(IllegalArgumentException.class, () -> new $c().add(-1));
    }
}
EOF
  done
}
jar_project
# Once, online, so that JaCoCo and what it needs are in the local repository; not measured.
[ "${ONLY:-}" = full ] || "$ROOT/mvnw" -B -q $REPOS verify -f "$WORK/jar/pom.xml" >"$WORK/log" 2>&1 \
  || { echo "the JaCoCo project does not build:" >&2; tail -30 "$WORK/log" >&2; exit 1; }

# The scenarios for the goal run without a POM.
. benchmarks/scripts/sweep-scenarios.sh
write_sweep_scenarios "$WORK"

# A course's verify: from a clean target, skipped, and again with nothing changed.
verify() { measure "$WORK/$2" $1 verify -f "$WORK/course-$3/pom.xml" "${@:4}"; }

# Case 6 once: $1 a Maven command, $2 its tag.
full_cases() {
  local n
  for n in 1 21; do
    rm -rf "$WORK/course-full$n/target"
    verify "$1" "$2-plain-full$n" "full$n"
  done
}

# Every case once, with the plugin that $1 (a Maven command) resolves; figures go to files named $2-*.
cases() {
  local mvn=$1 tag=$2 n
  # the shipped course, with the baseline too: a baseline older than its scenarios' keys refuses them
  if [ "${ONLY:-}" != full ]; then
    rm -rf "$WORK/course-shipped/target"
    verify "$mvn" "$tag-plain-shipped" shipped
    verify "$mvn" "$tag-skip-shipped" shipped -Dcheckpoint.skip=true
  fi
  [ "${ONLY:-}" = shipped ] && return
  full_cases "$mvn" "$tag"
  [ "${ONLY:-}" = full ] && return
  for n in 3 50; do
    rm -rf "$WORK/course-$n/target"
    verify "$mvn" "$tag-plain-$n" "$n"
    verify "$mvn" "$tag-skip-$n" "$n" -Dcheckpoint.skip=true
    verify "$mvn" "$tag-again-$n" "$n"
  done
  for n in 1 10; do
    rm -rf "$WORK/course-$n/target"
    verify "$mvn" "$tag-plain-$n" "$n"
  done
  for n in 1 10 50; do
    rm -rf "$WORK/course-jvm$n/target"
    verify "$mvn" "$tag-plain-jvm$n" "jvm$n"
  done
  verify "$mvn" "$tag-skip-jvm50" jvm50 -Dcheckpoint.skip=true
  verify "$mvn" "$tag-again-jvm50" jvm50
  if [ "$tag" = now ]; then
    rm -rf "$WORK/course-jvm/target"
    verify "$mvn" "$tag-plain-jvm" jvm
    verify "$mvn" "$tag-skip-jvm" jvm -Dcheckpoint.skip=true
    verify "$mvn" "$tag-again-jvm" jvm
    rm -rf "$WORK/course-cds/target"
    verify "$mvn" "$tag-plain-cds" cds
    verify "$mvn" "$tag-skip-cds" cds -Dcheckpoint.skip=true
  fi
  if [ -n "${POMLESS:-}" ]; then
    (cd "$WORK" && rm -rf target && measure "$WORK/$tag-lesson" $mvn "$GOAL" -Dcheckpoint.config=lesson.yml \
        -Dcheckpoint.failOnGate=false)
    (cd "$WORK" && rm -rf target && measure "$WORK/$tag-large" $mvn "$GOAL" -Dcheckpoint.config=large.yml)
  fi
}

peer() {
  rm -rf "$WORK/jar/target"
  measure "$WORK/jacoco-skip" $MVN verify -f "$WORK/jar/pom.xml" -Djacoco.skip=true
  rm -rf "$WORK/jar/target"
  measure "$WORK/jacoco-plain" $MVN verify -f "$WORK/jar/pom.xml"
}

# The classes an up-to-date build loads, by library, and the course site's size: $1 a Maven command, $2 its tag.
classes() {
  local mvn=$1 tag=$2 n log
  for n in 3 50; do
    log=$WORK/$tag-classes-$n
    rm -rf "$WORK/course-$n/target"
    $mvn verify -f "$WORK/course-$n/pom.xml" >/dev/null
    du -sk "$WORK/course-$n/target/checkpoint-report" | cut -f1 >"$WORK/$tag-size-$n"
    find "$WORK/course-$n/target/checkpoint-report" -type f | wc -l >"$WORK/$tag-files-$n"
    MAVEN_OPTS="-Xlog:class+load=info:file=$log" $mvn verify -f "$WORK/course-$n/pom.xml" >/dev/null
    MAVEN_OPTS="-Xlog:class+load=info:file=$log-written" $mvn verify -f "$WORK/course-$n/pom.xml" \
        -Dcheckpoint.force=true >/dev/null
  done
}

count() { grep -c "$2" "$1" || true; }

# Case 6's line: $1 the tag, $2 the column. The 20 extra scenarios' cost is the median of the rounds' differences,
# each round's two builds paired as the peer's are, which the machine's drift between rounds moves less.
full_report() {
  echo "  with the example's .mvn/jvm.config, courses of 1 and 21 full lesson scenarios:" \
    "$(median "$WORK/$1-plain-full1" "$2") s, $(median "$WORK/$1-plain-full21" "$2") s:" \
    "$(awk -v d="$(added "$WORK/$1-plain-full21" "$WORK/$1-plain-full1" "$2")" \
      'BEGIN {printf "%.0f", d * 1000 / 20}') ms per extra full scenario, paired (target <= 25)"
}

# Case 7's line: $1 the tag, $2 the column.
shipped_report() {
  echo "  example course as shipped ($(ls "$WORK/course-shipped/scenarios" | grep -c '\.yml$') scenarios," \
    "its .mvn/jvm.config): $(median "$WORK/$1-plain-shipped" "$2") s, skipped $(median "$WORK/$1-skip-shipped" "$2")" \
    "s, added $(added "$WORK/$1-plain-shipped" "$WORK/$1-skip-shipped" "$2") s; JaCoCo adds" \
    "$(added "$WORK/jacoco-plain" "$WORK/jacoco-skip" "$2") s: ratio $(ratio "$(added "$WORK/$1-plain-shipped" \
"$WORK/$1-skip-shipped" "$2")" "$(added "$WORK/jacoco-plain" "$WORK/jacoco-skip" "$2")") (target <= 0.8)"
}

report() {
  local tag=$1 c n plain skip again per10 per50 what
  for c in 1 3; do
    [ $c = 1 ] && what=wall || what=CPU
    echo "$what time:"
    [ "${ONLY:-}" = full ] || shipped_report "$tag" $c
    [ "${ONLY:-}" = shipped ] && continue
    if [ "${ONLY:-}" = full ]; then
      full_report "$tag" $c
      continue
    fi
    plain=$(median "$WORK/$tag-plain-3" $c); skip=$(median "$WORK/$tag-skip-3" $c)
    echo "  example course (3 scenarios) verify: $plain s, skipped $skip s, added $(added "$WORK/$tag-plain-3" \
"$WORK/$tag-skip-3" $c) s; JaCoCo adds $(added "$WORK/jacoco-plain" "$WORK/jacoco-skip" $c) s: ratio" \
      "$(ratio "$(added "$WORK/$tag-plain-3" "$WORK/$tag-skip-3" $c)" "$(added "$WORK/jacoco-plain" \
"$WORK/jacoco-skip" $c)") (target <= 0.8)"
    per10=$(awk -v a="$(median "$WORK/$tag-plain-10" $c)" -v b="$(median "$WORK/$tag-plain-1" $c)" \
        'BEGIN {printf "%.0f", (a - b) * 1000 / 9}')
    per50=$(awk -v a="$(median "$WORK/$tag-plain-50" $c)" -v b="$(median "$WORK/$tag-plain-1" $c)" \
        'BEGIN {printf "%.0f", (a - b) * 1000 / 49}')
    echo "  courses of 1, 10, 50 scenarios: $(median "$WORK/$tag-plain-1" $c) s, $(median "$WORK/$tag-plain-10" $c)" \
      "s, $(median "$WORK/$tag-plain-50" $c) s: $per10 ms per extra scenario from 1 to 10, $per50 ms from 1 to 50" \
      "(target <= 15)"
    for n in 3 50; do
      echo "  up to date, $n scenarios: $(uptodate "$WORK/$tag-again-$n" "$WORK/$tag-skip-$n" $c)"
    done
    per10=$(awk -v a="$(median "$WORK/$tag-plain-jvm10" $c)" -v b="$(median "$WORK/$tag-plain-jvm1" $c)" \
        'BEGIN {printf "%.0f", (a - b) * 1000 / 9}')
    per50=$(awk -v a="$(median "$WORK/$tag-plain-jvm50" $c)" -v b="$(median "$WORK/$tag-plain-jvm1" $c)" \
        'BEGIN {printf "%.0f", (a - b) * 1000 / 49}')
    echo "  with the example's .mvn/jvm.config ($JVM_OPTIONS): courses of 1, 10, 50 scenarios" \
      "$(median "$WORK/$tag-plain-jvm1" $c) s, $(median "$WORK/$tag-plain-jvm10" $c) s," \
      "$(median "$WORK/$tag-plain-jvm50" $c) s: $per10 ms per extra scenario from 1 to 10, $per50 ms from 1 to 50" \
      "(target <= 15); up to date, 50 scenarios: $(uptodate "$WORK/$tag-again-jvm50" "$WORK/$tag-skip-jvm50" $c)"
    full_report "$tag" $c
    if [ "$tag" = now ]; then
      echo "  example course with .mvn/jvm.config $JVM_OPTIONS: $(median "$WORK/now-plain-jvm" $c) s," \
        "skipped $(median "$WORK/now-skip-jvm" $c) s, added $(added "$WORK/now-plain-jvm" "$WORK/now-skip-jvm" $c)" \
        "s, ratio to JaCoCo's $(ratio "$(added "$WORK/now-plain-jvm" "$WORK/now-skip-jvm" $c)" \
"$(added "$WORK/jacoco-plain" "$WORK/jacoco-skip" $c)"); up to date" \
        "$(uptodate "$WORK/now-again-jvm" "$WORK/now-skip-jvm" $c)"
      echo "  the same with a CDS archive (-XX:SharedArchiveFile): $(median "$WORK/now-plain-cds" $c) s, skipped" \
        "$(median "$WORK/now-skip-cds" $c) s, added $(added "$WORK/now-plain-cds" "$WORK/now-skip-cds" $c) s"
    fi
    if [ -n "${POMLESS:-}" ]; then
      echo "  goal without a POM: lesson $(median "$WORK/$tag-lesson" $c) s, 2.38M rows" \
        "$(median "$WORK/$tag-large" $c) s (target <= 1.3x)"
    fi
  done
  [ -n "${ONLY:-}" ] && return
  if [ -n "${POMLESS:-}" ]; then
    echo "peak memory, goal without a POM: lesson $(($(median "$WORK/$tag-lesson" 2) / 1024)) MB," \
      "2.38M rows $(($(median "$WORK/$tag-large" 2) / 1024)) MB (target <= 1.3x)"
  fi
  for n in 3 50; do
    echo "course site of $n scenarios: $(cat "$WORK/$tag-size-$n") KB in $(cat "$WORK/$tag-files-$n") files"
    echo "  classes loaded, up to date: $(count "$WORK/$tag-classes-$n" .) (SnakeYAML" \
      "$(count "$WORK/$tag-classes-$n" ' org\.snakeyaml\.'), FreeMarker $(count "$WORK/$tag-classes-$n" ' freemarker\.');" \
      "target 0 and 0)"
    echo "  classes loaded, written again (-Dcheckpoint.force=true): $(count "$WORK/$tag-classes-$n-written" .)" \
      "(ours $(count "$WORK/$tag-classes-$n-written" ' dev\.checkpointreport\.'), SnakeYAML" \
      "$(count "$WORK/$tag-classes-$n-written" ' org\.snakeyaml\.'), FreeMarker" \
      "$(count "$WORK/$tag-classes-$n-written" ' freemarker\.'), Jackson" \
      "$(count "$WORK/$tag-classes-$n-written" ' com\.fasterxml\.'), lambdas and hidden" \
      "$(count "$WORK/$tag-classes-$n-written" 'Lambda\|0x')))"
  done
}

BEFORE="$ROOT/mvnw -B -o -q -Dmaven.repo.local=${BASELINE_REPO:-} -Dmaven.repo.local.tail=$TAIL"
[ -n "${ONLY:-}" ] || cds_archive
for run in $(seq 1 "$RUNS"); do
  [ "${ONLY:-}" = full ] || peer
  if [ -n "${BASELINE_REPO:-}" ]; then
    cases "$BEFORE" before
  fi
  cases "$MVN" now
done
if [ -z "${ONLY:-}" ]; then
  [ -n "${BASELINE_REPO:-}" ] && classes "$BEFORE" before
  classes "$MVN" now
fi

echo "medians of $RUNS rounds on $(nproc) cores, load average at the end $(cut -d' ' -f1-3 /proc/loadavg)"
[ "${ONLY:-}" = full ] || echo "JaCoCo $JACOCO on a jar project of 3 classes and 6 tests: verify" \
  "$(median "$WORK/jacoco-plain" 1) s wall, $(median "$WORK/jacoco-plain" 3) s CPU; with -Djacoco.skip=true" \
  "$(median "$WORK/jacoco-skip" 1) s wall, $(median "$WORK/jacoco-skip" 3) s CPU"
if [ -n "${BASELINE_REPO:-}" ]; then
  echo "before (the plugin in $BASELINE_REPO):"
  report before | sed 's/^/  /'
  echo "now:"
  report now | sed 's/^/  /'
else
  report now
fi
