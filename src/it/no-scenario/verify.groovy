def log = new File(basedir, 'build.log').text
def lines = log.readLines()
def warning = "[WARNING] Skipping the checkpoint report: no checkpoint-report.yml and no <scenarios> given. Write the " +
        "scenario to checkpoint-report.yml next to pom.xml, or list its files under <scenarios> in the plugin's " +
        "<configuration>. With -Dcheckpoint.failIfNoScenario=true this fails the build."
assert lines.count(warning) == 1
assert log.contains("No scenario (checkpoint.failIfNoScenario=true): no checkpoint-report.yml and no <scenarios> " +
        "given. Write the scenario to checkpoint-report.yml next to pom.xml, or list its files under <scenarios> in " +
        "the plugin's <configuration>.")
def notes = new File(basedir, 'notes')
def inNotes = { folder -> "[WARNING] Skipping the checkpoint report: no checkpoint-report.yml in ${folder}, a folder " +
        "with no pom.xml, and no -Dcheckpoint.scenarios given. Run the goal in the course's folder, next to its " +
        "pom.xml, or name the scenario with -Dcheckpoint.config=FILE. With -Dcheckpoint.failIfNoScenario=true this " +
        "fails the build." }
assert [notes.absolutePath, notes.canonicalPath].unique().sum { lines.count(inNotes(it)) } == 1
assert log.count('Skipping the checkpoint report') == 2
assert log.count('BUILD SUCCESS') == 2
assert log.count('BUILD FAILURE') == 1
assert !new File(basedir, 'target/checkpoint-report').exists()
assert !new File(notes, 'target/checkpoint-report').exists()
return true
