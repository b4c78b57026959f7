import PaletteFrontend
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

/// The real file system, for readers: the only `FileProvider` that touches the disk.
package struct DiskFileProvider: FileProvider {
    package init() {}

    /// The bytes of a regular file, or `nil` when it is missing, not a regular file or unreadable.
    package func contents(of path: String) -> [UInt8]? {
        read(path, maxBytes: Int.max, digest: false).bytes
    }

    /// Reads a regular file of at most `maxBytes`.
    ///
    /// Opened with `O_NONBLOCK` (opening a FIFO then cannot wait for a writer) and judged by `fstat` on the opened
    /// descriptor, so what is checked is what would be read: a FIFO, device or socket, and a file larger than
    /// `maxBytes`, are refused before a byte is read. Read with `read(2)` straight into the array, sized by
    /// `fstat`: no `Data` to grow and copy. A file that grows while it is read is read to its end, up to `maxBytes`.
    package func read(_ path: String, maxBytes: Int, digest: Bool) -> FileRead {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { return .unreadable(why: whyUnreadable(path)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .unreadable(why: "it could not be read") }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .folder
        case let mode: return .notRegular(kind: Self.kind(of: mode))
        }
        let size = max(Int(info.st_size), 0)
        guard size <= maxBytes else { return .tooLarge(size: size) }
        guard let bytes = Self.readAll(descriptor, expected: size, maxBytes: maxBytes) else {
            return .unreadable(why: "it could not be read")
        }
        guard bytes.count <= maxBytes else { return .tooLarge(size: bytes.count) }
        return .file(bytes, digest: digest ? ContentDigest(of: bytes).hex : nil)
    }

    /// The bytes of an open regular file of `expected` bytes, reading at most one byte past `maxBytes` (so a file
    /// that grew past the limit shows it); `nil` when reading fails.
    private static func readAll(_ descriptor: Int32, expected: Int, maxBytes: Int) -> [UInt8]? {
        var bytes: [UInt8] = []
        let ceiling = maxBytes == Int.max ? Int.max : maxBytes + 1
        var capacity = min(expected + 1, ceiling)
        while true {
            let start = bytes.count
            var failed = false
            bytes.append(contentsOf: repeatElement(0, count: capacity - start))
            let filled = bytes.withUnsafeMutableBytes { buffer -> Int in
                var filled = start
                while filled < buffer.count {
                    let count = systemRead(
                        descriptor,
                        buffer.baseAddress.map { $0 + filled },
                        buffer.count - filled
                    )
                    if count < 0, errno == EINTR { continue }
                    guard count > 0 else {
                        failed = count < 0
                        break
                    }
                    filled += count
                }
                return filled
            }
            if failed { return nil }
            bytes.removeLast(bytes.count - filled)
            // A short read is the end of the file; a full buffer may not be (the file grew), so look again.
            if filled < capacity || capacity >= ceiling { return bytes }
            capacity = capacity > ceiling / 2 ? ceiling : capacity * 2
        }
    }

    /// What a file that is not regular or a folder is, for a message.
    private static func kind(of mode: mode_t) -> String {
        switch mode {
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }

    /// The size of a regular file, without reading it.
    package func size(of path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    /// The sorted names inside a folder that are UTF-8.
    package func entries(of path: String) -> [String]? {
        names(in: path).map { names in names.compactMap { String(validating: $0, as: UTF8.self) }.sorted() }
    }

    /// The names inside a folder that are not UTF-8, each invalid byte written `\xFF`, sorted.
    package func undecodableEntries(of path: String) -> [String] {
        (names(in: path) ?? []).filter { String(validating: $0, as: UTF8.self) == nil }.map(Self.escaped).sorted()
    }

    /// The raw names inside a folder (`readdir`, without `.` and `..`), or `nil` when it is not a readable folder.
    private func names(in path: String) -> [[UInt8]]? {
        guard isFolder(path), let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var names: [[UInt8]] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            names.append(name)
        }
        return names
    }

    /// A name that is not UTF-8, with its valid parts as they are and every other byte as `\xFF`.
    private static func escaped(_ name: [UInt8]) -> String {
        var text = ""
        var rest = name[...]
        while !rest.isEmpty {
            var decoder = UTF8()
            var iterator = rest.makeIterator()
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                text.unicodeScalars.append(scalar)
                rest = rest.dropFirst(String(scalar).utf8.count)
            case .error, .emptyInput:
                text += "\\x" + String(rest[rest.startIndex], radix: 16, uppercase: true)
                rest = rest.dropFirst()
            }
        }
        return text
    }

    /// Why a path cannot be read as a file: missing (or a link to nothing), a folder, not readable, or not a
    /// regular file.
    package func whyUnreadable(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == EACCES { return "permission denied" }
            var link = stat()
            let isLink = lstat(path, &link) == 0 && link.st_mode & S_IFMT == S_IFLNK
            return isLink ? "it is a symbolic link to nothing" : "no such file"
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return "it is a folder"
        case S_IFREG: return access(path, R_OK) == 0 ? "it could not be read" : "permission denied"
        case let mode: return "it is \(Self.kind(of: mode)), not a regular file"
        }
    }

    /// The absolute path with every symbolic link resolved (`realpath`), or `nil` when it names nothing.
    package func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path` is a folder (following symbolic links).
    package func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}

#if canImport(Glibc)
/// `read(2)`, named apart from the provider's own `read`.
private let systemRead = Glibc.read
#elseif canImport(Musl)
/// `read(2)`, named apart from the provider's own `read`.
private let systemRead = Musl.read
#elseif canImport(Darwin)
/// `read(2)`, named apart from the provider's own `read`.
private let systemRead = Darwin.read
#endif
