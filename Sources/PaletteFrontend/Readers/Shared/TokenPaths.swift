/// The paths of the groups and tokens of token files, as a tree: each path is one segment under its parent's
/// path, so a group's members share its path instead of copying it, and a dotted key is joined only when one is
/// needed.
///
/// A name holding dots (Style Dictionary allows them) is stored as its dot-separated segments, so two paths are
/// one `Path` exactly when their dot-joined keys are equal strings: `{"a.b": …}` and `{"a": {"b": …}}` both name
/// `a.b`. Tokens of several files read into one table (a resolver's sets, a Style Dictionary file and its
/// variants) are merged by `Path`, without building or hashing their keys.
struct TokenPaths {
    /// One path: an index into the table.
    typealias Path = Int

    /// A segment under its parent path.
    private struct Child: Hashable {
        /// The parent path.
        var parent: Path
        /// The segment, without dots.
        var segment: String
    }

    /// The empty path, a file's root group.
    static let root: Path = 0

    /// Each path's parent (`-1` for the root).
    private var parents: [Path] = [-1]
    /// Each path's last segment (empty for the root).
    private var segments: [String] = [""]
    /// Each path's first segment's path (the root's is the root).
    private var tops: [Path] = [0]
    /// Each path's key length in UTF-8 bytes, so a key is joined into storage reserved once.
    private var lengths: [Int] = [0]
    /// The paths by parent and segment.
    private var children: [Child: Path] = [:]

    /// The path of member `name` of the group at `parent`, added if it is new.
    mutating func child(_ name: String, of parent: Path) -> Path {
        guard name.utf8.contains(UInt8(ascii: ".")) else { return segment(name, of: parent) }
        var path = parent
        for part in Self.segments(of: name) { path = segment(String(part), of: path) }
        return path
    }

    /// The path a dotted key names, if a file read into the table has it.
    func path(ofKey key: String) -> Path? {
        var path = Self.root
        for part in Self.segments(of: key) {
            guard let next = children[Child(parent: path, segment: String(part))] else { return nil }
            path = next
        }
        return path
    }

    /// The dot-joined key of a path (`color.text.primary`).
    func key(_ path: Path) -> String {
        var chain: [Path] = []
        var current = path
        while current > Self.root {
            chain.append(current)
            current = parents[current]
        }
        var key = ""
        key.reserveCapacity(lengths[path])
        for (position, part) in chain.reversed().enumerated() {
            if position > 0 { key += "." }
            key += segments[part]
        }
        return key
    }

    /// Whether the path's key starts with `prefix` and a dot: whether its first segment is `prefix` and it has more.
    func isInside(_ prefix: String, _ path: Path) -> Bool {
        path > Self.root && parents[path] > Self.root && segments[tops[path]] == prefix
    }

    /// The path of one segment (no dots) under `parent`, added if it is new.
    private mutating func segment(_ segment: String, of parent: Path) -> Path {
        let child = Child(parent: parent, segment: segment)
        if let existing = children[child] { return existing }
        let path = parents.count
        parents.append(parent)
        segments.append(segment)
        tops.append(parent == Self.root ? path : tops[parent])
        lengths.append(parent == Self.root ? segment.utf8.count : lengths[parent] + 1 + segment.utf8.count)
        children[child] = path
        return path
    }

    /// The dot-separated parts of a name, split at each `.` scalar (a dot followed by a combining mark is still a
    /// separator, as it is in the joined key).
    private static func segments(of name: String) -> [Substring] {
        name.unicodeScalars.split(separator: ".", omittingEmptySubsequences: false).map { Substring($0) }
    }
}
