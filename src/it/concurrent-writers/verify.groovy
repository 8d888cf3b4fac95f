import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
assert log.count('Using the MultiThreadedBuilder implementation with a thread count of 4') == 10
assert log.count('BUILD FAILURE') == 10
assert !log.contains('\tat ')
assert !(log =~ /Exception:/)
// each build, one module writes the report, or finds it up to date when the same module wrote it the build before
def page = new File(basedir, 'site/index.html').canonicalPath
def written = log.count("[INFO] Checkpoint report: ${page}")
def kept = log.count("[INFO] Checkpoint report ${page} is up to date: ")
assert written >= 1
assert written + kept == 10
assert log.count('[ERROR] Failed to execute goal') == 30
def site = new File(basedir, 'site')
assert log.count("Two executions would write the checkpoint report to ${site.canonicalPath}: execution 'default' (goal " +
        "checkpoint-report) of module dev.checkpointreport.it:m") == 30

// one whole report, from one of the modules, and no debris, lock or moved-aside folder beside it
assert site.list().sort() == ['.checkpoint-report', 'assets', 'index.html', 'report.json']
def report = new JsonSlurper().parse(new File(site, 'report.json'))
assert report.title in ['Module m1', 'Module m2', 'Module m3', 'Module m4']
assert new File(site, 'index.html').text.contains(report.title)
assert basedir.list().findAll { it.startsWith('.site') } == []
return true
