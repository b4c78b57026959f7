/// Path arithmetic on strings, without touching the disk.
enum PathRules {
    /// `base/path`, or `path` alone when it is absolute or `base` is empty or `.`; normalized.
    static func join(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") || base.isEmpty || base == "." {
            return normalize(path)
        }
        return normalize(base + "/" + path)
    }

    /// Removes `.` segments, folds `a/..`, and drops duplicate slashes; keeps leading `..` of relative paths.
    static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", absolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// The folder part of a path (`.` for a bare file name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last path component.
    static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Whether `path`, relative to the project folder, stays inside it.
    static func staysInside(_ path: String) -> Bool {
        let normalized = normalize(path)
        return !normalized.hasPrefix("/") && normalized != ".." && !normalized.hasPrefix("../")
    }
}
