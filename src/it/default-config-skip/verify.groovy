def log = new File(basedir, 'build.log').text
// the parent POM and the module that only inherits the goal: the same quiet line, the file named from each project
assert log.count('[INFO] Skipping the checkpoint report: no checkpoint-report.yml and no <scenarios> given.') == 2
assert log.count('Skipping the checkpoint report') == 2
assert !log.contains('[WARNING] Skipping')
assert !new File(basedir, 'target/checkpoint-report').exists()
assert !new File(basedir, 'no-scenario/target/checkpoint-report').exists()
assert new File(basedir, 'with-scenario/target/checkpoint-report/report.json').isFile()
assert log.contains('on project explicit-missing: checkpoint-report.yml: the configuration ' +
        'file does not exist; create it or point -Dcheckpoint.config at the scenario file')
assert log.contains('BUILD FAILURE')
return true
