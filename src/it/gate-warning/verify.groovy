def log = new File(basedir, 'build.log').text
assert log.contains("[WARNING] checkpoint-report.yml:15: Checkpoint interval 6 is not optimal at failure probability 0.5: expected cost 672.7 rows, " +
        "but 'none' costs 600.0.")
assert log.contains('BUILD SUCCESS')
assert new File(basedir, 'target/checkpoint-report/report.json').isFile()
return true
