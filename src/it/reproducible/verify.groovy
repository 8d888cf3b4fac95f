def first = new File(basedir, 'target/first')
def second = new File(basedir, 'target/second')
def files = { File root ->
    def names = []
    root.eachFileRecurse(groovy.io.FileType.FILES) { names << root.toPath().relativize(it.toPath()).toString() }
    names.sort()
}
assert files(first).contains('report.json')
assert files(first) == files(second)
// the marker's seen lines record each file's times and inode, which no two runs share; the rest is the same
def seen = { String line -> line.startsWith('seen ') }
files(first).each { name ->
    if (name == '.checkpoint-report') {
        def lines = { File root -> new File(root, name).readLines('UTF-8') }
        assert lines(first).findAll { !seen(it) } == lines(second).findAll { !seen(it) }
        def paths = { File root -> lines(root).findAll(seen).collect { it.split(' ', 6)[5] } }
        assert paths(first) == files(first) - name
        assert paths(second) == paths(first)
    } else {
        assert new File(first, name).bytes == new File(second, name).bytes : "${name} differs between two runs"
    }
}
return true
