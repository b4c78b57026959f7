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
        return figmaExportsAsFolders(found, files: files)
    }

    /// The inputs, with the files of a Figma per-mode export (`<Collection>.<Mode>.json`, one file per collection and
    /// mode) replaced by their folder, where the first of them was.
    ///
    /// Read together, the files of one export pair up by mode and resolve each other's aliases (`FigmaModeFiles`);
    /// read one by one, a collection that aliases another (semantic tokens into primitives) has nothing to resolve
    /// them with. A folder is offered when at least two of the inputs found under it are such files, directly in it,
    /// and no other input lies under it; never the project's own folder, which holds the outputs too.
    static func figmaExportsAsFolders(_ found: [PaletteLoader.Input], files: any FileProvider) -> [PaletteLoader.Input]
    {
        let exported = found.map { $0.format == .dtcg && isFigmaModeFile($0.path, files: files) }
        guard exported.count(where: { $0 }) >= 2 else { return found }
        var result: [PaletteLoader.Input] = []
        var offered: Set<String> = []
        for (index, input) in found.enumerated() {
            let folder = PathText.parent(input.path)
            guard exported[index], !offered.contains(folder) else {
                if !exported[index] { result.append(input) }
                continue
            }
            let under = found.indices.filter { PathText.path(found[$0].path, isInside: folder) }
            let whole =
                !folder.isEmpty && folder != "." && under.count >= 2
                && under.allSatisfy { exported[$0] && PathText.parent(found[$0].path) == folder }
            guard whole else {
                result.append(input)
                continue
            }
            offered.insert(folder)
            result.append(PaletteLoader.Input(path: folder))
        }
        return result
    }

    /// Whether a file is one file of Figma's per-mode export: named `<Collection>.<Mode>.json`, its tokens carrying
    /// `$extensions["com.figma"]`.
    static func isFigmaModeFile(_ path: String, files: any FileProvider) -> Bool {
        guard ForeignFiles.hasSuffix(path, ".json"), let bytes = files.contents(of: path) else { return false }
        var ignored = DiagnosticBag()
        guard let root = JSONReader.read(SourceFile(path: path, bytes: bytes), diagnostics: &ignored) else {
            return false
        }
        return FigmaExportFile.mode(of: root, path: path) != nil
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
