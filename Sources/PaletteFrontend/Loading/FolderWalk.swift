import PaletteModel

/// The one way the frontend lists the files below a folder: depth first, each folder's files before its
/// subfolders, both in sorted order, within a depth and a count limit (a folder may be huge or a link loop).
enum FolderWalk {
    /// What to do with one entry of a folder.
    enum Visit {
        /// List it.
        case take
        /// Read the folder's entries (folders only).
        case descend
        /// Neither.
        case skip
    }

    /// The paths `visit` takes below `root`, in walk order, at most `limit` of them, at most `maxDepth` folders
    /// deep; `visit` gets each entry's path, its name and whether it is a folder.
    static func paths(
        in root: String,
        files: any FileProvider,
        maxDepth: Int = 64,
        limit: Int = 10_000,
        _ visit: (_ path: String, _ name: String, _ isFolder: Bool) -> Visit
    ) -> [String] {
        var result: [String] = []
        var pending = [(root, 0)]
        while let (folder, depth) = pending.popLast(), result.count < limit {
            var subfolders: [(String, Int)] = []
            for name in files.entries(of: folder) ?? [] where result.count < limit {
                let child = PathText.join(folder, name)
                let isFolder = files.isFolder(child)
                switch visit(child, name, isFolder) {
                case .take: result.append(child)
                case .descend where isFolder && depth < maxDepth: subfolders.append((child, depth + 1))
                case .descend, .skip: break
                }
            }
            pending.append(contentsOf: subfolders.reversed())
        }
        return result
    }
}
