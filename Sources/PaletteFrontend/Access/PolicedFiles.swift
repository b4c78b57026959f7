/// A `FileProvider` that lets through only what `FileAccessPolicy` allows, and reads files within the file-size
/// limit: `PaletteLoader` reads everything through one, so no reader, detector or folder walk can reach past it.
///
/// A refused path reads as `FileRead.outsideProject`, lists no entries and has no size; the bytes of a refused
/// file are never asked of the base provider.
struct PolicedFiles: FileProvider {
    /// Where files really come from.
    private let base: any FileProvider
    /// The rule.
    let policy: FileAccessPolicy
    /// The policy's roots with their links resolved, once.
    private let realRoots: [String]
    /// The size limit of `contents(of:)`: the file-size limit.
    private let maxBytes: Int

    /// `base` under `policy`, reading files of at most `maxBytes`.
    init(_ base: any FileProvider, policy: FileAccessPolicy, maxBytes: Int) {
        self.base = base
        self.policy = policy
        self.realRoots = policy.realRoots(base.resolvedPath)
        self.maxBytes = maxBytes
    }

    /// The refusal of `path`, or `nil` when it may be read.
    func refusal(of path: String) -> FileRead? {
        policy.refusal(of: path, resolved: base.resolvedPath(path), realRoots: realRoots)
    }

    func read(_ path: String, maxBytes: Int, digest: Bool) -> FileRead {
        refusal(of: path) ?? base.read(path, maxBytes: maxBytes, digest: digest)
    }

    func contents(of path: String) -> [UInt8]? {
        read(path, maxBytes: maxBytes, digest: false).bytes
    }

    func contentsAndDigest(of path: String) -> (bytes: [UInt8], digest: String)? {
        guard case .file(let bytes, let digest?) = read(path, maxBytes: maxBytes, digest: true) else { return nil }
        return (bytes, digest)
    }

    func entries(of path: String) -> [String]? {
        refusal(of: path) == nil ? base.entries(of: path) : nil
    }

    func undecodableEntries(of path: String) -> [String] {
        refusal(of: path) == nil ? base.undecodableEntries(of: path) : []
    }

    func isFolder(_ path: String) -> Bool {
        base.isFolder(path)
    }

    func size(of path: String) -> Int? {
        refusal(of: path) == nil ? base.size(of: path) : nil
    }

    func whyUnreadable(_ path: String) -> String {
        refusal(of: path) == nil ? base.whyUnreadable(path) : DiagnosticMessage.outsideProject.text
    }

    func resolvedPath(_ path: String) -> String? {
        base.resolvedPath(path)
    }
}

extension DiagnosticMessage {
    /// Why a file the policy refuses cannot be read.
    fileprivate static let outsideProject = Self(text: "it lies outside the project")
}
