def first = new File(basedir, 'target/first')
def second = new File(basedir, 'target/second')
def files = { File root ->
    def names = []
    root.eachFileRecurse(groovy.io.FileType.FILES) { names << root.toPath().relativize(it.toPath()).toString() }
    names.sort()
}
assert files(first).contains('report.json')
assert files(first) == files(second)
files(first).each { name ->
    assert new File(first, name).bytes == new File(second, name).bytes : "${name} differs between two runs"
}
return true
