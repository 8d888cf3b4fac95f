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
// the scrape goal's parameters are named as the docs and their properties name them: for, not the field's name
assert log =~ /(?m)^\s+for\R(?:\s{6,}\S.*\R)+?\s+User property: checkpoint\.scrape\.for\s*$/
assert !(log =~ /(?m)^\s+lasting\s*$/) : 'help names the field behind checkpoint.scrape.for'
assert log.contains('BUILD SUCCESS')
return true
