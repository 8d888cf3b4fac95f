def target = new File(basedir, 'target')
def marker = 'This folder is written by the checkpoint-report Maven plugin, which replaces it as a whole on every run.\n' +
        'Without this file the plugin will not replace the folder.\n'
def folder = { String name, Map<String, String> files ->
    def dir = new File(target, name)
    assert dir.mkdirs()
    files.each { file, text -> new File(dir, file).text = text }
}
folder('.checkpoint-report.old-0f8fad5b-d9cb-469f-a165-70867728950e',
        ['.checkpoint-report': marker, 'report.json': '{"rows":1,"from":"the last good run"}'])
folder('.checkpoint-report.new-7c9e6679-7425-40de-944b-e07fc1f90ae7', ['.checkpoint-report': marker, 'index.html': '<html><bo'])
folder('.checkpoint-report.new-16fd2706-8baf-433b-82eb-8c7fada847da', ['thesis.tex': '\\chapter{Mine}'])
return true
