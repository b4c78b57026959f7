import Foundation
import PaletteEmitters
import PaletteModel
import PalettecTestSupport
import Testing

/// Palettes the foreign-writer tests share, built directly in the model (no reader involved).
enum ForeignSample {
    /// The source name every sample uses in its DO-NOT-EDIT header.
    static let options = EmitOptions(sourceNames: ["Base.plist"])

    /// The same options with `allowLoss: true`.
    static let lossyOptions = EmitOptions(values: ["allowLoss": .bool(true)], sourceNames: ["Base.plist"])

    /// An sRGB color from a 0xRRGGBBAA literal.
    static func rgba(_ value: UInt32) -> ColorValue {
        ColorValue(
            red8: UInt8(truncatingIfNeeded: value >> 24),
            green8: UInt8(truncatingIfNeeded: value >> 16),
            blue8: UInt8(truncatingIfNeeded: value >> 8),
            alpha8: UInt8(truncatingIfNeeded: value)
        )
    }

    /// A location on a line of `Base.plist`.
    static func at(_ line: Int) -> Diagnostic.Location {
        Diagnostic.Location(path: "Base.plist", line: line, column: 5)
    }

    /// An entry with light and dark values; high-contrast values fall back unless given.
    static func entry(
        _ key: String,
        _ light: ColorValue,
        _ dark: ColorValue,
        lightHC: ColorValue? = nil,
        darkHC: ColorValue? = nil,
        alias: String? = nil,
        description: String? = nil,
        line: Int
    ) -> Palette.Entry {
        Palette.Entry(
            key: key,
            values: [light, dark, lightHC ?? light, darkHC ?? dark],
            aliases: Array(repeating: alias, count: 4),
            explicit: [true, true, lightHC != nil, darkHC != nil],
            description: description,
            location: at(line)
        )
    }

    /// Light/dark sRGB entries: opaque, translucent, an alias and a dotted key with a description.
    static var basic: Palette {
        let black = rgba(0x0000_00FF)
        let white = rgba(0xFFFF_FFFF)
        return Palette(
            name: "Base",
            entries: [
                entry("PGC01", black, white, line: 3),
                entry("overlay", rgba(0x0000_0080), rgba(0xFFFF_FF99), line: 4),
                entry("link", black, white, alias: "PGC01", line: 5),
                entry("text.primary", rgba(0x1C1C_1EFF), rgba(0xF2F2_F7FF), description: "Body text.", line: 6),
            ],
            sources: ["Base.plist"]
        )
    }

    /// `basic` plus an entry with high-contrast values.
    static var withHighContrast: Palette {
        var palette = basic
        palette.entries.append(
            entry(
                "accent",
                rgba(0x0A84_FFFF),
                rgba(0x409C_FFFF),
                lightHC: rgba(0x0040_DDFF),
                darkHC: rgba(0x6EB4_FFFF),
                line: 7
            )
        )
        return palette
    }

    /// `basic` plus a Display P3 entry.
    static var withP3: Palette {
        var palette = basic
        let p3 = ColorValue(space: .displayP3, red: 1, green: 0.2, blue: 0.1)
        palette.entries.append(entry("vivid", p3, p3, line: 8))
        return palette
    }

    /// `basic` plus a `sepia` theme (falling back to light) that one entry sets.
    static var withTheme: Palette {
        var palette = basic
        palette.appearances.append(Appearance(name: "sepia", scheme: .light, fallback: "light"))
        for index in palette.entries.indices {
            palette.entries[index].values.append(palette.entries[index].values[0])
            palette.entries[index].aliases.append(palette.entries[index].aliases[0])
            palette.entries[index].explicit.append(false)
        }
        palette.entries[0].values[4] = rgba(0x3B2F_1EFF)
        palette.entries[0].explicit[4] = true
        return palette
    }

    /// The text of the generated file at a relative path.
    static func text(_ files: [GeneratedFile], _ path: String) -> String? {
        files.first { $0.relativePath == path }.map {
            HeaderDigest.removed(from: String(decoding: $0.contents, as: UTF8.self))
        }
    }

    /// A fresh temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("palettec-foreign-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes generated files below a folder.
    static func write(_ files: [GeneratedFile], to folder: URL, defaultName: String) throws {
        for file in files {
            let url = folder.appendingPathComponent(file.relativePath.isEmpty ? defaultName : file.relativePath)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            if let copied = file.copied {
                try Data(contentsOf: Golden.packageRoot.appendingPathComponent(copied.path)).write(to: url)
            } else {
                try Data(file.contents).write(to: url)
            }
        }
    }

    /// A real client's path, or `nil` after recording a failure: the tests that call it are enabled only when it is
    /// installed, or under `CI=true`, where its absence is a failure.
    static func client(_ name: String) -> String? {
        if let path = Executables.find(name) { return path }
        Issue.record("\(name) is required under CI=true but was not found")
        return nil
    }

    /// Whether a test needing `name` runs: when it is installed, and always under `CI=true` (where its absence is a
    /// failure).
    static func canRun(_ name: String) -> Bool {
        Executables.isCI || Executables.find(name) != nil
    }

    /// The rules and severities of a bag, for compact expectations.
    static func rules(_ bag: DiagnosticBag) -> [String] {
        bag.diagnostics.map { "\($0.severity.rawValue) \($0.rule.rawValue)" }
    }
}

/// Tests of the foreign writers' registry entries: every foreign format has an emitter whose files fit its
/// `writesFolder` shape.
@Suite struct ForeignEmitterRegistryTests {
    /// The formats this suite covers.
    static let formats: [OutputFormat] = [
        .lflBundle, .dkTable, .dtcg, .xcassets, .android, .paletteJSON, .palettePlist,
    ]

    @Test(arguments: formats)
    func emitterExistsAndItsFilesMatchTheFolderShape(format: OutputFormat) throws {
        let emitter = format.emitter
        var diagnostics = DiagnosticBag()
        let files = emitter.emit(ForeignSample.basic, options: ForeignSample.options, diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics)")
        #expect(!files.isEmpty)
        if format.writesFolder {
            #expect(files.allSatisfy { !$0.relativePath.isEmpty && !$0.relativePath.hasPrefix("/") })
        } else {
            #expect(files.map(\.relativePath) == [""])
        }
        #expect(files.allSatisfy { $0.contents.last == 0x0A })
        // Every file that can hold the ownership sentence holds it; the DK table is the one that cannot.
        if format != .dkTable, format != .paletteJSON {
            for file in files {
                #expect(String(decoding: file.contents, as: UTF8.self).contains("palettec"), "\(file.relativePath)")
            }
        }
    }

    @Test func lossyFormatsAcceptAllowLoss() throws {
        for format in [OutputFormat.lflBundle, .dkTable, .dtcg, .xcassets, .android] {
            let emitter = format.emitter
            #expect(emitter.options["allowLoss"] == .bool, "\(format)")
        }
    }
}
