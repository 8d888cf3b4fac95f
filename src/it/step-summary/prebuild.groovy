// what an earlier step of the job wrote to the summary, which the goal must keep
new File(basedir, 'step-summary.md').text = '## Tests\n\n12 passed\n'
return true
