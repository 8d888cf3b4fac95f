// a JSON file that is not a history: the course's index.json shape
new File(basedir, 'index.json').text = '{"schemaVersion":1,"passed":true,"scenarios":[]}'
return true
