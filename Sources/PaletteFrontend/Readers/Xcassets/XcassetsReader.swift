import PaletteModel

/// Reads an Xcode asset catalog (`*.xcassets`, or one `*.colorset`): every `.colorset` becomes an entry, every
/// `.imageset` an image (`ImagesetReader`).
///
/// Group folders whose `Contents.json` says `"provides-namespace" : true` prefix their sets' keys
/// (`Vengo/Primary`), as Xcode's lookup names do. Other sets (`.appiconset`, `.dataset`, …) are skipped. An image's
/// files are named relative to the catalog's parent folder (`Assets.xcassets/logo.imageset/logo.png`), where the
/// loader resolves a document's image paths, and read and checked by the loader as a native palette's are.
/// The sets palettec writes for artwork the catalog cannot switch to (`key~appearance`, `ImageCatalogLayout`)
/// are not images of their own: each is skipped with a warning. The walk uses an explicit stack and stops below
/// `maxDepth` folders (`limit-exceeded`).
struct XcassetsReader: Sendable {
    /// The deepest folder nesting read.
    static let maxDepth = 64

    /// A folder waiting to be read.
    private struct Pending {
        /// Its path.
        var path: String
        /// Its path as an image file below it is named: relative to the catalog's parent folder.
        var written: String
        /// The key prefix its namespaces give.
        var prefix: String
        /// How deep below the catalog it is.
        var depth: Int
    }

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
        let name = PathText.lastComponent(path)
        // Image paths start at the catalog's own name, which a path such as `.` does not give.
        let namesImages = name != "." && name != ".." && name != "/"
        var stack = [Pending(path: path, written: name, prefix: "", depth: 0)]
        var found: [EntrySyntax] = []
        var images: [ImageEntrySyntax] = []
        var unplacedImages: [String] = []
        while let folder = stack.popLast() {
            guard let names = files.entries(of: folder.path) else { continue }
            var groups: [Pending] = []
            for name in names {
                let child = PathText.join(folder.path, name)
                if ForeignFiles.hasSuffix(name, ".colorset") {
                    let key = folder.prefix + String(name.dropLast(".colorset".count))
                    if let entry = colorset(child, key: key, files: files, limits: limits, diagnostics: &diagnostics) {
                        found.append(entry)
                    }
                } else if ForeignFiles.hasSuffix(name, ".imageset") {
                    let base = String(name.dropLast(".imageset".count))
                    guard namesImages else {
                        unplacedImages.append(folder.prefix + base)
                        continue
                    }
                    let set = ImageSet(
                        path: child,
                        written: folder.written + "/" + name,
                        key: folder.prefix + base,
                        ownSet: ownSet(base, among: names)
                    )
                    if let image = imageset(set, files: files, limits: limits, diagnostics: &diagnostics) {
                        images.append(image)
                    }
                } else if files.isFolder(child), !name.contains(".") || ForeignFiles.hasSuffix(name, ".xcassets") {
                    guard folder.depth < maxDepth else {
                        diagnostics.report(.catalogNestsTooDeep(limit: maxDepth, at: child))
                        continue
                    }
                    let namespace = providesNamespace(child, files: files, limits: limits, diagnostics: &diagnostics)
                    groups.append(
                        Pending(
                            path: child,
                            written: folder.written + "/" + name,
                            prefix: namespace ? folder.prefix + name + "/" : folder.prefix,
                            depth: folder.depth + 1
                        )
                    )
                }
            }
            // Reversed onto the stack so folders are read in sorted order.
            stack.append(contentsOf: groups.reversed())
        }
        if !unplacedImages.isEmpty {
            diagnostics.report(.imagesOfUnnamedCatalog(path, keys: unplacedImages))
        }
        document.entries = found
        document.images = images
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

    /// One imageset to read.
    private struct ImageSet {
        /// Its folder.
        var path: String
        /// Its folder as its image files are named (relative to the catalog's parent folder).
        var written: String
        /// Its key.
        var key: String
        /// The key and appearance of a `key~appearance` set (`ImageCatalogLayout`), when the folder beside it
        /// holds that key's set.
        var ownSet: (owner: String, appearance: String)?
    }

    /// The key and appearance a set named `base` would hold own artwork of (`logo` and `sepia` for
    /// `logo~sepia`), when `names` holds the key's set (`logo.imageset`) too.
    private static func ownSet(_ base: String, among names: [String]) -> (owner: String, appearance: String)? {
        guard let tilde = base.lastIndex(of: "~"), tilde != base.startIndex else { return nil }
        let owner = String(base[..<tilde])
        guard names.contains(owner + ".imageset") else { return nil }
        return (owner, String(base[base.index(after: tilde)...]))
    }

    /// Reads one imageset folder's `Contents.json` into an image; `nil` for a set palettec does not read.
    private static func imageset(
        _ set: ImageSet,
        files: any FileProvider,
        limits: ReaderLimits,
        diagnostics: inout DiagnosticBag
    ) -> ImageEntrySyntax? {
        let path = PathText.join(set.path, "Contents.json")
        guard let file = ForeignFiles.load(path, files: files, limits: limits, diagnostics: &diagnostics),
            let root = JSONReader.read(file, limits: limits, diagnostics: &diagnostics)
        else { return nil }
        if let (owner, appearance) = set.ownSet,
            ColorsetReader.field(ColorsetReader.member(root, "info")?.value, "author") == "palettec"
        {
            diagnostics.report(
                .ownArtworkSet(set.key, owner: owner, appearance, at: file.location(ofOffset: root.offset))
            )
            return nil
        }
        return ImagesetReader.entry(
            key: set.key,
            root: root,
            file: file,
            folder: set.written,
            diagnostics: &diagnostics
        )
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
    /// A warning at the set's `Contents.json`: a `key~appearance` set palettec wrote (`ImageCatalogLayout`).
    fileprivate static func ownArtworkSet(
        _ key: String,
        owner: String,
        _ appearance: String,
        at location: Location
    ) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "'\(key)' is the set palettec writes for a file of '\(owner)' that an asset catalog cannot switch to (a "
                + "theme's own artwork, or the file a dimmed value darkens, first used in '\(appearance)'); a catalog "
                + "has no themes or dimming, so it is not read as an image",
            at: location,
            severity: .warning
        )
    }

    /// A warning: the catalog was named by a path without its folder's name (`.`), which image paths start from.
    fileprivate static func imagesOfUnnamedCatalog(_ path: String, keys: [String]) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "the images of the asset catalog '\(path)' (\(keys.joined(separator: ", "))) are not read: their paths "
                + "start at the catalog's folder name, which '\(path)' does not give; name the catalog by its folder "
                + "(../Assets.xcassets)",
            at: Location(path: PathText.join(path, "Contents.json"), line: 1, column: 1),
            severity: .warning
        )
    }

    fileprivate static func unreadableCatalog(_ path: String) -> Diagnostic {
        Diagnostic(.unreadableFile, "'\(path)' is not a readable asset catalog folder", at: nil)
    }

    /// `folder` is the first folder below the limit.
    fileprivate static func catalogNestsTooDeep(limit: Int, at folder: String) -> Diagnostic {
        Diagnostic(.limitExceeded, "asset catalog folders nest deeper than \(limit) levels at '\(folder)'", at: nil)
    }
}
