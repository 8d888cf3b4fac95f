import java.nio.file.Files

// a link in the course that points at the user's docs/ folder
Files.createSymbolicLink(new File(basedir, 'course/docs-link').toPath(), new File(basedir, 'course/docs').toPath())

// the SHA-256 of every file of the user's, for verify.groovy to compare against
def hashes = new StringBuilder()
basedir.eachFileRecurse(groovy.io.FileType.FILES) { file ->
    def digest = java.security.MessageDigest.getInstance('SHA-256').digest(file.bytes).encodeHex()
    hashes << basedir.toPath().relativize(file.toPath()) << ' ' << digest << '\n'
}
new File(basedir, 'hashes.txt').text = hashes.toString()
return true
