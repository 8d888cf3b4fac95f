def log = new File(basedir, 'build.log').text
def folder = new File(basedir, 'target/checkpoint-report').canonicalPath
def page = new File(folder, 'index.html').path
def count = { String text -> log.split(java.util.regex.Pattern.quote(text), -1).length - 1 }
assert count("Checkpoint report: ${page}") == 2
assert count("Checkpoint report ${page} is up to date: the scenario, templates, parameters and plugin are " +
        "unchanged (-Dcheckpoint.force=true writes it again).") == 1
assert count("Checkpoint interval 6 is not optimal at failure probability 0.5: expected cost 672.7 rows, " +
        "but 'none' costs 600.0. Interval 6 is the best for p in (0.611, 0.917].") == 3
assert count('BUILD FAILURE') == 3
assert !log.contains('\tat ')
assert new File(folder, '.checkpoint-report').text.contains('\nFAIL checkpoint-report.yml:15: Checkpoint interval 6 is not optimal')
return true
