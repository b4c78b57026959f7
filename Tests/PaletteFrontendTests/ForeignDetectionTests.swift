import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Helpers the foreign-reader tests share.
enum ForeignRead {
    /// Loads `path` from in-memory files as `format` (or the detected format).
    static func read(
        _ format: InputFormat? = nil,
        _ path: String,
        _ texts: [String: String]
    ) -> (documents: [PaletteDocument], diagnostics: DiagnosticBag) {
        var diagnostics = DiagnosticBag()
        let loaded = PaletteLoader.load(
            [.init(path: path, format: format)],
            files: MemoryFileProvider(texts: texts),
            diagnostics: &diagnostics
        )
        return (loaded.documents, diagnostics)
    }

    /// Reads and lowers, returning the palette (or `nil`) and every diagnostic.
    static func lower(
        _ format: InputFormat? = nil,
        _ path: String,
        _ texts: [String: String]
    ) -> (palette: Palette?, diagnostics: DiagnosticBag) {
        var (documents, diagnostics) = read(format, path, texts)
        let palette = PaletteLowering.lower(documents, diagnostics: &diagnostics)
        return (palette, diagnostics)
    }

    /// `rule@line:column` of every diagnostic, ordered by place (path, line, column).
    static func places(_ bag: DiagnosticBag) -> [String] {
        bag.sorted().map { "\($0.rule.rawValue)@\($0.location.map { "\($0.line):\($0.column)" } ?? "-")" }
    }

    /// `rule@line:column` for a marker of a marked text.
    static func place(_ rule: Rule, _ marked: MarkedText, _ marker: String, path: String = "t") -> String {
        let location = SourceFile(path: path, text: marked.text).location(ofOffset: marked.offsets[marker] ?? -1)
        return "\(rule.rawValue)@\(location.line):\(location.column)"
    }

    /// The value of an entry's appearance as `#RRGGBBAA`, `{alias}` or the text, `nil` when absent.
    static func value(_ palette: Palette?, _ key: String, _ appearance: String) -> String? {
        guard let palette, let entry = palette.entries.first(where: { $0.key == key }),
            let index = palette.appearanceIndex(named: appearance)
        else { return nil }
        if let alias = entry.aliases[index] { return "{\(alias)}" }
        return entry.values[index].hexRGBA
    }

    /// The values of a document entry, as `appearance=spelling`.
    static func values(_ documents: [PaletteDocument], _ key: String) -> [String] {
        let entry = documents.flatMap(\.entries).first { $0.key == key }
        return (entry?.values ?? []).map { value in
            let spelling: String
            switch value.content {
            case .color(let color): spelling = color.hexRGBA
            case .alias(let target): spelling = "{\(target)}"
            case .text(let text): spelling = text
            case .hex(let packed): spelling = "#" + HexEncoder.string(packed, minimumDigits: 8, .upper)
            case .reported: spelling = "(reported)"
            case .derived(let expression): spelling = "(derived \(expression))"
            case .flattenedAlias(_, let alias): spelling = "(stands for {\(alias)})"
            }
            return (value.appearance ?? "*") + "=" + spelling
        }
    }
}

/// Tests of format detection: every rule of `ForeignReader.detect`.
@Suite struct ForeignDetectionTests {
    /// A minimal plist around a dict body.
    static func plist(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\(body)</dict>\n</plist>\n"
    }

    @Test(
        arguments: [
            ("App.bundle", ["App.bundle/light.plist": plist("")], InputFormat.lflBundle),
            ("App.bundle/dark.plist", ["App.bundle/dark.plist": plist("")], .lflBundle),
            ("Other.bundle", ["Other.bundle/Info.plist": plist("")], nil),
            ("Assets.xcassets", ["Assets.xcassets/Contents.json": "{}"], .xcassets),
            ("A.colorset", ["A.colorset/Contents.json": "{}"], .xcassets),
            ("Assets.xcassets/A.colorset/Contents.json", ["Assets.xcassets/A.colorset/Contents.json": "{}"], .xcassets),
            ("res", ["res/values/colors.xml": "<resources/>"], .android),
            ("res/values/colors.xml", ["res/values/colors.xml": "<resources/>"], .android),
            ("DKColorTable.txt", ["DKColorTable.txt": "x"], .dkTable),
            ("Theme.txt", ["Theme.txt": "NORMAL NIGHT SEA\n#fff #000 #00f BG\n"], .dkTable),
            ("Theme.txt", ["Theme.txt": "\nNORMAL NIGHT\n"], .dkTable),
            ("colors.txt", ["colors.txt": "Red : #ff0000\n"], .swiftgen),
            (
                "Table.plist",
                ["Table.plist": plist("<key>BG</key><dict><key>NORMAL</key><string>#fff</string></dict>")], .dkTable
            ),
            ("Palette.plist", ["Palette.plist": plist("<key>colors</key><dict/>")], .palettePlist),
            ("Broken.plist", ["Broken.plist": "<plist><dict>"], .palettePlist),
            ("Other.plist", ["Other.plist": plist("<key>a</key><string>b</string>")], nil),
            ("a.tokens.json", ["a.tokens.json": "{}"], .dtcg),
            ("a.tokens", ["a.tokens": "{}"], .dtcg),
            ("a.resolver.json", ["a.resolver.json": "{}"], .dtcg),
            ("r.json", ["r.json": "{\"version\": \"2025.10\", \"resolutionOrder\": []}"], .dtcg),
            ("t.json", ["t.json": "{\"color\": {\"a\": {\"$value\": \"#fff\"}}}"], .dtcg),
            ("sd.json", ["sd.json": "{\"color\": {\"a\": {\"value\": \"#fff\"}}}"], .styleDictionary),
            ("sd.json5", ["sd.json5": "{\"color\": {\"a\": {\"value\": \"#fff\"}}, // note\n}"], .styleDictionary),
            ("tokens", ["tokens/color/base.json": "{\"color\": {\"a\": {\"value\": \"#fff\"}}}"], .styleDictionary),
            ("p.json", ["p.json": "{\"colors\": {\"A\": \"#fff\"}}"], .paletteJSON),
            ("broken.json", ["broken.json": "{\"colors\": "], .paletteJSON),
            ("flat.json", ["flat.json": "{\"Red\": \"#ff0000\"}"], .swiftgen),
            ("nested.json", ["nested.json": "{\"Red\": {\"light\": \"#ff0000\"}}"], nil),
            ("colors.xml", ["colors.xml": "<resources><color name=\"a\">#fff</color></resources>"], .swiftgen),
            ("layout.xml", ["layout.xml": "<LinearLayout/>"], nil),
            ("image.png", ["image.png": "x"], nil),
        ] as [(String, [String: String], InputFormat?)]
    )
    func detects(path: String, files: [String: String], format: InputFormat?) {
        #expect(ForeignReader.detect(path: path, files: MemoryFileProvider(texts: files)) == format)
    }

    @Test func nativeFormatsAreLeftToTheNativeReader() {
        let files = MemoryFileProvider(texts: ["p.json": "{\"colors\": {}}"])
        var diagnostics = DiagnosticBag()
        let documents = ForeignReader.read(.paletteJSON, path: "p.json", files: files, diagnostics: &diagnostics)
        #expect(documents.isEmpty)
        #expect(diagnostics.diagnostics.isEmpty)
    }
}
