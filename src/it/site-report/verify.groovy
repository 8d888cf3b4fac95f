import groovy.json.JsonSlurper

def site = new File(basedir, 'target/site')
def out = new File(site, 'checkpoint-report')

// the lesson's numbers, from the second `mvn site`, kept when the third is refused
def report = new JsonSlurper().parse(new File(out, 'report.json'))
assert report.rows == 2200
assert report.atFailure*.recomputed == [1600, 400, 0, 400, 0, 0]
assert report.costs*.worstTotal == [2200, 1400, 1200, 1200, 1400, 2400]
assert report.decision.optimal == true

def html = new File(out, 'index.html').text
assert html.contains('<title>State in Stream Engines')
assert html.contains('Gate: pass')
// the break-evens read as decimals, each exact on hover
assert html.contains('none below <abbr title="11/18">0.611</abbr>; 6 from <abbr title="11/18">0.611</abbr> to '
        + '<abbr title="11/12">0.917</abbr>; 4 above')
['report.css', 'report.js', 'charts.js', 'chart.umd.js', 'chart.js-LICENSE.md'].each {
    assert new File(out, "assets/${it}").isFile() : "assets/${it} is missing"
}
assert html.contains('src="assets/chart.umd.js"')
// the plugin's own folder in Maven's site, marked as such; nothing left beside it
assert new File(out, '.checkpoint-report').isFile()
assert site.list().findAll { it.startsWith('.checkpoint-report') }.isEmpty()

// listed under Project Reports, linking to the page
def reports = new File(site, 'project-reports.html').text
assert reports.contains('<a href="checkpoint-report/index.html">Checkpoint report</a>')

def log = new File(basedir, 'build.log').text
def index = new File(out, 'index.html').canonicalPath
assert log.count("[INFO] Checkpoint report: ${index}") == 2
// a decision that is no longer optimal warns, and the site is still built
assert log.contains("[WARNING] not-optimal.yml:15: Checkpoint interval 6 is not optimal at failure probability 0.5: expected cost 672.7 rows, " +
        "but 'none' costs 600.0. Interval 6 is the best for p in (0.611, 0.917]. (a site report does not fail the build; " +
        'the checkpoint-report goal gates it)')
assert log.contains('[INFO] checkpoint-report.yml:15: Checkpoint interval 6 is optimal at failure probability 0.75: expected cost 809.1 rows.')
assert log.count('BUILD SUCCESS') == 2
def failures = log.readLines().findAll { it.startsWith('[ERROR] Failed to execute goal') }
assert failures.size() == 1
assert failures[0].endsWith(": misspelt.yml:13: checkpoint.stateRow: unknown key in 'checkpoint' (did you mean 'stateRows'?); " +
        'known keys: intervals, stateRows -> [Help 1]')
assert !log.contains('\tat ')
assert !log.contains('Caused by')
return true
