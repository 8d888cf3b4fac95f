def summary = new File(basedir, 'step-summary.md').text
assert summary == '## Tests\n\n12 passed\n\n' +
        '### Checkpoint report\n\n' +
        '| Scenario | Decision | Verdict | Best interval by failure probability | Recovery | Claims |\n' +
        '| --- | --- | --- | --- | --- | --- |\n' +
        '| State in Stream Engines (not-optimal.yml) | interval 6 at failure probability 0.5 ' +
        '| ❌ not optimal: no checkpoint is cheaper, 600.0 rows against 672.7 ' +
        '| none below 0.611; 6 from 0.611 to 0.917; 4 above | — | — |\n'

def log = new File(basedir, 'build.log').text
// the summary was written, then the gate failed the build
assert log.contains("Checkpoint interval 6 is not optimal at failure probability 0.5: expected cost 672.7 rows, " +
        "but 'none' costs 600.0. Interval 6 is the best for p in (0.611, 0.917]. -> [Help 1]")
def target = new File(basedir, 'target')
assert log.contains("[WARNING] Could not append the checkpoint summary to GITHUB_STEP_SUMMARY: target is not a regular " +
        'file; the build goes on without it')
assert log.contains('BUILD SUCCESS')
assert !log.contains('\tat ')
return true
