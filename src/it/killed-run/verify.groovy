def log = new File(basedir, 'build.log').text
def failures = log.readLines().findAll { it.startsWith('[ERROR] Failed to execute goal') }
assert failures.size() == 1
assert failures[0].contains(": checkpoint.stateRow: unknown key in 'checkpoint'")

def target = new File(basedir, 'target')
// the last good report is back in its place, the half-written folder is gone
assert new File(target, 'checkpoint-report/report.json').text == '{"rows":1,"from":"the last good run"}'
// and a folder that only looks like debris, without the plugin's marker, is left as it was
assert target.list().sort() == ['.checkpoint-report.new-16fd2706-8baf-433b-82eb-8c7fada847da', 'checkpoint-report']
assert new File(target, '.checkpoint-report.new-16fd2706-8baf-433b-82eb-8c7fada847da/thesis.tex').text == '\\chapter{Mine}'
return true
