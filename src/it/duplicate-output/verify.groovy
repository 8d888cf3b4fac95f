import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def inModule = new File(basedir, 'one/target/checkpoint-report').canonicalPath
assert log.contains("Two executions would write the checkpoint report to ${inModule}: execution 'lesson-a' (goal " +
        "checkpoint-report) of module dev.checkpointreport.it:one and execution 'lesson-b' (goal checkpoint-report) of " +
        "module dev.checkpointreport.it:one; give each its own <outputDirectory>, or list both scenarios in one " +
        "execution's <scenarios>")
def shared = new File(basedir, 'shared-report').canonicalPath
assert log.contains("Two executions would write the checkpoint report to ${shared}: execution 'shared' (goal " +
        "checkpoint-report) of module dev.checkpointreport.it:two and execution 'shared' (goal checkpoint-report) of " +
        "module dev.checkpointreport.it:three; give each its own <outputDirectory>")
// the first of each pair wrote its report; the second wrote nothing over it
assert new JsonSlurper().parse(new File(inModule, 'report.json')).title == 'State in Stream Engines'
assert new File(shared, 'report.json').isFile()
assert log.contains('BUILD FAILURE')
assert !log.contains('\tat ')
return true
