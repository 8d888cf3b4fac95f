import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def report = new JsonSlurper().parse(new File(basedir, 'target/checkpoint-report/report.json'))
assert report.rows == 2200
assert report.decision.best == 6
assert log.contains('Checkpoint interval 6 is optimal at failure probability 0.75: expected cost 809.1 rows.')
// the help goal, found by the prefix, lists every goal under it
assert log.contains('checkpoint:checkpoint-report')
assert log.contains('checkpoint:report-aggregate')
// whatever goals the plugin gains, the help found by the prefix lists these two under it
assert log =~ /(?m)^\s*checkpoint:checkpoint-report\s*$/
assert log =~ /(?m)^\s*checkpoint:help\s*$/
assert log.contains('BUILD SUCCESS')
return true
