import PaletteModel

/// Reads an Xcode asset catalog (`*.xcassets`, or one `*.colorset`): every `.colorset` becomes an entry.
///
/// Group folders whose `Contents.json` says `"provides-namespace" : true` prefix their colors' keys
/// (`Vengo/Primary`), as Xcode's lookup names do. Other sets (`.imageset`, `.appiconset`, …) are skipped.
/// The walk uses an explicit stack and stops below `maxDepth` folders (`limit-exceeded`).
enum XcassetsReader {
    /// The deepest folder nesting read.
    static let maxDepth = 64

    /// Reads the catalog, or returns `nil` when the path is not a readable folder.
    static func read(
        catalog path: String,
        files: any FileProvider,
        limits: ReaderLimits,
        diagnostics: inout DiagnosticBag
    ) -> PaletteDocument? {
        var document = PaletteDocument(path: path)
        if ForeignFiles.hasSuffix(path, ".colorset") {
            let name = String(PathText.lastComponent(path).dropLast(".colorset".count))
            if let entry = colorset(path, key: name, files: files, limits: limits, diagnostics: &diagnostics) {
                document.entries.append(entry)
                document.colorsLocation = entry.location
            }
            return document
        }
        guard files.entries(of: path) != nil else {
            diagnostics.report(.unreadableCatalog(path))
            return nil
        }
        document.colorsLocation = Diagnostic.Location(
            path: PathText.join(path, "Contents.json"),
            line: 1,
            column: 1
        )
        // Each pending folder: its path, the key prefix its namespaces give, and its depth.
        var stack: [(String, String, Int)] = [(path, "", 0)]
        var found: [EntrySyntax] = []
        while let (folder, prefix, depth) = stack.popLast() {
            guard let names = files.entries(of: folder) else { continue }
            var groups: [(String, String, Int)] = []
            for name in names {
                let child = PathText.join(folder, name)
                if ForeignFiles.hasSuffix(name, ".colorset") {
                    let key = prefix + String(name.dropLast(".colorset".count))
                    if let entry = colorset(child, key: key, files: files, limits: limits, diagnostics: &diagnostics) {
                        found.append(entry)
                    }
                } else if files.isFolder(child), !name.contains(".") || ForeignFiles.hasSuffix(name, ".xcassets") {
                    guard depth < maxDepth else {
                        diagnostics.report(.catalogNestsTooDeep(limit: maxDepth, at: child))
                        continue
                    }
                    let namespace = providesNamespace(child, files: files, limits: limits, diagnostics: &diagnostics)
                    groups.append((child, namespace ? prefix + name + "/" : prefix, depth + 1))
                }
            }
            // Reversed onto the stack so folders are read in sorted order.
            stack.append(contentsOf: groups.reversed())
        }
        document.entries = found
        return document
    }

    /// Reads one colorset folder's `Contents.json` into an entry.
    private static func colorset(
        _ folder: String,
        key: String,
        files: any FileProvider,
        limits: ReaderLimits,
        diagnostics: inout DiagnosticBag
    ) -> EntrySyntax? {
        let path = PathText.join(folder, "Contents.json")
        guard let file = ForeignFiles.load(path, files: files, limits: limits, diagnostics: &diagnostics),
            let root = JSONReader.read(file, limits: limits, diagnostics: &diagnostics)
        else { return nil }
        return ColorsetReader.entry(key: key, root: root, file: file, diagnostics: &diagnostics)
    }

    /// Whether a group folder's `Contents.json` sets `properties.provides-namespace`.
    private static func providesNamespace(
        _ folder: String,
        files: any FileProvider,
        limits: ReaderLimits,
        diagnostics: inout DiagnosticBag
    ) -> Bool {
        let path = PathText.join(folder, "Contents.json")
        guard files.contents(of: path) != nil,
            let file = ForeignFiles.load(path, files: files, limits: limits, diagnostics: &diagnostics),
            let root = JSONReader.read(file, limits: limits, diagnostics: &diagnostics),
            let properties = ColorsetReader.member(root, "properties")?.value,
            case .bool(let flag)? = ColorsetReader.member(properties, "provides-namespace")?.value.value
        else { return false }
        return flag
    }
}

extension Diagnostic {
    fileprivate static func unreadableCatalog(_ path: String) -> Diagnostic {
        Diagnostic(.unreadableFile, "'\(path)' is not a readable asset catalog folder", at: nil)
    }

    /// `folder` is the first folder below the limit.
    fileprivate static func catalogNestsTooDeep(limit: Int, at folder: String) -> Diagnostic {
        Diagnostic(.limitExceeded, "asset catalog folders nest deeper than \(limit) levels at '\(folder)'", at: nil)
    }
}
