import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def failures = log.readLines().findAll { it.startsWith('[ERROR] Failed to execute goal') }
assert failures.size() == 2
// each failure is one line that ends with Maven's help link: no continuation lines, no stack trace
failures.each { assert it.endsWith(' -> [Help 1]') }
assert failures[0].contains(": bad.yml:13: checkpoint.stateRow: unknown key in 'checkpoint' (did you mean 'stateRows'?); " +
        "known keys: intervals, stateRows -> [Help 1]")
assert failures[1].contains(": malformed.yml:13: malformed YAML: the '[' on this line opens a list that is never closed; " +
        "end the list with ']' -> [Help 1]")
assert log.contains('BUILD FAILURE')
assert !log.contains('\tat ')
assert !log.contains('Caused by')

// the report of the first, good run is still there, whole
def out = new File(basedir, 'target/checkpoint-report')
def report = new JsonSlurper().parse(new File(out, 'report.json'))
assert report.rows == 2200
assert new File(out, 'index.html').text.contains('State in Stream Engines')
assert out.parentFile.list().findAll { it.startsWith('.checkpoint-report') } == []
return true
