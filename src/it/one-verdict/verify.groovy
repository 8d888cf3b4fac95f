import groovy.json.JsonSlurper

// One course, three scenarios, one verdict each: every output of every goal says it, scenario by scenario, check by
// check: the goal in verify, report-aggregate and mvn site.
def site = new File(basedir, 'target/checkpoint-report')
def log = new File(basedir, 'build.log').text
def summary = new File(basedir, 'step-summary.md').text

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

// the three builds: the goal in verify, report-aggregate, and mvn site
// Maven 3.8 writes colour resets ('ESC[0m') even in batch mode, before the first build and between them
def builds = log.replaceAll('\u001B\\[[;\\d]*m', '')
        .split(java.util.regex.Pattern.quote('[INFO] Scanning for projects...')).findAll { it.trim() }
assert builds.size() == 3
def outputs = [
    [folder: site, names: '', text: builds[0], fails: true],
    [folder: new File(basedir, 'target/checkpoint-report-aggregate'), names: 'one-verdict/', text: builds[1], fails: true],
    [folder: new File(basedir, 'target/site/checkpoint-report'), names: '', text: builds[2], fails: false]]
def inSite = ' (a site report does not fail the build; the checkpoint-report goal gates it)'
def mark = { boolean passed -> passed ? 'gate-pass' : 'gate-fail' }
def ids = [decision: 'gate', recovery: 'recovery-gate', claim: 'claims-gate']

outputs.each { output ->
    def json = new JsonSlurper().parse(new File(output.folder, 'index.json'))
    def html = new File(output.folder, 'index.html').text
    def text = output.text

    // index.json: the contract's checks, and passed as "every check passed"
    assert json.passed == false
    assert json.scenarios*.name == expected.keySet().collect { output.names + it }
    assert json.scenarios*.passed == [false, true, false]
    json.scenarios.each { scenario ->
        assert scenario.checks == expected[scenario.name - output.names] : scenario.name
        assert scenario.passed == scenario.checks.every { it.passed }
    }

    // the build log: each passed check once as information; each failing check once in the one failure of the
    // goal, or once as a warning in the site; every line prefixed by its scenario's name
    expected.each { name, checks ->
        checks.each { check ->
            def line = "${output.names}${name}: ${check.message}"
            if (check.passed) {
                assert text.count("[INFO] ${line}") == 1 : line
            } else if (output.fails) {
                assert text.count(line) == 1 : line
                assert !text.contains("[INFO] ${line}") && !text.contains("[WARNING] ${line}")
            } else {
                assert text.count("[WARNING] ${line}${inSite}") == 1 : line
            }
        }
    }
    def failures = text.readLines().findAll { it.startsWith('[ERROR] Failed to execute goal') }
    assert failures.size() == (output.fails ? 1 : 0)
    if (output.fails) {
        assert failures[0].endsWith(": ${output.names}false-claim: scenarios/false-claim.yml:67: claims[25].busiestWorker " +
                "is false: rows the busiest worker asks back with 'none' after a failure in 2026-09: claimed 409, computed 408.")
        assert text.contains("[ERROR] ${output.names}suboptimal: scenarios/suboptimal.yml:15: Checkpoint interval 6 is not optimal")
    }
    assert text.count(output.fails ? 'BUILD FAILURE' : 'BUILD SUCCESS') == 1
    assert !text.contains('\tat ')

    // each card of index.html and each page's summary: a gate line per kind, passing or failing as the checks say
    assert html.contains('<p class="lead">3 scenarios; 2 fail their gates.</p>')
    json.scenarios.eachWithIndex { scenario, i ->
        def page = new File(output.folder, "${scenario.name}/index.html").text
        scenario.checks.groupBy { it.kind }.each { kind, checks ->
            def passed = checks.every { it.passed }
            def card = "<p id=\"scenario-${i + 1}-${ids[kind]}\" class=\"gate ${mark(passed)}\">"
            assert html.contains(card) : card
            def summaryLine = "<p id=\"${ids[kind]}\" class=\"gate ${mark(passed)}\">"
            assert page.contains(summaryLine) : "${scenario.name}: ${summaryLine}"
        }
        assert !page.contains('class="gate gate-fail"') == scenario.passed
    }
    assert html.contains('<strong>Claims gate: fail.</strong> scenarios/false-claim.yml:67: claims[25].busiestWorker is false')
}

// the site lists the course under Project Reports
assert new File(basedir, 'target/site/project-reports.html').text.contains('<a href="checkpoint-report/index.html">Checkpoint report</a>')

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
