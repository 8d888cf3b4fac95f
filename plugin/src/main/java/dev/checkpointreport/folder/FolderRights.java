package dev.checkpointreport.folder;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.AclFileAttributeView;
import java.nio.file.attribute.GroupPrincipal;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.Set;

/**
 * Who may read a folder the report replaces: its mode (with the set-group-ID bit, through which its files
 * take its group), its group, and its access-control list where the file system shows one to Java (Windows;
 * Linux's POSIX ACLs are not visible to Java, and the new folder takes its parent's default ACL, as the old
 * one did). They pass to the new folder before its first file is written, so its files take them up as the
 * old folder's did: a course that set its folder's rules for its web server keeps them.
 */
final class FolderRights {
    private static final int PERMISSION_BITS = 07777;

    private FolderRights() {
    }

    /** Gives {@code to}, a folder just made, the mode, group and ACL of {@code from}. */
    static void copy(Path from, Path to) throws IOException {
        Set<String> views = from.getFileSystem().supportedFileAttributeViews();
        if (views.contains("posix")) {
            PosixFileAttributeView source = view(from, PosixFileAttributeView.class);
            PosixFileAttributeView target = view(to, PosixFileAttributeView.class);
            GroupPrincipal group = source.readAttributes().group();
            if (!group.equals(target.readAttributes().group())) {
                try {
                    target.setGroup(group);
                } catch (IOException e) {
                    if (Replaceable.isDenied(e)) {
                        throw Replaceable.denied(from, "this user cannot give the new report its group "
                                + group.getName() + ", which is not one of this user's groups");
                    }
                    throw e;
                }
            }
            if (views.contains("unix")) {
                int mode = (Integer) Files.getAttribute(from, "unix:mode", LinkOption.NOFOLLOW_LINKS);
                Files.setAttribute(to, "unix:mode", mode & PERMISSION_BITS, LinkOption.NOFOLLOW_LINKS);
            } else {
                target.setPermissions(source.readAttributes().permissions());
            }
        }
        if (views.contains("acl")) {
            view(to, AclFileAttributeView.class).setAcl(view(from, AclFileAttributeView.class).getAcl());
        }
    }

    private static <V extends java.nio.file.attribute.FileAttributeView> V view(Path path, Class<V> type) {
        return Files.getFileAttributeView(path, type, LinkOption.NOFOLLOW_LINKS);
    }
}
