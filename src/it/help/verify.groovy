def log = new File(basedir, 'build.log').text
assert log.contains('checkpoint-report:checkpoint-report')
assert log.contains('checkpoint-report:help')
assert log.contains('checkpoint-report:report')
['checkpoint.config', 'checkpoint.outputDirectory', 'checkpoint.skip', 'checkpoint.failOnSuboptimal'].each {
    assert log.contains("User property: ${it}") : "help does not document ${it}"
}
assert log.contains('The YAML scenario')
assert log.contains('BUILD SUCCESS')
return true
