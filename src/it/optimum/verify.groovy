import groovy.json.JsonSlurper

// δ = 13056 B / 1000 B/s, the longest snapshot (worker 2's 204 entries of 64 bytes); M = 3600 s
def optimum = new JsonSlurper().parse(new File(basedir, 'target/checkpoint-report/report.json')).optimum
assert optimum.snapshot == 13.056
assert optimum.mtbf == 3600.0
assert Math.abs(optimum.young - 306.5994) < 5e-5     // √(2 × 13.056 × 3600)
assert Math.abs(optimum.daly - 297.9572) < 5e-5
assert Math.abs(optimum.exact - 297.9579) < 5e-5
assert Math.abs(optimum.probability - 0.0165285) < 1e-7   // 1 − e^(−60/3600)
assert optimum.best == 'none'
assert optimum.nearest == 4
assert optimum.agree == false

new File(basedir, 'target/checkpoint-report/index.html').text.with { html ->
    assert html.contains('<td class="num" data-label="interval">5m 07s</td><td class="num" data-label="periods">5.11</td>')
    assert html.contains('<td class="num" data-label="interval">4m 58s</td><td class="num" data-label="periods">4.97</td>')
    assert html.contains('p = 1 − e^(−T/M) = 0.0165 per period')
    assert html.contains('They differ: the exact optimum, 4m 58s, is nearest interval 4 (4m 00s), but at p = 0.0165 '
            + 'per period, which an MTBF of 1h 00m implies, the discrete model picks no checkpoint')
}
// apfloat's clean-up at exit is off: nothing fails after the build
def log = new File(basedir, 'build.log').text
assert !log.contains('Exception')
return true
