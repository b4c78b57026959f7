import PaletteFrontend
import PaletteModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A `FileProvider` that passes every question to another and keeps the paths of the files whose bytes it handed
/// out, so a build knows every file it read (a resolver's tokens files, the images), which its outputs may not be.
final class ReadLog: FileProvider, @unchecked Sendable {
    /// Where the answers come from.
    private let base: any FileProvider
    /// Guards `paths`.
    private let lock = Lock()
    /// The paths read, in the order first read, each once.
    private var paths: [String] = []
    /// The paths in `paths`.
    private var seen: Set<String> = []

    init(_ base: any FileProvider) {
        self.base = base
    }

    /// The files read so far, in the order first read.
    var read: [String] {
        lock.withLock { paths }
    }

    func contents(of path: String) -> [UInt8]? {
        note(path, base.contents(of: path))
    }

    func read(_ path: String, maxBytes: Int, digest: Bool) -> FileRead {
        let read = base.read(path, maxBytes: maxBytes, digest: digest)
        _ = note(path, read.bytes)
        return read
    }

    func contentsAndDigest(of path: String) -> (bytes: [UInt8], digest: String)? {
        let answer = base.contentsAndDigest(of: path)
        _ = note(path, answer?.bytes)
        return answer
    }

    func entries(of path: String) -> [String]? { base.entries(of: path) }
    func undecodableEntries(of path: String) -> [String] { base.undecodableEntries(of: path) }
    func isFolder(_ path: String) -> Bool { base.isFolder(path) }
    func size(of path: String) -> Int? { base.size(of: path) }
    func whyUnreadable(_ path: String) -> String { base.whyUnreadable(path) }
    func resolvedPath(_ path: String) -> String? { base.resolvedPath(path) }

    /// Keeps `path` when `bytes` were read from it; gives `bytes` back.
    private func note(_ path: String, _ bytes: [UInt8]?) -> [UInt8]? {
        if bytes != nil {
            lock.withLock {
                if seen.insert(path).inserted { paths.append(path) }
            }
        }
        return bytes
    }
}
