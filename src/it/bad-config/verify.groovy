import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def bad = new File(basedir, 'bad.yml').canonicalFile
assert log.contains("${bad}:13: checkpoint.stateRow: unknown key in 'checkpoint' (did you mean 'stateRows'?); " +
        "known keys: intervals, stateRows")
assert log.contains('BUILD FAILURE')
assert !log.contains('\tat ')
assert !log.contains('Caused by')
assert !log.contains('ConfigException')

// the report of the first, good run is still there, whole
def out = new File(basedir, 'target/checkpoint-report')
def report = new JsonSlurper().parse(new File(out, 'report.json'))
assert report.rows == 2200
assert out.parentFile.list().findAll { it.startsWith('.checkpoint-report') } == []
return true
