// mvn site on the pins the documentation gives, word for word: Maven 3.8's default site plugin (3.3) crashes
// with "DocumentContent" missing, and an unpinned project-info-reports plugin is an "empty version" warning.
import groovy.json.JsonSlurper

def pom = new File(basedir, 'pom.xml').readLines()
def block = pom.subList(pom.indexOf('  <build>'), pom.indexOf('  </reporting>') + 1).collect { it.substring(2) }.join('\n')
def root = new File(basedir, '../../../..')
// the README links to these lines on the parameters page, which gives them whole
['src/site/markdown/parameters.md'].each {
    def text = new File(root, it).text
    assert text.contains('```xml\n' + block + '\n```') : "${it} does not give the lines of site-pinned/pom.xml:\n${block}"
}

def log = new File(basedir, 'build.log').text
// Maven 3.8 names the plugin in full, 3.9 by its prefix
assert log =~ /--- (maven-)?site(-plugin)?:3\.22\.0:site \(default-site\) @ site-pinned ---/
assert log.contains('--- maven-project-info-reports-plugin:3.9.0:index')
assert log =~ /--- checkpoint-report-maven-plugin:[^:]+:report/
assert !log.contains('has an empty version')
assert !log.contains('DocumentContent')
assert log.contains('BUILD SUCCESS')

def site = new File(basedir, 'target/site')
assert new File(site, 'project-reports.html').text.contains('<a href="checkpoint-report/index.html">Checkpoint report</a>')
def report = new JsonSlurper().parse(new File(site, 'checkpoint-report/report.json'))
assert report.rows == 2200
assert report.costs*.worstTotal == [2200, 1400, 1200, 1200, 1400, 2400]
assert report.decision.optimal == true
return true
