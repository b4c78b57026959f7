#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension PathResolution {
    /// The process's working folder, and where the disk says a path leads (`realpath`).
    package static var disk: PathResolution {
        PathResolution(workingFolder: FileManager.default.currentDirectoryPath) { DiskFileProvider().resolvedPath($0) }
    }
}
