import groovy.json.JsonSlurper

// events.csv by hand: period a: x (worker 0), y (1); b: x, x (0), z (1), z again with id 5 (dropped);
// c: y (1), x (0), and w on partition 9 (skipped: workers is 2).
def report = new JsonSlurper().parse(new File(basedir, 'target/checkpoint-report/report.json'))
assert report.source.events == 'events.csv'
assert report.source.distinctKeys == 3
assert report.source.duplicates == 1
assert report.source.badLines == 1
assert report.source.firstBadLine == 'line 10, column 4 (task): unknown partition 9; with workers: 2 the partitions are 0 to 1'
assert report.periods == ['a', 'b', 'c']
assert report.rows == 7
assert report.workerLoad.workers.collect { [it.rows, it.keys] } == [[4, 1], [3, 2]]
assert report.workerLoad.busiestWorker == 0
assert report.workerLoad.busiestShareExact == '4/7'
// failure in b: none recomputes a and b (2 + 3), interval 1 nothing, interval 2 (last checkpoint a) b's 3
assert report.matrix.collect { [it.failurePeriod, it.recomputed] } == [['b', [5, 0, 3]], ['c', [7, 0, 0]]]
assert report.costs.collect { [it.checkpoints, it.certainCost, it.worst, it.average] } ==
        [[0, 0, 7, 6.0], [3, 3, 0, 0.0], [1, 1, 3, 1.5]]
assert report.partitioned[0].wholeJob == 7
assert report.partitioned[0].busiestWorker == 4
assert report.decision.optimal == true

def log = new File(basedir, 'build.log').text
assert log.contains('Checkpoint interval 2 is optimal at failure probability 1: expected cost 2.5 rows.')
assert log.contains('BUILD SUCCESS')
return true
