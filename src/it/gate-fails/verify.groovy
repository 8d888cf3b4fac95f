import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
assert log.contains("Checkpoint interval 6 is not optimal at failure probability 0.5: expected cost 672.7 rows, " +
        "but 'none' costs 600.0. Interval 6 is the best for p in (0.611, 0.917].")
assert log.contains('BUILD FAILURE')
// one line a reader can act on, no stack trace
assert !log.contains('\tat ')
assert !log.contains('Caused by')

def report = new JsonSlurper().parse(new File(basedir, 'target/checkpoint-report/report.json'))
assert report.decision.optimal == false
assert report.decision.best == 'none'
return true
