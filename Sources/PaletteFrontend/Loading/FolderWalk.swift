import PaletteModel

/// The one way the frontend lists the files below a folder: depth first, each folder's files before its
/// subfolders, both in sorted order.
///
/// Nothing is dropped unsaid: a walk reads every entry, or stops with `limit-exceeded` after `maxEntries` of them
/// (`--max-folder-entries`); a name that is not UTF-8 is reported (`file-name-not-utf8`); a subfolder whose link
/// leads out of the project is reported and not entered (`read-outside-project`, decided by the provider's
/// policy), and a folder already walked (a link cycle) is not walked again.
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

    /// The paths `visit` takes below `root`, in walk order, stopping once `limit` are taken.
    ///
    /// `visit` gets each entry's path, its name and whether it is a folder. Problems go into `diagnostics`, at
    /// `location` (the place that names the folder) when they are about the whole walk.
    static func paths(
        in root: String,
        files: any FileProvider,
        limit: Int = .max,
        maxEntries: Int = ReaderLimits.default.maxFolderEntries,
        at location: Diagnostic.Location? = nil,
        diagnostics: inout DiagnosticBag,
        _ visit: (_ path: String, _ name: String, _ isFolder: Bool) -> Visit
    ) -> [String] {
        var result: [String] = []
        var pending = [root]
        var walked: Set<String> = [files.resolvedPath(root) ?? root]
        var examined = 0
        while let folder = pending.popLast(), result.count < limit {
            for name in files.undecodableEntries(of: folder) {
                diagnostics.report(.fileNameNotUTF8(PathText.join(folder, name)))
            }
            var subfolders: [String] = []
            for name in files.entries(of: folder) ?? [] where result.count < limit {
                examined += 1
                guard examined <= maxEntries else {
                    diagnostics.report(.tooManyEntries(root, limit: maxEntries, at: location))
                    return result
                }
                let child = PathText.join(folder, name)
                let isFolder = files.isFolder(child)
                switch visit(child, name, isFolder) {
                case .take: result.append(child)
                case .descend where isFolder:
                    let entered = files.read(child, maxBytes: 0, digest: false)
                    if case .outsideProject = entered,
                        let problem = entered.problem(reading: child, at: nil, limit: 0)
                    {
                        diagnostics.report(problem)
                    } else if walked.insert(files.resolvedPath(child) ?? child).inserted {
                        subfolders.append(child)
                    }
                case .descend, .skip: break
                }
            }
            pending.append(contentsOf: subfolders.reversed())
        }
        return result
    }

    /// `paths(in:files:limit:maxEntries:at:diagnostics:_:)` for a look that reports nothing (format detection):
    /// the walk that reads the files reports.
    static func paths(
        in root: String,
        files: any FileProvider,
        limit: Int = .max,
        _ visit: (_ path: String, _ name: String, _ isFolder: Bool) -> Visit
    ) -> [String] {
        var ignored = DiagnosticBag()
        return paths(in: root, files: files, limit: limit, diagnostics: &ignored, visit)
    }
}

extension Diagnostic {
    fileprivate static func fileNameNotUTF8(_ path: String) -> Diagnostic {
        Diagnostic(
            .fileNameNotUTF8,
            "'\(path)' is not read: its name is not UTF-8 (bytes that are not are shown as \\xFF); rename it",
            at: nil
        )
    }

    fileprivate static func tooManyEntries(_ folder: String, limit: Int, at location: Location?) -> Diagnostic {
        Diagnostic(
            .limitExceeded,
            "'\(folder)' holds more than \(limit) files and folders; palettec stopped reading it there (raise the "
                + "limit with --max-folder-entries)",
            at: location
        )
    }
}
