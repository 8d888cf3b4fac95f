def out = new File(basedir, 'target/checkpoint-report')
def html = new File(out, 'index.html').text
// the course's summary replaced the plugin's ...
assert html.contains('<p class="course-brand">Data Engineering and MLOps, lesson 000</p>')
assert html.contains('Week 5: State in Stream Engines')
assert !html.contains('Gate: pass')
// ... and every other template is still the plugin's, with the lesson's numbers
assert html.contains('Rows recomputed after a failure in 2026-09')
assert html.contains('927.3')
assert new File(out, 'assets/report.css').isFile()

def log = new File(basedir, 'build.log').text
def broken = new File(basedir, 'broken/summary.ftlh').canonicalPath
def failure = log.readLines().find { it.startsWith('[ERROR] Failed to execute goal') }
assert failure.contains("Report template ${broken}, line 2, column ")
assert failure.endsWith(' -> [Help 1]')
assert !log.contains('\tat ')
// the broken run kept the branded report of the first run
assert new File(out, 'index.html').text == html
return true
