def log = new File(basedir, 'build.log').text
assert log.contains('Skipping the checkpoint report (checkpoint.skip=true).')
assert log.contains('BUILD SUCCESS')
assert !new File(basedir, 'target/checkpoint-report').exists()
return true
