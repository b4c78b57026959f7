import PaletteModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folders a build creates for its outputs, so a build that fails removes them again: only those it created,
/// deepest first, and only while empty.
struct CreatedFolders {
    /// The folders created, in the order they were created (each after its parent).
    private(set) var created: [String] = []

    /// Creates every missing folder on the way to each of `folders`; returns the first failure, if any.
    mutating func create(_ folders: [String]) -> String? {
        for folder in Set(folders).sorted() {
            var missing: [String] = []
            var probe = folder
            while !FileOutput.exists(probe), probe != "." && probe != "/" {
                missing.append(probe)
                probe = PathText.parent(probe)
            }
            for path in missing.reversed() {
                guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
                    return "cannot create folder '\(path)': \(String(cString: strerror(errno)))"
                }
                created.append(path)
            }
        }
        return nil
    }

    /// Removes the created folders, deepest first; a folder that is no longer empty stays.
    func removeAll() {
        for folder in created.reversed() { rmdir(folder) }
    }
}
