/// A `FileProvider` that reads each file from another provider at most once and keeps what it read.
///
/// Loading one input asks for the same file several times: the native probe, format detection, a readability
/// check, the reader, and the source kept for quoting diagnostics. Through this provider the disk sees one read,
/// and the bytes the diagnostics quote are the bytes the reader parsed.
///
/// A class, since `FileProvider`'s requirements do not mutate and each read must be remembered. It is `Sendable`
/// only to satisfy `FileProvider`: `PaletteLoader` makes one per input, uses it on one thread and never lets it
/// escape.
final class ReadOnceFiles: FileProvider, @unchecked Sendable {
    /// Where files really come from.
    private let base: any FileProvider
    /// Every answer to `read(_:maxBytes:digest:)` so far (a refusal too), by path.
    private var answers: [String: FileRead] = [:]
    /// The size limit `contents(of:)` reads with.
    private let maxBytes: Int

    /// Reads through `base`.
    init(_ base: any FileProvider, maxBytes: Int) {
        self.base = base
        self.maxBytes = maxBytes
    }

    /// The bytes of a file, from `base` the first time it is asked for.
    func contents(of path: String) -> [UInt8]? {
        read(path, maxBytes: maxBytes, digest: false).bytes
    }

    /// A file, or why it cannot be read, from `base` the first time it is asked for (with the first `maxBytes`
    /// asked: every read of one input uses the file-size limit).
    func read(_ path: String, maxBytes: Int, digest: Bool) -> FileRead {
        if let known = answers[path], known.digest != nil || !digest { return known }
        let answer = base.read(path, maxBytes: maxBytes, digest: digest)
        answers[path] = answer
        return answer
    }

    /// Every file read so far, by path: the input and whatever its reader read besides (a resolver's `$ref`s, a
    /// token set's other files), so the diagnostics in any of them quote their lines.
    var filesRead: [String: [UInt8]] {
        answers.compactMapValues(\.bytes)
    }

    /// The names of a folder that are not UTF-8, from `base`.
    func undecodableEntries(of path: String) -> [String] {
        base.undecodableEntries(of: path)
    }

    /// Where a path leads, from `base`.
    func resolvedPath(_ path: String) -> String? {
        base.resolvedPath(path)
    }

    /// The entries of a folder, from `base`.
    func entries(of path: String) -> [String]? {
        base.entries(of: path)
    }

    /// Whether `path` is a folder, from `base`.
    func isFolder(_ path: String) -> Bool {
        base.isFolder(path)
    }

    /// The size of a file, from `base`, so size limits are still checked before a file is read.
    func size(of path: String) -> Int? {
        base.size(of: path)
    }

    /// Why a file cannot be read, from `base`.
    func whyUnreadable(_ path: String) -> String {
        base.whyUnreadable(path)
    }
}
