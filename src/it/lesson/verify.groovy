import groovy.json.JsonSlurper

def out = new File(basedir, 'target/checkpoint-report')
def report = new JsonSlurper().parse(new File(out, 'report.json'))

assert report.schemaVersion == 1
assert report.rows == 2200
assert report.intervals == ['none', 6, 4, 3, 2, 1]
assert report.atFailure*.recomputed == [1600, 400, 0, 400, 0, 0]
assert report.atFailure*.checkpoints == [0, 2, 3, 4, 6, 12]
assert report.matrix*.failurePeriod == (2..12).collect { String.format('2026-%02d', it) }
assert report.matrix*.recomputed == [
    [200, 200, 200, 200, 200, 0],
    [400, 400, 400, 400, 0, 0],
    [600, 600, 600, 0, 200, 0],
    [800, 800, 0, 200, 0, 0],
    [1000, 1000, 200, 400, 200, 0],
    [1200, 0, 400, 0, 0, 0],
    [1400, 200, 600, 200, 200, 0],
    [1600, 400, 0, 400, 0, 0],
    [1800, 600, 200, 0, 200, 0],
    [2000, 800, 400, 200, 0, 0],
    [2200, 1000, 600, 400, 200, 0],
]
assert report.costs*.certainCost == [0, 400, 600, 800, 1200, 2400]
assert report.costs*.worst == [2200, 1000, 600, 400, 200, 0]
assert report.costs*.worstTotal == [2200, 1400, 1200, 1200, 1400, 2400]
assert report.costs*.average.collect { (it as BigDecimal).setScale(1, java.math.RoundingMode.HALF_EVEN) } ==
    [1200.0, 545.5, 327.3, 218.2, 109.1, 0.0].collect { it as BigDecimal }
def oneDecimal = { row -> row.expected.collect { (it as BigDecimal).setScale(1, java.math.RoundingMode.HALF_EVEN) } }
assert oneDecimal(report.probabilities[0]) == [1200.0, 945.5, 927.3, 1018.2, 1309.1, 2400.0].collect { it as BigDecimal }
assert oneDecimal(report.probabilities[1]) == [900.0, 809.1, 845.5, 963.6, 1281.8, 2400.0].collect { it as BigDecimal }
assert oneDecimal(report.probabilities[2]) == [600.0, 672.7, 763.6, 909.1, 1254.5, 2400.0].collect { it as BigDecimal }
assert oneDecimal(report.probabilities[3]) == [300.0, 536.4, 681.8, 854.5, 1227.3, 2400.0].collect { it as BigDecimal }
assert report.probabilities*.best == [4, 6, 'none', 'none']
assert report.bestRanges.collect { [it.interval, it.fromExact, it.toExact] } ==
    [['none', '0', '11/18'], [6, '11/18', '11/12'], [4, '11/12', '1'], [3, null, null], [2, null, null], [1, null, null]]
assert report.partitioned*.wholeJob == [1600, 400, 0, 400, 0, 0]
assert report.partitioned*.busiestWorker == [408, 102, 0, 102, 0, 0]
assert report.decision.optimal == true
assert report.decision.best == 6
// the regret of 6: 400 rows at p = 0 (its certain cost, where none costs nothing), 200/11 at p = 1
assert report.decision.regret.maximumExact == '400' && report.decision.regret.maximumAtExact == '0'
assert report.decision.regret.curve*.regretExact == ['400', '0', '0', '200/11']
assert report.sensitivity.stateRows[1].breakEvens*.probabilityExact == ['11/18', '11/12']
assert report.sensitivity.decisionHolds == false

def html = new File(out, 'index.html').text
assert html.contains('<title>State in Stream Engines')
assert html.contains('Gate: pass')
// the break-evens read as decimals, each exact on hover
assert html.contains('none below <abbr title="11/18">0.611</abbr>; 6 from <abbr title="11/18">0.611</abbr> to '
        + '<abbr title="11/12">0.917</abbr>; 4 above')
['report.css', 'report.js', 'decision.js', 'chart.umd.js', 'chart.js-LICENSE.md'].each { assert new File(out, "assets/${it}").isFile() }
assert !html.contains('http://') && !html.contains('https://') : 'the page must not link outside its folder'

def log = new File(basedir, 'build.log').text
assert log.contains('Checkpoint interval 6 is optimal at failure probability 0.75: expected cost 809.1 rows.')
assert log.contains('BUILD SUCCESS')
return true
