/// Path arithmetic on `/`-separated strings, without touching the disk: the one set of rules the driver and the
/// readers share.
///
/// - A path that starts with `/` is absolute. `""` is the current folder, as `.` is.
/// - Normalizing drops empty and `.` components, so duplicate and trailing slashes go, and folds `name/..`.
///   `..` right below `/` stays at `/` (`/../a` is `/a`); a relative path keeps its leading `..` (`a/../../b`
///   is `../b`). A relative path with nothing left is `.`.
/// - Every path these functions return is normalized; `parent` and `lastComponent` answer for the normalized
///   path, so `parent("a/b/..")` is `.` and `lastComponent("a/b/")` is `b`.
public enum PathText {
    /// `path` resolved against `folder`: `path` alone when it is absolute (`join("a", "/b")` is `/b`), else
    /// `folder/path`; normalized.
    public static func join(_ folder: String, _ path: String) -> String {
        if path.utf8.first == 0x2F || folder.isEmpty {
            return normalized(path)
        }
        return normalized(folder + "/" + path)
    }

    /// The path with empty and `.` components dropped and `name/..` folded (see the type's rules).
    public static func normalized(_ path: String) -> String {
        let absolute = path.utf8.first == 0x2F
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == "..", absolute {
                // The root is its own parent.
                continue
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// The folder that holds `path`: `a/b` for `a/b/c.json`, `.` for a bare name, `/` for `/` itself, and `..`
    /// for `.`.
    public static func parent(_ path: String) -> String {
        join(path, "..")
    }

    /// The file name without folders and extensions: `Base` for `Palettes/Base.plist`, `Theme` for
    /// `App/Theme.bundle`; a name that starts with `.` keeps it.
    public static func baseName(_ path: String) -> String {
        let file = lastComponent(path)
        if let dot = file.firstIndex(of: "."), dot != file.startIndex {
            return String(file[..<dot])
        }
        return file
    }

    /// The last component of the normalized path: `c.json` for `a/b/c.json`, `b` for `a/b/`; `/`, `.` or `..`
    /// when the path is nothing else.
    public static func lastComponent(_ path: String) -> String {
        let path = normalized(path)
        guard path != "/", let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Whether the normalized `path` is `folder` or below it (both relative, or both absolute); nothing is resolved.
    public static func path(_ path: String, isInside folder: String) -> Bool {
        let path = normalized(path)
        let folder = normalized(folder)
        if folder == "." { return staysInside(path) }
        if folder == "/" { return path.utf8.first == 0x2F }
        return path == folder || path.hasPrefix(folder + "/")
    }

    /// Whether a path relative to a folder stays inside it: not absolute, and no `..` left after normalizing.
    public static func staysInside(_ path: String) -> Bool {
        let path = normalized(path)
        return path.utf8.first != 0x2F && path != ".." && !path.hasPrefix("../")
    }
}
