import groovy.json.JsonSlurper

def verdict = 'Checkpoint interval 6 recovers from every failure, with no recovery objective set: its worst ' +
        'recovery, after a failure in 2026-12, takes 12m 11s (detection 30.0 s, restore 0.065 ms, replay 3m 24s, ' +
        'catch-up 8m 17s).'
def report = new JsonSlurper().parse(new File(basedir, 'target/checkpoint-report/report.json'))
assert report.recovery.verdict.met == true
assert report.recovery.verdict.message == verdict
assert new File(basedir, 'target/checkpoint-report/index.html').text.contains(verdict)

def log = new File(basedir, 'build.log').text
assert log.readLines().contains('[INFO] checkpoint-report.yml:15: ' + verdict)
assert log.contains('BUILD SUCCESS')
assert !log.contains('NullPointerException')
return true
