import Dispatch
import PaletteCompiler
import PaletteFrontend
import PaletteModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The disk, for readers, noting every question asked of it and the answer, so a `BuildRecord` can later ask
/// them again and tell whether a build would read the same inputs.
final class RecordingFileProvider: FileProvider, @unchecked Sendable {
    /// The disk.
    private let disk = DiskFileProvider()
    /// Guards `asked`.
    private let lock = Lock()
    /// The questions so far, in order, with their answers.
    private var asked: [BuildRecord.Fact] = []
    /// Whether a file's contents are noted by their SHA-256, or only as read (`BuildRecord.notDigested`): for a
    /// build that can be neither recorded nor watched, which need not pay for SHA-256.
    private var digesting = true
    /// The SHA-256 digests still being worked out, each on a thread of its own beside the readers (a large input
    /// would otherwise keep its reader waiting); `facts` waits for them.
    private let digestsPending = DispatchGroup()

    /// A provider that has been asked nothing yet.
    init() {}

    /// From now on, notes the contents read by their SHA-256 only when `digest` is set.
    func digestContents(_ digest: Bool) {
        lock.withLock { digesting = digest }
    }

    /// The questions asked so far, each once, in the order first asked.
    var facts: [BuildRecord.Fact] {
        digestsPending.wait()
        return lock.withLock {
            var seen: Set<BuildRecord.Fact> = []
            return asked.filter { seen.insert($0).inserted }
        }
    }

    /// Reads a file through the disk, noting the SHA-256 of what it read (`read(_:maxBytes:digest:)`).
    func contents(of path: String) -> [UInt8]? {
        read(path, maxBytes: Int.max, digest: false).bytes
    }

    /// Reads a file through the disk, noting its SHA-256 for the record, and gives the reader its `ContentDigest`
    /// (what an image's copies are told apart by; the record, which decides that nothing changed, keeps SHA-256).
    func contentsAndDigest(of path: String) -> (bytes: [UInt8], digest: String)? {
        guard case .file(let bytes, let digest?) = read(path, maxBytes: Int.max, digest: true) else { return nil }
        return (bytes, digest)
    }

    /// Reads a file through the disk within `maxBytes` (with its `ContentDigest` when `digest` is set, for the
    /// reader), noting the SHA-256 of what it read for the record; a refused file is noted as unread, and is only
    /// ever refused in a failing build, which is never recorded.
    func read(_ path: String, maxBytes: Int, digest: Bool) -> FileRead {
        let read = disk.read(path, maxBytes: maxBytes, digest: digest)
        let digesting = lock.withLock { self.digesting }
        guard digesting, let bytes = read.bytes else {
            note(.contents, path, read.bytes.map { _ in BuildRecord.notDigested })
            return read
        }
        // Noted now, in the order asked, and answered when the digest is done.
        let index = note(.contents, path, nil)
        digestsPending.enter()
        DispatchQueue.global().async { [self] in
            let answer = SHA256(of: bytes).hex
            lock.withLock { asked[index].answer = answer }
            digestsPending.leave()
        }
        return read
    }

    /// Lists a folder through the disk, noting the digest of the names.
    func entries(of path: String) -> [String]? {
        let names = disk.entries(of: path)
        note(.entries, path, names.map(BuildRecord.Fact.digest(ofNames:)))
        return names
    }

    /// Lists the names that are not UTF-8 through the disk (a build with any is a failing one, never recorded).
    func undecodableEntries(of path: String) -> [String] {
        disk.undecodableEntries(of: path)
    }

    /// Asks the disk whether a path is a folder.
    func isFolder(_ path: String) -> Bool {
        let answer = disk.isFolder(path)
        note(.folder, path, answer ? "yes" : "no")
        return answer
    }

    /// Asks the disk for a file's size.
    func size(of path: String) -> Int? {
        let size = disk.size(of: path)
        note(.size, path, size.map(String.init))
        return size
    }

    /// Asks the disk where a path really leads, noting the answer (a link moved out of the project changes it).
    func resolvedPath(_ path: String) -> String? {
        let resolved = disk.resolvedPath(path)
        note(.resolved, path, resolved)
        return resolved
    }

    /// Asks the disk why a file cannot be read (only ever on a failing build, which is never recorded).
    func whyUnreadable(_ path: String) -> String {
        disk.whyUnreadable(path)
    }

    /// Notes one question and its answer, and gives the note's place among `asked`.
    @discardableResult
    private func note(_ question: BuildRecord.Fact.Question, _ path: String, _ answer: String?) -> Int {
        lock.withLock {
            asked.append(BuildRecord.Fact(question: question, path: path, answer: answer))
            return asked.count - 1
        }
    }
}
