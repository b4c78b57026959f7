import Foundation
import PaletteFrontend

/// The real file system, for readers: the only `FileProvider` that touches the disk.
struct DiskFileProvider: FileProvider {
    /// The bytes of a regular file, or `nil` when it is missing, a folder or unreadable.
    ///
    /// Read with `read(2)` straight into the array, sized by `fstat`: no `Data` to grow and copy, which for a large
    /// palette or a build record's outputs was a second copy of every byte. A file that grows while it is read is
    /// read to its end all the same.
    func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { return nil }
        var bytes: [UInt8] = []
        var capacity = max(Int(info.st_size), 0) + 1
        while true {
            let start = bytes.count
            var failed = false
            bytes.append(contentsOf: repeatElement(0, count: capacity - start))
            let filled = bytes.withUnsafeMutableBytes { buffer -> Int in
                var filled = start
                while filled < buffer.count {
                    let count = read(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
                    if count < 0, errno == EINTR { continue }
                    guard count > 0 else {
                        failed = count < 0
                        break
                    }
                    filled += count
                }
                return filled
            }
            if failed { return [] }
            bytes.removeLast(bytes.count - filled)
            // A short read is the end of the file; a full buffer may not be (the file grew), so look again.
            if filled < capacity { return bytes }
            capacity *= 2
        }
    }

    /// The size of a regular file, without reading it.
    func size(of path: String) -> Int? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            attributes[.type] as? FileAttributeType == .typeRegular
        else { return nil }
        return (attributes[.size] as? NSNumber)?.intValue
    }

    /// The sorted names inside a folder.
    func entries(of path: String) -> [String]? {
        guard isFolder(path) else { return nil }
        return (try? FileManager.default.contentsOfDirectory(atPath: path))?.sorted()
    }

    /// Why a path cannot be read as a file: missing (or a link to nothing), a folder, or not readable.
    func whyUnreadable(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
            return isLink ? "it is a symbolic link to nothing" : "no such file"
        }
        if isDirectory.boolValue { return "it is a folder" }
        if !FileManager.default.isReadableFile(atPath: path) { return "permission denied" }
        return "it could not be read"
    }

    /// The absolute path with every symbolic link resolved (`realpath`), or `nil` when it names nothing.
    func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path` is a folder (following symbolic links).
    func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
