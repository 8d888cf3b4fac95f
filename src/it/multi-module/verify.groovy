import groovy.json.JsonSlurper

def read = { module -> new JsonSlurper().parse(new File(basedir, "${module}/target/checkpoint-report/report.json")) }

def lesson = read('lesson')
assert lesson.title == 'State in Stream Engines'
assert lesson.rows == 2200
assert lesson.atFailure*.recomputed == [1600, 400, 0, 400, 0, 0]
assert lesson.partitioned*.busiestWorker == [408, 102, 0, 102, 0, 0]

def half = read('half-year')
assert half.title == 'Half a year'
assert half.rows == 1000
assert half.failurePeriod == '2026-05'
assert half.atFailure*.checkpoints == [0, 2, 3, 6]
assert half.atFailure*.recomputed == [800, 200, 0, 0]
assert half.partitioned*.busiestWorker == [400, 100, 0, 0]
assert half.decision == null

def log = new File(basedir, 'build.log').text
assert log.contains('Using the MultiThreadedBuilder implementation with a thread count of 2')
assert log.contains('BUILD SUCCESS')
return true
