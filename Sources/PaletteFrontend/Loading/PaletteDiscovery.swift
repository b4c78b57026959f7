import PaletteModel

/// Finds the palettes a project already has, for `palettec init`: native palettes, token files, and the files of
/// the runtimes palettec replaces (LFLDarkModeKit bundles, DKNightVersion tables, asset catalogs, Android `res`).
///
/// Pure: files come from a `FileProvider`. Build products and dependencies (`.build`, `DerivedData`, `Pods`,
/// `Carthage`, `node_modules`) and hidden folders are not searched. SwiftGen files are not offered: a flat JSON
/// object of strings is too often something else.
public enum PaletteDiscovery {
    /// Folders never searched.
    static let skippedFolders: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules", "build"]

    /// The palettes below `folder`, each with its detected format, in walk order; a folder format (a bundle, a
    /// catalog) is one input and is not searched further.
    public static func find(in folder: String, files: any FileProvider) -> [PaletteLoader.Input] {
        let files = PolicedFiles(
            files,
            policy: FileAccessPolicy(project: folder),
            maxBytes: ReaderLimits.default.maxFileBytes
        )
        var found: [PaletteLoader.Input] = []
        _ = FolderWalk.paths(in: folder, files: files) { path, name, isFolder in
            if name.hasPrefix(".") || skippedFolders.contains(name) { return .skip }
            guard let format = ForeignReader.detect(path: path, files: files),
                PaletteReaders.reader(for: format).isOfferedBySearch
            else {
                return isFolder ? .descend : .skip
            }
            // A `.json` or `.plist` that does not parse is detected as a native palette to report its syntax; it
            // is only offered when it has a `colors` object.
            if !isFolder, format == .paletteJSON || format == .palettePlist, !isNativePalette(path, files: files) {
                return .skip
            }
            found.append(PaletteLoader.Input(path: path, format: format))
            return .take
        }
        return found
    }

    /// Whether a file parses as a palette: with a `colors` object, or an `images` object (a palette of images only).
    static func isNativePalette(_ path: String, files: any FileProvider) -> Bool {
        guard let bytes = files.contents(of: path) else { return false }
        var ignored = DiagnosticBag()
        let file = SourceFile(path: path, bytes: bytes)
        let root =
            ForeignFiles.hasSuffix(path, ".plist")
            ? PlistReader.read(file, diagnostics: &ignored) : JSONReader.read(file, diagnostics: &ignored)
        guard case .object(let members)? = root?.value else { return false }
        return members.contains { member in
            if case .object = member.value.value { member.key == "colors" || member.key == "images" } else { false }
        }
    }
}
