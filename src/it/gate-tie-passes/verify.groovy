import groovy.json.JsonSlurper

def report = new JsonSlurper().parse(new File(basedir, 'target/checkpoint-report/report.json'))
assert report.decision.interval == 6
assert report.decision.best == 'none'
assert report.decision.optimal == true
assert report.decision.cost == 660.0
assert report.decision.bestCost == 660.0

def log = new File(basedir, 'build.log').text
assert log.contains('Checkpoint interval 6 is optimal at failure probability 0.55: expected cost 660.0 rows.')
assert log.contains('BUILD SUCCESS')
return true
