import groovy.json.JsonSlurper

def site = new File(basedir, 'target/checkpoint-report')
assert site.list().sort() == ['.checkpoint-report', 'assets', 'history.json', 'index.html', 'index.json', 'lesson',
        'tight']

def index = new JsonSlurper().parse(new File(site, 'index.json'))
assert index.schemaVersion == 1
assert index.passed == false
assert index.scenarios*.name == ['lesson', 'tight']
assert index.scenarios*.file == ['scenarios/lesson.yml', 'scenarios/tight.yml']
assert index.scenarios*.report == ['lesson/index.html', 'tight/index.html']
assert index.scenarios*.passed == [true, false]
assert index.scenarios[0].best*.interval == [4, 6, 'none', 'none']
assert index.scenarios[0].recovery == null
assert index.scenarios[1].recovery.verdict.met == false

def lesson = new JsonSlurper().parse(new File(site, 'lesson/report.json'))
assert lesson.title == 'State in Stream Engines'
assert lesson.atFailure*.recomputed == [1600, 400, 0, 400, 0, 0]
def tight = new JsonSlurper().parse(new File(site, 'tight/report.json'))
assert tight.title == 'A tight recovery objective'
assert tight.recovery.verdict.met == false
// one copy of the assets, at the course's root, which each scenario's page links a folder up
assert new File(site, 'tight/index.html').text.contains('src="../assets/recovery.js"')
assert new File(site, 'tight').list().sort() == ['index.html', 'report.json']
assert new File(site, 'assets/recovery.js').isFile()

def page = new File(site, 'index.html').text
assert page.count('<li class="card"') == 2
assert page.contains('<a href="lesson/index.html">State in Stream Engines</a>')
assert page.contains('<a href="tight/index.html">A tight recovery objective</a>')

def log = new File(basedir, 'build.log').text
def indexPage = new File(site, 'index.html').canonicalPath
assert log.count('Checkpoint course of 2 scenarios written to ' + indexPage) == 1
assert log.count('Checkpoint course ' + indexPage + ' is up to date: its 2 scenarios, templates, parameters and ' +
        'plugin are unchanged (-Dcheckpoint.force=true writes it again).') == 2
// both scenarios' decisions pass, said once per build
assert log.count('Checkpoint interval 6 is optimal at failure probability 0.75') == 6
def failure = 'tight: scenarios/tight.yml:15: Checkpoint interval 6 misses the recovery objective of 10m 00s: its worst ' +
        'recovery, after a failure in 2026-12, takes 12m 11s (detection 30.0 s, restore 0.065 ms, replay 3m 24s, ' +
        'catch-up 8m 17s). The cheapest interval that meets it is 4.'
assert log.count(failure) == 3
assert !log.contains('[ERROR] lesson: ')
assert log.count('[INFO] lesson: scenarios/lesson.yml:15: Checkpoint interval 6 is optimal') == 3
assert log.count('BUILD FAILURE') == 3
assert log.readLines().count("[WARNING] Skipping the checkpoint report: no checkpoint-report.yml and no <scenarios> " +
        "given to this run (execution 'default-cli'). The <scenarios> in the <execution> 'default' apply only when " +
        "that execution runs in its phase (mvn verify); for mvn checkpoint:checkpoint-report put <scenarios> in the " +
        "plugin's <configuration>, outside <executions>, or pass -Dcheckpoint.scenarios=scenarios/*.yml. With " +
        '-Dcheckpoint.failIfNoScenario=true this fails the build.') == 1
assert log.count('BUILD SUCCESS') == 1
assert !log.contains('\tat ')
return true
