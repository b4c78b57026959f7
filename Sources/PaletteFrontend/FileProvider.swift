import PaletteModel

/// Read-only access to input files, so readers stay pure: the driver passes the disk, tests pass memory.
///
/// Every read goes through `read(_:maxBytes:digest:)`, which refuses before reading anything: a path the
/// `FileAccessPolicy` does not allow (`PolicedFiles` asks it), a file that is not regular, a file over the size
/// limit. `contents(of:)` is a shortcut over it for providers that hold no special files.
public protocol FileProvider: Sendable {
    /// The bytes of the file at `path`, or `nil` if it cannot be read.
    func contents(of path: String) -> [UInt8]?
    /// The bytes of the regular file at `path` when it holds at most `maxBytes` (with their digest when `digest`),
    /// else why it was not read. A provider decides from the opened file, before reading a byte of it.
    func read(_ path: String, maxBytes: Int, digest: Bool) -> FileRead
    /// The bytes of the file at `path` and their `ContentDigest` (hex), or `nil` if it cannot be read: for a
    /// reader that keeps the digest (an image file), from a provider that may have taken it already.
    func contentsAndDigest(of path: String) -> (bytes: [UInt8], digest: String)?
    /// The names of the entries of the folder at `path`, sorted, or `nil` if it is not a readable folder.
    func entries(of path: String) -> [String]?
    /// The names inside the folder at `path` that are not UTF-8, so `entries(of:)` cannot give them, written with
    /// each byte that is not UTF-8 as `\xFF`, for a message.
    func undecodableEntries(of path: String) -> [String]
    /// Whether `path` is a folder.
    func isFolder(_ path: String) -> Bool
    /// The size in bytes of the file at `path`, when it can be known without reading it.
    func size(of path: String) -> Int?
    /// Why the file at `path` cannot be read, for a message: `no such file`, `it is a folder`, `permission
    /// denied`.
    func whyUnreadable(_ path: String) -> String
    /// The path with every symbolic link in it resolved, or `nil` when it names nothing: how the frontend tells
    /// that an image file named inside the project really lies outside it.
    func resolvedPath(_ path: String) -> String?
}

extension FileProvider {
    /// By default a read is what `contents(of:)` gives, checked against `maxBytes` after reading (a provider in
    /// memory holds its bytes already).
    public func read(_ path: String, maxBytes: Int, digest: Bool) -> FileRead {
        guard let bytes = contents(of: path) else {
            return isFolder(path) ? .folder : .unreadable(why: whyUnreadable(path))
        }
        guard bytes.count <= maxBytes else { return .tooLarge(size: bytes.count) }
        return .file(bytes, digest: digest ? ContentDigest(of: bytes).hex : nil)
    }

    /// By default the digest is taken of what `contents(of:)` gives.
    public func contentsAndDigest(of path: String) -> (bytes: [UInt8], digest: String)? {
        contents(of: path).map { ($0, ContentDigest(of: $0).hex) }
    }

    /// By default every name is UTF-8.
    public func undecodableEntries(of path: String) -> [String] { [] }

    /// By default sizes are not known in advance; readers then check the size of what they read.
    public func size(of path: String) -> Int? { nil }

    /// By default a path that is no folder is missing.
    public func whyUnreadable(_ path: String) -> String {
        isFolder(path) ? "it is a folder" : "no such file"
    }

    /// By default a provider has no symbolic links: a path is what it names.
    public func resolvedPath(_ path: String) -> String? {
        PathText.normalized(path)
    }
}

/// An in-memory file tree, for tests and for input given on standard input.
public struct MemoryFileProvider: FileProvider {
    /// File contents by path.
    public var files: [String: [UInt8]]
    /// Symbolic links by path: the link's target as written, relative to the link's folder unless absolute.
    public var links: [String: String] = [:]
    /// Files that are not regular, by path: what each is (`a FIFO`, `a character device`).
    public var specialFiles: [String: String] = [:]

    /// Creates a provider from file contents by path.
    public init(files: [String: [UInt8]]) {
        self.files = files
    }

    /// Creates a provider from file texts by path.
    public init(texts: [String: String]) {
        self.files = texts.mapValues { Array($0.utf8) }
    }

    /// The bytes of a file.
    public func contents(of path: String) -> [UInt8]? {
        guard !links.isEmpty else { return files[path] }
        return resolvedPath(path).flatMap { files[$0] }
    }

    /// A read of a file, a folder or a special file, after resolving links.
    public func read(_ path: String, maxBytes: Int, digest: Bool) -> FileRead {
        let real = links.isEmpty ? path : resolvedPath(path) ?? path
        if let kind = specialFiles[real] { return .notRegular(kind: kind) }
        guard let bytes = files[real] else {
            return isFolder(real) ? .folder : .unreadable(why: whyUnreadable(path))
        }
        guard bytes.count <= maxBytes else { return .tooLarge(size: bytes.count) }
        return .file(bytes, digest: digest ? ContentDigest(of: bytes).hex : nil)
    }

    /// The path with its links resolved, component by component (at most 40 links, as POSIX systems allow), or
    /// `nil` when it names no file or folder.
    public func resolvedPath(_ path: String) -> String? {
        var absolute = path.utf8.first == 0x2F
        var rest = PathText.normalized(path).split(separator: "/").map(String.init)
        var resolved: [String] = []
        var followed = 0
        while !rest.isEmpty {
            resolved.append(rest.removeFirst())
            let current = (absolute ? "/" : "") + resolved.joined(separator: "/")
            guard let target = links[current] else { continue }
            followed += 1
            guard followed <= 40 else { return nil }
            let joined = PathText.join(PathText.parent(current), target)
            absolute = joined.utf8.first == 0x2F
            rest = joined.split(separator: "/").map(String.init) + rest
            resolved = []
        }
        let result = PathText.normalized((absolute ? "/" : "") + resolved.joined(separator: "/"))
        return result == "." || files[result] != nil || specialFiles[result] != nil || isFolder(result) ? result : nil
    }

    /// The sorted names directly inside a folder.
    public func entries(of path: String) -> [String]? {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        var names = Set<String>()
        for file in files.keys where file.hasPrefix(prefix) {
            let rest = file.dropFirst(prefix.count)
            if let name = rest.split(separator: "/").first {
                names.insert(String(name))
            }
        }
        return names.isEmpty ? nil : names.sorted()
    }

    /// Whether some file lies below `path`.
    public func isFolder(_ path: String) -> Bool {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        return files.keys.contains { $0.hasPrefix(prefix) }
    }
}
