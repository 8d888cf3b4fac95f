import groovy.json.JsonSlurper

def report = new JsonSlurper().parse(new File(basedir, 'target/checkpoint-report/report.json'))
def recovery = report.recovery
assert Math.abs(recovery.arrivalRate - 200 / 60.0) < 1e-9
assert recovery.processingRate == 1.25
assert recovery.catchesUp == true
assert recovery.intervals*.interval == ['none', 6, 4, 3, 2, 1]
assert recovery.intervals*.worstPeriod == ['2026-12', '2026-12', '2026-08', '2026-06', '2026-06', '2026-04']
def six = recovery.intervals[1]
assert Math.abs(six.atFailure - 348.750204) < 1e-6
assert Math.abs(six.worst - 731.250204) < 1e-6
assert six.parts.atFailure.worker == 2
assert six.parts.atFailure.detection == 30.0
assert Math.abs(six.parts.atFailure.replay - 81.6) < 1e-9
assert recovery.state.periods*.busiestEntries == [51, 102, 153] + [204] * 9
assert recovery.state.unbounded == false
assert recovery.verdict.met == true
new File(basedir, 'target/checkpoint-report/index.html').text.with { html ->
    assert html.contains('12m 11s')
}

def log = new File(basedir, 'build.log').text
assert log.contains('Checkpoint interval 6 meets the recovery objective of 15m 00s: its worst recovery, after a failure ' +
        'in 2026-12, takes 12m 11s (detection 30.0 s, restore 0.065 ms, replay 3m 24s, catch-up 8m 17s).')
def failure = log.readLines().find { it.startsWith('[ERROR] Failed to execute goal') }
assert failure.endsWith('Checkpoint interval 6 misses the recovery objective of 10m 00s: its worst recovery, after a ' +
        'failure in 2026-12, takes 12m 11s (detection 30.0 s, restore 0.065 ms, replay 3m 24s, catch-up 8m 17s). ' +
        'The cheapest interval that meets it is 4. -> [Help 1]')
// the failing run still wrote its report
assert new JsonSlurper().parse(new File(basedir, 'target/tight/report.json')).recovery.verdict.met == false
return true
