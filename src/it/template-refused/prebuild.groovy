import java.nio.file.Files
import java.nio.file.Paths

Files.createSymbolicLink(new File(basedir, 'linked/assets/report.css').toPath(), Paths.get('/etc/passwd'))
def mkfifo = ['mkfifo', new File(basedir, 'fifo/summary.ftlh').path].execute()
assert mkfifo.waitFor() == 0
return true
