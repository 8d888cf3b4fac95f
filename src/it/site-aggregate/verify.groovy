import groovy.json.JsonSlurper

def site = new File(basedir, 'target/checkpoint-report-aggregate')
assert site.list().sort() == ['.checkpoint-report', 'assets', 'history.json', 'index.html', 'index.json', 'lesson',
        'timing']
assert new File(site, 'timing').list().sort() == ['lesson', 'roomy']

def index = new JsonSlurper().parse(new File(site, 'index.json'))
assert index.schemaVersion == 1
assert index.passed == true
assert index.scenarios*.name == ['lesson/checkpoint-report', 'timing/lesson', 'timing/roomy']
assert index.scenarios*.file == ['lesson/checkpoint-report.yml', 'timing/scenarios/lesson.yml', 'timing/scenarios/roomy.yml']
assert index.scenarios*.title == ['State in Stream Engines', 'Recovery in time', 'A roomy recovery objective']
assert index.scenarios*.report == ['lesson/checkpoint-report/index.html', 'timing/lesson/index.html', 'timing/roomy/index.html']
assert index.scenarios[2].recovery.verdict.met == true

def report = new JsonSlurper().parse(new File(site, 'timing/roomy/report.json'))
assert report.recovery.verdict.met == true
def html = new File(site, 'index.html').text
assert html.count('<li class="card"') == 3
// the cards grouped under each module's name (its <name>, else its artifactId), in the reactor's order
def groups = (html =~ /<h2 id="module-\d+">([^<]+)<\/h2>/).collect { it[1] }
assert groups == ['Lesson one: the cost of recovery', 'timing']
def lessonGroup = html.substring(html.indexOf('id="module-1"'), html.indexOf('id="module-2"'))
assert lessonGroup.count('<li class="card"') == 1 && lessonGroup.contains('<h3 id="scenario-1-title">')

// each module's own goal ran too: the lesson's report, and the timing module's own site
assert new File(basedir, 'lesson/target/checkpoint-report/report.json').isFile()
assert new File(basedir, 'timing/target/checkpoint-report/index.json').isFile()

def log = new File(basedir, 'build.log').text
assert log.contains('Checkpoint course of 3 scenarios written to ' + new File(site, 'index.html').canonicalPath)
assert log.contains('[INFO] Skipping the checkpoint report: no checkpoint-report.yml and no <scenarios> given.')
assert log.contains('BUILD SUCCESS')
return true
