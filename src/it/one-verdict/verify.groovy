import groovy.json.JsonSlurper

// One course, three scenarios, one verdict each: every output says it, scenario by scenario, check by check.
def site = new File(basedir, 'target/checkpoint-report')
def log = new File(basedir, 'build.log').text
def summary = new File(basedir, 'step-summary.md').text
def index = new JsonSlurper().parse(new File(site, 'index.json'))
def cards = new File(site, 'index.html').text

def decided = 'Checkpoint interval 6 is optimal at failure probability 0.75: expected cost 809.1 rows. Interval 6 ' +
        'is the best for p in (0.611, 0.917].'
def recovers = 'Checkpoint interval 6 meets the recovery objective of 15m 00s: its worst recovery, after a failure ' +
        'in 2026-12, takes 12m 11s (detection 30.0 s, restore 0.065 ms, replay 3m 24s, catch-up 8m 17s).'
def expected = [
    'false-claim': [
        [kind: 'decision', passed: true, message: 'scenarios/false-claim.yml:15: ' + decided],
        [kind: 'recovery', passed: true, message: 'scenarios/false-claim.yml:15: ' + recovers],
        [kind: 'claim', passed: false, message: "scenarios/false-claim.yml:67: claims[25].busiestWorker is false: " +
                "rows the busiest worker asks back with 'none' after a failure in 2026-09: claimed 409, computed 408."]],
    'passing': [
        [kind: 'decision', passed: true, message: 'scenarios/passing.yml:15: ' + decided],
        [kind: 'recovery', passed: true, message: 'scenarios/passing.yml:15: ' + recovers],
        [kind: 'claim', passed: true, message: "scenarios/passing.yml:37: The scenario's 30 claims all hold."]],
    'suboptimal': [
        [kind: 'decision', passed: false, message: 'scenarios/suboptimal.yml:15: Checkpoint interval 6 is not ' +
                "optimal at failure probability 0.5: expected cost 672.7 rows, but 'none' costs 600.0. Interval 6 " +
                'is the best for p in (0.611, 0.917].']]]

// index.json: the contract's checks, and passed as "every check passed"
assert index.passed == false
assert index.scenarios*.name == ['false-claim', 'passing', 'suboptimal']
assert index.scenarios*.passed == [false, true, false]
index.scenarios.each { scenario ->
    assert scenario.checks == expected[scenario.name] : scenario.name
    assert scenario.passed == scenario.checks.every { it.passed }
}

// the build log: each passed check once as information, each failing check once in the one failure,
// every line prefixed by its scenario's name
def failures = log.readLines().findAll { it.startsWith('[ERROR] Failed to execute goal') }
assert failures.size() == 1
expected.each { name, checks ->
    checks.each { check ->
        def line = "${name}: ${check.message}"
        if (check.passed) {
            assert log.count("[INFO] ${line}") == 1 : line
        } else {
            assert log.count(line) == 1 : line
            assert !log.contains("[INFO] ${line}")
        }
    }
}
assert failures[0].contains('false-claim: scenarios/false-claim.yml:67: claims[25].busiestWorker is false')
assert log.contains('suboptimal: scenarios/suboptimal.yml:15: Checkpoint interval 6 is not optimal')
assert log.count('BUILD FAILURE') == 1
assert !log.contains('\tat ')

// each card of index.html and each page's summary: a gate line per kind, passing or failing as the checks say
def mark = { boolean passed -> passed ? 'gate-pass' : 'gate-fail' }
def ids = [decision: 'gate', recovery: 'recovery-gate', claim: 'claims-gate']
assert cards.contains('<p class="lead">3 scenarios; 2 fail their gates.</p>')
index.scenarios.eachWithIndex { scenario, i ->
    def page = new File(site, "${scenario.name}/index.html").text
    scenario.checks.groupBy { it.kind }.each { kind, checks ->
        def passed = checks.every { it.passed }
        def card = "<p id=\"scenario-${i + 1}-${ids[kind]}\" class=\"gate ${mark(passed)}\">"
        assert cards.contains(card) : card
        def summaryLine = "<p id=\"${ids[kind]}\" class=\"gate ${mark(passed)}\">"
        assert page.contains(summaryLine) : "${scenario.name}: ${summaryLine}"
    }
    assert !page.contains('class="gate gate-fail"') == scenario.passed
}
assert cards.contains('<strong>Claims gate: fail.</strong> scenarios/false-claim.yml:67: claims[25].busiestWorker is false')

// the step summary: ✅ and ❌ where the checks pass and fail
def rows = summary.readLines().findAll { it.startsWith('| ') && !it.startsWith('| Scenario') && !it.startsWith('| ---') }
assert rows.size() == 3
def cells = rows.collect { row -> row.split(' \\| ')*.trim() }
// columns: scenario, decision, verdict, best, recovery, claims
assert cells[0][0] == '| A false claim (scenarios/false-claim.yml)'
assert cells[0][2].startsWith('✅') && cells[0][4].startsWith('✅')
assert cells[0][5] == "❌ scenarios/false-claim.yml:67: claims\\[25\\].busiestWorker is false |"
assert cells[1][0] == '| Every check holds (scenarios/passing.yml)'
assert cells[1][2].startsWith('✅') && cells[1][4].startsWith('✅')
assert cells[1][5] == "✅ The scenario's 30 claims all hold. |"
assert cells[2][0] == '| A suboptimal decision (scenarios/suboptimal.yml)'
assert cells[2][2] == '❌ not optimal: no checkpoint is cheaper, 600.0 rows against 672.7'
assert cells[2][5] == '— |'
return true
