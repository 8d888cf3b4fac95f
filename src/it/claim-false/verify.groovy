import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def config = new File(basedir, 'checkpoint-report.yml')
def claim = ":68: claims[25].busiestWorker is false: rows the busiest worker asks back with 'none' after a failure " +
        "in 2026-09: claimed 409, computed 408."
// one line naming the file, the claim's line, the claimed and the computed value; no stack trace
def failures = log.readLines().findAll { it.startsWith('[ERROR] Failed to execute goal') }
assert failures.size() == 1
// the file relative to the project's folder, as every line of the gate names it
assert failures[0].endsWith(": checkpoint-report.yml${claim} -> [Help 1]")
assert log.contains('BUILD FAILURE')
assert !log.contains('\tat ')
assert !log.contains('Caused by')

// the report is written first: every claim in report.json and on the page, the false one marked
def out = new File(basedir, 'target/checkpoint-report')
def report = new JsonSlurper().parse(new File(out, 'report.json'))
assert report.claims.size() == 30
assert report.claims.findAll { !it.holds }*.line == [68]
assert report.claims[25].claimed == '409' && report.claims[25].computed == '408'
assert report.claims[29].claim == 'recoveryTime: {interval: 6, atMost: 15m}' && report.claims[29].holds
def html = new File(out, 'index.html').text
assert html.contains('1 of 30 claims is false, on line 68 of the scenario')
return true
