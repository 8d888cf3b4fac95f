package dev.checkpointreport.folder;

import java.nio.file.Path;

/** Run by {@link FolderLockTest} in a second process: holds a folder's lock until its input closes. */
public final class HoldTheLock {

    private HoldTheLock() {
    }

    public static void main(String[] args) throws Exception {
        Path folder = Path.of(args[0]);
        try (FolderLock lock = FolderLock.acquire(folder, why -> new ReportFolderException(folder, why))) {
            System.out.println("holding");
            System.out.flush();
            while (System.in.read() >= 0) {
                // wait for the test to close this process's input
            }
        }
    }
}
