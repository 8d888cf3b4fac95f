def log = new File(basedir, 'build.log').text
def failures = log.readLines().findAll { it.startsWith('[ERROR] Failed to execute goal') }
        .collect { it.substring(it.indexOf('Report template ')) }
def path = { new File(basedir, it).absolutePath }
// the page overflows at one of the loop body's three instructions, <p>, ${i} or </p>: which one depends on
// how long the built-in part of the page is
def flood = java.util.regex.Pattern.quote("Report template ${path('flood/summary.ftlh')}, line 2, column ") +
        '(27|30|34): the page grew past 67,108,864 characters, the limit; a loop or a value written here is more than a page can ' +
        'hold -> \\[Help 1\\]'
assert failures.size() == 4
assert failures[3] ==~ flood
assert failures.take(3) == [
        "Report template ${path('linked/assets/report.css')}: is a link to /etc/passwd, outside the template " +
                "directory; copy the file into ${path('linked')} instead -> [Help 1]",
        "Report template ${path('fifo/summary.ftlh')}: is not a regular file but a device, FIFO or socket; put a " +
                "text file here -> [Help 1]",
        "Report template ${path('recursive/summary.ftlh')}, line 1, column 35: instructions nest deeper than 1000 " +
                "levels, the limit; a macro or function that calls itself needs a condition that ends the calls -> [Help 1]",
]*.toString()
assert !log.contains('\tat ')

// the first run's report is the one still published: the built-in page and style sheet, nothing of /etc/passwd
def out = new File(basedir, 'target/checkpoint-report')
assert new File(out, 'index.html').text.contains('927.3')
def css = new File(out, 'assets/report.css').text
assert css == new File(basedir, '../../../../report-templates/src/main/resources/dev/checkpointreport/templates/assets/report.css').text
assert !css.contains('root:')
return true
