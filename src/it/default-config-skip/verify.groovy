def log = new File(basedir, 'build.log').text
def skipped = { folder -> "[INFO] Skipping the checkpoint report: no " +
        new File(basedir, "${folder}checkpoint-report.yml").absolutePath + " and no <scenarios> given." }
assert log.count(skipped('')) == 1
assert log.count(skipped('no-scenario/')) == 1
assert log.count('Skipping the checkpoint report') == 2
assert !new File(basedir, 'target/checkpoint-report').exists()
assert !new File(basedir, 'no-scenario/target/checkpoint-report').exists()
assert new File(basedir, 'with-scenario/target/checkpoint-report/report.json').isFile()
assert log.contains(new File(basedir, 'explicit-missing/checkpoint-report.yml').absolutePath + ': the configuration ' +
        'file does not exist; create it or point -Dcheckpoint.config at the scenario file')
assert log.contains('BUILD FAILURE')
return true
