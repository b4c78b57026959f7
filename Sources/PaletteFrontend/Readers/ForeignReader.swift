public import PaletteModel

/// The one entry point for every format palettec did not define: detection, then the format's reader.
///
/// Pure: files come from a `FileProvider`, problems go into a `DiagnosticBag`. Readers report only what is
/// specific to their format (with positions); lowering then validates the documents (missing appearances,
/// unknown aliases, cycles, duplicate keys, name collisions).
public enum ForeignReader {
    /// The format of the file or folder at `path`, by the rules in `ForeignDetector`, or `nil`.
    public static func detect(
        path: String,
        files: any FileProvider,
        limits: ReaderLimits = .default
    ) -> InputFormat? {
        ForeignDetector.detect(path: path, files: files, limits: limits)
    }

    /// Reads `path` as `format` into documents (usually one).
    ///
    /// The native formats (`palette-json`, `palette-plist`) are read by the native reader; for them this
    /// returns `[]`.
    public static func read(
        _ format: InputFormat,
        path: String,
        files: any FileProvider,
        limits: ReaderLimits = .default,
        diagnostics: inout DiagnosticBag
    ) -> [PaletteDocument] {
        let name = PathText.lastComponent(path)
        switch format {
        case .paletteJSON, .palettePlist:
            return []
        case .lflBundle:
            let bundle = ForeignFiles.hasSuffix(name, ".plist") ? PathText.parent(path) : path
            return LFLBundleReader.read(bundle: bundle, files: files, limits: limits, diagnostics: &diagnostics).map {
                [$0]
            } ?? []
        case .dkTable:
            guard let file = ForeignFiles.load(path, files: files, limits: limits, diagnostics: &diagnostics) else {
                return []
            }
            if ForeignFiles.hasSuffix(name, ".plist") {
                guard let root = PlistReader.read(file, limits: limits, diagnostics: &diagnostics) else { return [] }
                return [DKTablePlistReader.document(from: root, file: file, diagnostics: &diagnostics)]
            }
            return DKTableTextReader.read(file, limits: limits, diagnostics: &diagnostics).map { [$0] } ?? []
        case .dtcg:
            guard let file = ForeignFiles.load(path, files: files, limits: limits, diagnostics: &diagnostics),
                let root = ForeignJSON.read(file, limits: limits, diagnostics: &diagnostics)
            else { return [] }
            if ForeignDetector.isResolver(root) {
                return [
                    DTCGResolverReader.document(
                        from: root,
                        file: file,
                        files: files,
                        limits: limits,
                        diagnostics: &diagnostics
                    )
                ]
            }
            return [DTCGTokensReader.document(from: root, file: file, diagnostics: &diagnostics)]
        case .tokensStudio:
            return TokensStudioReader.read(path, files: files, limits: limits, diagnostics: &diagnostics).map { [$0] }
                ?? []
        case .styleDictionary:
            return StyleDictionaryReader.read(path, files: files, limits: limits, diagnostics: &diagnostics)
        case .swiftgen:
            guard let file = ForeignFiles.load(path, files: files, limits: limits, diagnostics: &diagnostics) else {
                return []
            }
            if ForeignFiles.hasSuffix(name, ".xml") {
                guard let root = XMLReader.read(file, limits: limits, diagnostics: &diagnostics) else { return [] }
                return [SwiftGenXMLReader.document(from: root, file: file, diagnostics: &diagnostics)]
            }
            if ForeignFiles.hasSuffix(name, ".json") {
                guard let root = JSONReader.read(file, limits: limits, diagnostics: &diagnostics) else { return [] }
                return [SwiftGenJSONReader.document(from: root, file: file, diagnostics: &diagnostics)]
            }
            return SwiftGenTextReader.read(file, limits: limits, diagnostics: &diagnostics).map { [$0] } ?? []
        case .xcassets:
            let catalog = name == "Contents.json" ? PathText.parent(path) : path
            return XcassetsReader.read(catalog: catalog, files: files, limits: limits, diagnostics: &diagnostics).map {
                [$0]
            } ?? []
        case .android:
            var res = path
            if name == "colors.xml" { res = PathText.parent(PathText.parent(path)) }
            return AndroidResourcesReader.read(res: res, files: files, limits: limits, diagnostics: &diagnostics).map {
                [$0]
            } ?? []
        }
    }
}
