import Foundation
import PaletteFrontend

/// The real file system, for readers: the only `FileProvider` that touches the disk.
struct DiskFileProvider: FileProvider {
    /// The bytes of a regular file, or `nil` when it is missing, a folder or unreadable.
    func contents(of path: String) -> [UInt8]? {
        guard !isFolder(path), let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.readToEnd() else { return [] }
        return [UInt8](data)
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
