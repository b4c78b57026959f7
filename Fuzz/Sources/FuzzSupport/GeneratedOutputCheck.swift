public import PaletteEmitters
import PaletteFrontend
import PaletteModel

/// Checks on what emitters produced: every JSON, plist and XML file must read back without errors.
public enum GeneratedOutputCheck {
    /// The syntax a generated file is written in, when palettec has a reader for it.
    private enum Syntax {
        /// JSON (`.json`, the JSON bundle, the native JSON palette).
        case json
        /// A property list (`.plist`, the native plist palette).
        case plist
        /// Other XML (Android resources).
        case xml
    }

    /// Traps when a generated JSON, plist or XML file of `format` does not read back cleanly with palettec's readers.
    public static func requireReadable(_ files: [GeneratedFile], format: OutputFormat) {
        for generated in files {
            guard let syntax = syntax(of: generated, format: format) else { continue }
            let file = SourceFile(path: "\(format.rawValue)/\(generated.relativePath)", bytes: generated.contents)
            var diagnostics = DiagnosticBag()
            let read: Bool
            switch syntax {
            case .json: read = JSONReader.read(file, diagnostics: &diagnostics) != nil
            case .plist: read = PlistReader.read(file, diagnostics: &diagnostics) != nil
            case .xml: read = XMLReader.read(file, diagnostics: &diagnostics) != nil
            }
            if !read || diagnostics.hasErrors {
                let first = diagnostics.diagnostics.first.map { "\($0.rule): \($0.message)" } ?? "no tree"
                fatalError("\(file.path) does not read back: \(first)")
            }
        }
    }

    /// Which reader checks a generated file, from its name or, for single-file outputs, the name its format gives.
    private static func syntax(of file: GeneratedFile, format: OutputFormat) -> Syntax? {
        let name =
            file.relativePath.isEmpty ? format.emitter.fileName(forPaletteNamed: "Palette") ?? "" : file.relativePath
        if name.hasSuffix(".json") { return .json }
        if name.hasSuffix(".plist") { return .plist }
        if name.hasSuffix(".xml") { return .xml }
        return nil
    }
}
