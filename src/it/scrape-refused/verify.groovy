def log = new File(basedir, 'build.log').text
def failures = log.readLines().findAll { it.startsWith('[ERROR] Failed to execute goal') }
        .collect { it.substring(it.indexOf(': checkpoint.scrape.') + 2) }
assert failures == [
        "checkpoint.scrape.url: expected an http or https URL of the JobManager, found 'ftp://jobmanager:8081' -> [Help 1]",
        "checkpoint.scrape.server: settings.xml has no <server> with the id 'no-such-server'; add one with the " +
                "JobManager's credential, or leave the parameter out -> [Help 1]",
        "checkpoint.scrape.prometheus: expected an http or https URL of Prometheus, found 'ftp://prometheus:9090' " +
                "-> [Help 1]",
]
assert !log.contains('\tat ')
assert !new File(basedir, 'data').exists()
return true
