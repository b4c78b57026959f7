import PaletteEmitters
import PaletteModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The only code that writes files: atomic replacement, write-if-changed, and ownership checks.
enum FileOutput {
    /// What is at an output path now.
    enum Existing: Equatable {
        /// Nothing.
        case missing
        /// A regular file.
        case file
        /// A symbolic link (never followed for writing).
        case symbolicLink
        /// A folder where a file should be.
        case folder
        /// Something that cannot be read.
        case unreadable
    }

    /// Whether anything (a link too) is at `path`.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Whether `path` is a folder itself, not a symbolic link to one; nothing is read.
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Looks at a path without following a final symbolic link.
    static func inspect(_ path: String) -> Existing {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            return errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable
        }
        switch info.st_mode & S_IFMT {
        case S_IFLNK: return .symbolicLink
        case S_IFDIR: return .folder
        case S_IFREG:
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { return .unreadable }
            close(descriptor)
            return .file
        default: return .unreadable
        }
    }

    /// Whether `needle` occurs in `bytes` (both ASCII text here, so bytes compare as characters would).
    static func contains(_ bytes: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        guard needle.count <= bytes.count else { return false }
        var index = bytes.startIndex
        let last = bytes.endIndex - needle.count
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }

    /// The first `headLength` bytes of a file (all of it when shorter), or `nil` when it cannot be read.
    static func head(of path: String, headLength: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: headLength)
        while result.count < headLength {
            let wanted = headLength - result.count
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            result.append(contentsOf: chunk[..<count])
        }
        return result
    }

    /// Whether printing `file` gives exactly the bytes of the file at `path`; compared chunk by chunk as it
    /// prints, so neither is held whole.
    static func matches(_ file: GeneratedFile, at path: String) -> Bool {
        matchingDigest(file, at: path) != nil
    }

    /// The digest of `file`'s bytes when the file at `path` holds exactly them (see `matches(_:at:)`), else `nil`.
    static func matchingDigest(_ file: GeneratedFile, at path: String) -> String? {
        if sizeDiffers(file, at: path) { return nil }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        let sink = OutputSink(
            writingTo: nil,
            comparingWith: descriptor,
            digitsAt: file.header?.digestOffset
        )
        guard feed(file, into: sink) == nil else { return nil }
        return sink.matchesExisting ? digest(of: file, sink) : nil
    }

    /// What the writer knows of a file's bytes once they are written or found unchanged: for a copy, the digest the
    /// frontend computed of its source (`ImageFile.digest`), which the copy's bytes were just compared with or taken
    /// from; for a file with palettec's header, the header's digest; else nothing (empty).
    static func digest(of file: GeneratedFile, _ sink: OutputSink) -> String {
        file.copied?.digest ?? sink.headerDigits.map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// A failure to write one file.
    struct WriteError: Error {
        /// What went wrong, for the diagnostic.
        var message: String
    }

    /// A fully written, flushed file that is not yet at its path.
    struct Pending {
        /// Where it goes.
        var path: String
        /// An open anonymous file (Linux `O_TMPFILE`): it has no name, so a killed process leaves nothing behind.
        var descriptor: Int32?
        /// A named temporary file beside `path`, where anonymous files are not available.
        var temporaryPath: String?
    }

    /// A printed file: the file to commit (`nil` when the bytes at its path were already the same), and the
    /// digest of its bytes.
    struct Prepared {
        /// The file to commit, if it changed.
        var pending: Pending?
        /// The digest of the printed bytes.
        var digest: String
    }

    /// How many anonymous files may stay open at once; beyond this, named temporaries are used.
    static let maximumOpenAnonymousFiles = 256

    /// Prints and flushes `file` for `path` without touching `path` itself; `commit` moves it into place.
    ///
    /// With `compare`, the file now at `path` is compared with the new bytes as they are written, and no pending
    /// file is returned (the new file dropped) when they are the same. With `ahead`, threads done with their own
    /// files may print parts of this one ahead.
    static func prepare(
        _ file: GeneratedFile,
        for path: String,
        compare: Bool,
        anonymous: Bool,
        ahead: PrintAhead? = nil
    ) throws(WriteError) -> Prepared {
        // A copy that is already in place is only read, never written to a temporary.
        if compare, file.copied != nil, let digest = matchingDigest(file, at: path) {
            return Prepared(pending: nil, digest: digest)
        }
        let folder = PathText.parent(path)
        var folderInfo = stat()
        if stat(folder, &folderInfo) == 0, folderInfo.st_mode & S_IFMT != S_IFDIR {
            throw WriteError(message: "cannot write '\(path)': '\(folder)' is a file, not a folder")
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw WriteError(message: "cannot create folder '\(folder)': \(reason(error))")
        }
        let existing = compare ? open(path, O_RDONLY) : -1
        defer { if existing >= 0 { close(existing) } }
        #if os(Linux)
        if anonymous {
            // O_TMPFILE: an unnamed file in the target folder (same file system, so it can be linked in place).
            let descriptor = open(folder, O_WRONLY | 0o20200000, 0o644)
            if descriptor >= 0 {
                let printed = print(file, into: descriptor, comparingWith: existing, ahead: ahead)
                return try prepared(
                    printed,
                    Pending(path: path, descriptor: descriptor, temporaryPath: nil),
                    discard: { close(descriptor) }
                )
            }
        }
        #endif
        let temporary = temporaryName(for: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            throw WriteError(message: "cannot create '\(temporary)': \(String(cString: strerror(errno)))")
        }
        let printed = print(file, into: descriptor, comparingWith: existing, ahead: ahead)
        close(descriptor)
        return try prepared(
            printed,
            Pending(path: path, descriptor: nil, temporaryPath: temporary),
            discard: { unlink(temporary) }
        )
    }

    /// What printing a file into a temporary came to: why it failed, whether it came out the same as the file it
    /// would replace, and its digest.
    private typealias Printed = (failure: String?, unchanged: Bool, digest: String)

    /// The write `pending` of a printed file, or none when it came out the same as the file it would replace;
    /// `discard` lets go of the temporary when it is not kept (the write failed, or nothing changed).
    private static func prepared(
        _ printed: Printed,
        _ pending: Pending,
        discard: () -> Void
    ) throws(WriteError) -> Prepared {
        if let failure = printed.failure {
            discard()
            throw WriteError(message: "cannot write '\(pending.path)': \(failure)")
        }
        if printed.unchanged {
            discard()
            return Prepared(pending: nil, digest: printed.digest)
        }
        return Prepared(pending: pending, digest: printed.digest)
    }

    /// Prints (or copies) `file` into `descriptor` and flushes it unless it equals the open file `existing`
    /// (`-1`: none), which it is compared with on the way; returns the first write failure, whether the bytes equal the existing file's, and their digest.
    private static func print(
        _ file: GeneratedFile,
        into descriptor: Int32,
        comparingWith existing: Int32,
        ahead: PrintAhead?
    ) -> Printed {
        let sink = OutputSink(
            writingTo: descriptor,
            comparingWith: existing >= 0 ? existing : nil,
            digitsAt: file.header?.digestOffset
        )
        let unreadable = feed(file, into: sink, ahead: ahead)
        // A file that comes out the same is dropped, so flushing it to disk would only cost time.
        let unchanged = unreadable == nil && existing >= 0 && sink.matchesExisting
        let failure = unreadable ?? (unchanged ? sink.writeFailure : sink.finish())
        return (failure, failure == nil && unchanged, digest(of: file, sink))
    }

    /// Moves a prepared file over its path in one step, so readers see the old file or the new one, never a mix.
    static func commit(_ pending: Pending) throws(WriteError) {
        var temporary = pending.temporaryPath
        if let descriptor = pending.descriptor {
            defer { close(descriptor) }
            // Give the anonymous file a name beside its target only now, right before the rename.
            let name = temporaryName(for: pending.path)
            guard linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, name, 0x400) == 0 else {
                throw WriteError(message: "cannot write '\(pending.path)': \(String(cString: strerror(errno)))")
            }
            temporary = name
        }
        guard let temporary else { return }
        guard rename(temporary, pending.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(message: "cannot replace '\(pending.path)': \(reason)")
        }
    }

    /// Drops a prepared file that will not be committed.
    static func discard(_ pending: Pending) {
        if let descriptor = pending.descriptor { close(descriptor) }
        if let temporary = pending.temporaryPath { unlink(temporary) }
    }

    /// A fresh hidden name beside `path` for a temporary file.
    private static func temporaryName(for path: String) -> String {
        let name = ".\(PathText.lastComponent(path)).palettec-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        return PathText.join(PathText.parent(path), name)
    }

    /// The POSIX reason inside a Foundation file error, or its description.
    private static func reason(_ error: any Error) -> String {
        if let posix = (error as? CocoaError)?.underlying as? POSIXError ?? error as? POSIXError {
            return String(cString: strerror(posix.code.rawValue))
        }
        return "\(error)"
    }

}
