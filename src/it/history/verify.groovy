import groovy.json.JsonSlurper

def site = new File(basedir, 'target/checkpoint-report')
def history = new JsonSlurper().parse(new File(site, 'history.json'))
assert history.format == 'checkpoint-report history'
assert history.formatVersion == 1
assert history.builds*.commit == ['1' * 40, '2' * 40, '3' * 40]
assert history.builds*.scenarios*.name == [['lesson'], ['lesson'], ['lesson']]
assert history.builds[2].scenarios[0].breakEvens*.probability == ['11/18', '11/12']

def log = new File(basedir, 'build.log').text
def refused = 'index.json: is not a checkpoint-report history (it lacks "format": "checkpoint-report history");' +
        " nothing was written: point -Dcheckpoint.history at the course's own history.json, or leave it out to" +
        ' start a new history'
assert log.contains('[ERROR] Failed to execute goal') && log.contains(refused)
assert log.readLines().count { it.contains(refused) } >= 1
// the index draws the three builds
assert new File(site, 'index.html').text.count('<tr><th scope="row">') == 3
return true
