import groovy.json.JsonSlurper

def course = new File(basedir, 'course').canonicalFile
def log = new File(basedir, 'build.log').text
def failures = log.readLines().findAll { it.startsWith('[ERROR] Failed to execute goal') }
def rule = '; the report replaces its folder as a whole, so it needs a missing or empty folder, or one it wrote' +
        '; point -Dcheckpoint.outputDirectory at another folder -> [Help 1]'
def refused = { String folder, String why -> "on project folder-refused: Refusing to write the report to ${folder}: ${why}${rule}" }
def expected = [
        refused("${course}/docs", 'it holds files the plugin did not write (CNAME, assets, index.md)'),
        refused("${course}", "it is the project's folder"),     // "." arrives as the project's folder
        refused("${course}", "it is the project's folder"),     // and so does an empty value
        refused("${basedir.canonicalFile}", "it holds the project's folder, ${course}"),
        refused("${course}/pom.xml", 'it is a file'),
        refused("${course}/docs-link (a link to ${course}/docs)", 'it holds files the plugin did not write (CNAME, assets, index.md)'),
]
assert failures.size() == expected.size()
[failures, expected].transpose().each { line, end -> assert line.endsWith(end.toString()) }
assert !log.contains('\tat ')
assert !log.contains('Caused by')
assert !(log =~ /java\.\w+\.\S*Exception/)

// every file of the user's is byte for byte as it was before the first run
def before = new File(basedir, 'hashes.txt').readLines()
def after = []
basedir.eachFileRecurse(groovy.io.FileType.FILES) { file ->
    def name = basedir.toPath().relativize(file.toPath()).toString()
    if (!(name in ['build.log', 'hashes.txt']) && !name.startsWith('course/site/')) {
        after << "${name} ${java.security.MessageDigest.getInstance('SHA-256').digest(file.bytes).encodeHex()}".toString()
    }
}
assert after.sort() == before.findAll { !it.startsWith('build.log ') }.sort()
assert java.nio.file.Files.isSymbolicLink(new File(course, 'docs-link').toPath())

// the two runs into site/ passed: the second replaced the folder the first one wrote
assert log.count('BUILD SUCCESS') == 2
def site = new File(course, 'site')
assert new JsonSlurper().parse(new File(site, 'report.json')).rows == 2200
assert site.list().sort() == ['.checkpoint-report', 'assets', 'index.html', 'report.json']
assert course.list().findAll { it.startsWith('.site') } == []
return true
