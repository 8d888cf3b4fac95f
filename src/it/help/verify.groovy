def log = new File(basedir, 'build.log').text
// goalPrefix 'checkpoint': the help lists the goals as users type them
assert log.contains('checkpoint:checkpoint-report')
assert log.contains('checkpoint:help')
assert log =~ /(?m)^\s*checkpoint:report\s*$/
assert !log.contains('checkpoint-report:help') : 'the old prefix checkpoint-report is gone'
['checkpoint.config', 'checkpoint.outputDirectory', 'checkpoint.skip', 'checkpoint.failOnGate',
        'checkpoint.scenarios', 'checkpoint.aggregate.outputDirectory'].each {
    assert log.contains("User property: ${it}") : "help does not document ${it}"
}
assert log.contains('The YAML scenario')
assert log.contains('BUILD SUCCESS')
return true
