import groovy.json.JsonSlurper

assert !new File(basedir, 'pom.xml').exists()
def report = new JsonSlurper().parse(new File(basedir, 'target/checkpoint-report/report.json'))
assert report.title == 'State in Stream Engines'
assert report.rows == 2200
assert report.atFailure*.recomputed == [1600, 400, 0, 400, 0, 0]

// the default file, checkpoint-report.yml in the folder the goal runs in
def second = new JsonSlurper().parse(new File(basedir, 'second/report.json'))
assert second.title == 'The default file'
assert !new File(basedir, '${project.basedir}').exists()
assert new File(basedir, 'build.log').text.contains('BUILD SUCCESS')
return true
