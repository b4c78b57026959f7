import PaletteModel

/// The color resources of one `values` folder, merged as aapt merges the folder: every `.xml` file, whatever its
/// name, in one table.
///
/// A name defined twice in one folder is an error, as aapt2 reports it (`duplicate value for resource`, with a note
/// where it was first defined); there is no "later file wins". The first definition is kept.
struct AndroidValuesFolder {
    /// The colors in order: files by name, elements in file order; each name once.
    var colors: [AndroidColorElement] = []
    /// The index in `colors` of each name.
    var indexByName: [String: Int] = [:]
    /// Whether the folder exists and holds at least one `.xml` file.
    var exists = false

    /// The color of `name`, if the folder defines it.
    subscript(name: String) -> AndroidColorElement? {
        indexByName[name].map { colors[$0] }
    }

    /// Reads the `.xml` files of the folder at `path`, reporting what aapt would refuse.
    static func read(
        _ path: String,
        configuration: String,
        files: any FileProvider,
        limits: ReaderLimits,
        diagnostics: inout DiagnosticBag
    ) -> Self {
        var folder = Self()
        for name in xmlFiles(in: path, files: files) {
            folder.exists = true
            let filePath = PathText.join(path, name)
            guard let file = ForeignFiles.load(filePath, files: files, limits: limits, diagnostics: &diagnostics),
                let root = XMLReader.read(file, limits: limits, diagnostics: &diagnostics)
            else { continue }
            for color in AndroidColorElement.colors(in: root, file: file, items: true, diagnostics: &diagnostics) {
                if let first = folder[color.name] {
                    diagnostics.report(.duplicateResource(color, configuration: configuration, first: first))
                    continue
                }
                folder.indexByName[color.name] = folder.colors.count
                folder.colors.append(color)
            }
        }
        return folder
    }

    /// The names of the `.xml` files directly in the folder at `path`, sorted.
    static func xmlFiles(in path: String, files: any FileProvider) -> [String] {
        (files.entries(of: path) ?? []).filter {
            ForeignFiles.hasSuffix($0, ".xml") && !files.isFolder(PathText.join(path, $0))
        }
    }
}

extension Diagnostic {
    /// aapt2's error for a name defined twice in one configuration, at the second definition.
    fileprivate static func duplicateResource(
        _ color: AndroidColorElement,
        configuration: String,
        first: AndroidColorElement
    ) -> Diagnostic {
        Diagnostic(
            .duplicateKey,
            "duplicate value for resource 'color/\(color.name)' with config '\(configuration)'; aapt2 refuses a name defined twice in one values folder",
            at: color.nameLocation,
            notes: [Note("resource previously defined here", at: first.nameLocation)]
        )
    }
}
