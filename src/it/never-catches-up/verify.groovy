import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def failure = log.readLines().find { it.startsWith('[ERROR] Failed to execute goal') }
assert failure.endsWith('Checkpoint interval 6 can never recover: worker 2 receives 0.8500 rows/s but processes at most ' +
        '0.8333 rows/s, so the backlog after a failure never drains. Raise timing.capacity above 1.020. -> [Help 1]')
assert log.contains('[WARNING] The job can never catch up after a failure: worker 2 receives 0.8500 rows/s but ' +
        'processes at most 0.8333 rows/s.')

def recovery = new JsonSlurper().parse(new File(basedir, 'target/no-decision/report.json')).recovery
assert recovery.catchesUp == false
assert recovery.intervals.every { it.atFailure == null && it.worst == null && it.catchesUp == false }
// every failure leaves an endless recovery, so the worst is the earliest failure period
assert recovery.intervals*.worstPeriod == ['2026-02'] * 6
assert recovery.verdict == null
def verdict = new JsonSlurper().parse(new File(basedir, 'target/checkpoint-report/report.json')).recovery.verdict
assert verdict.catchesUp == false
assert verdict.worst == null && verdict.worstPeriod == '2026-02'
return true
