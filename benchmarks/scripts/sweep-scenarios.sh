# Sourced by goal-cost.sh (case 7) and sweep-memory.sh, from the repository root: write_sweep_scenarios DIR writes
# DIR/lesson.yml, the example's lesson up to `timing:`, and DIR/large.yml, the same lesson at 20,000 subscribers x
# 120 periods, intervals none and 1..120, 32 workers and no decision (2.38M rows), so both measure the same sweep.
write_sweep_scenarios() {
  local dir=$1 intervals="none" k
  sed -n '/^title:/,$p' example-project/scenarios/lesson.yml | sed '/^timing:/,$d' >"$dir/lesson.yml"
  for k in $(seq 1 120); do intervals="$intervals, $k"; done
  sed -e 's/subscribers: 200/subscribers: 20000/' -e 's/periods: 2026-01..2026-12/periods: 2026-01..2035-12/' \
      -e "s/intervals: \[.*\]/intervals: [$intervals]/" -e 's/^workers: 4/workers: 32/' \
      -e '/^decision:/,/^[a-z]/{/^decision:/d;/^  /d}' "$dir/lesson.yml" >"$dir/large.yml"
}
