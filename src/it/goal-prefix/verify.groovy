import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def report = new JsonSlurper().parse(new File(basedir, 'target/checkpoint-report/report.json'))
assert report.rows == 2200
assert report.decision.best == 6
assert log.contains('Checkpoint interval 6 is optimal at failure probability 0.75: expected cost 809.1 rows.')
// the help goal, found by the prefix, lists both goals under it
assert log.contains('checkpoint:checkpoint-report')
assert log.contains('This plugin has 2 goals:')
assert log.contains('BUILD SUCCESS')
return true
