import Foundation
import PaletteCompiler
import PaletteEmitters
import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

@testable import PalettecCLI

/// How an existing output is recognized as palettec's: what each format declares (`Emitter.ownership`) is what
/// its files carry, and files that cannot carry the marker are recognized through the format's read-back pairing,
/// with no format named in the driver.
@Suite struct OutputOwnershipTests {
    /// Two colors with a theme, as a native palette.
    static let source = ##"""
        {"appearances": {"sepia": {"fallback": "light"}},
         "colors": {"BG": {"light": "#FFFFFF", "dark": "#343434", "sepia": "#F4ECD8"},
                    "TextPrimary": {"light": "#000000", "dark": "#FAFAFA"}}}
        """##

    /// The sample palette, lowered without errors.
    static func palette() throws -> Palette {
        let files = MemoryFileProvider(texts: ["p.json": source])
        var diagnostics = DiagnosticBag()
        let loaded = PaletteLoader.load([.init(path: "p.json")], files: files, diagnostics: &diagnostics)
        let palette = PaletteLowering.lower(loaded.documents, diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.message))")
        return try #require(palette)
    }

    /// The files `format` writes for the sample palette (losses allowed: only the bytes matter here).
    static func emit(_ format: OutputFormat) throws -> (any Emitter, [GeneratedFile]) {
        let emitter = format.emitter
        let options = EmitOptions(values: emitter.options["allowLoss"] == nil ? [:] : ["allowLoss": .bool(true)])
        var diagnostics = DiagnosticBag()
        let files = emitter.emit(try palette(), options: options, diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(format.rawValue): \(diagnostics.diagnostics.map(\.message))")
        #expect(!files.isEmpty)
        return (emitter, files)
    }

    @Test(arguments: OutputFormat.allCases)
    func everyFileIsProvenPalettecsExactlyWhenTheFormatSaysSo(_ format: OutputFormat) throws {
        let (emitter, files) = try Self.emit(format)
        let folder = try TemporaryFolder()
        for file in files where file.copied == nil {
            let name = file.relativePath.isEmpty ? "output" : file.relativePath
            try folder.write(name, Data(file.contents))
            let path = folder.url.appendingPathComponent(name).path
            let verdict = GeneratedProof.verdict(ofFileAt: path, relativePath: file.relativePath, emitter: emitter)
            let proven: Bool
            switch emitter.ownership {
            case .header, .topLevelMember: proven = true
            case .canonicalForm, .editable: proven = false
            }
            #expect(
                (verdict == .palettecs) == proven,
                "\(format.rawValue) \(file.relativePath): declared \(emitter.ownership), found \(verdict)"
            )
        }
    }

    @Test(arguments: OutputFormat.allCases)
    func onlyFormatsWithoutRoomForAMarkerAreRecognizedByTheirForm(_ format: OutputFormat) throws {
        let (emitter, files) = try Self.emit(format)
        if emitter.ownership == .canonicalForm {
            // The generic path needs a reader for the format and one file to compare.
            #expect(format.readBackFormat != nil, "\(format.rawValue) declares no readBackFormatID")
            #expect(!emitter.writesFolder)
            #expect(files.map(\.relativePath) == [""])
            #expect(GeneratedTable.isCanonical(files[0].contents, format: format))
        } else {
            // Marked files are recognized by the marker; an editable file is never taken for palettec's.
            for file in files {
                #expect(!GeneratedTable.isCanonical(file.contents, format: format), "\(file.relativePath)")
            }
        }
    }

    @Test func aDKTableIsPalettecsOnlyInTheExactLayoutPalettecWrites() throws {
        let (_, files) = try Self.emit(.dkTable)
        let table = String(decoding: files[0].contents, as: UTF8.self)
        #expect(GeneratedTable.isCanonical(Array(table.utf8), format: .dkTable))
        // Other colors in palettec's layout: what palettec writes for those colors, so still its own.
        let recolored = table.replacingOccurrences(of: "#343434", with: "#353535")
        #expect(recolored != table)
        #expect(GeneratedTable.isCanonical(Array(recolored.utf8), format: .dkTable))
        // The same colors laid out by hand, or with a line added: not palettec's.
        let realigned = table.replacingOccurrences(of: "  ", with: " ")
        #expect(realigned != table)
        #expect(!GeneratedTable.isCanonical(Array(realigned.utf8), format: .dkTable))
        #expect(!GeneratedTable.isCanonical(Array((table + "\n").utf8), format: .dkTable))
        // Read as another format's file, the same bytes are not a file palettec writes.
        #expect(!GeneratedTable.isCanonical(Array(table.utf8), format: .palettePlist))
        #expect(!GeneratedTable.isCanonical(Array(table.utf8), format: nil))
    }

    @Test func aHandEditedDKTableIsKeptAndAnUntouchedOneIsReplaced() throws {
        let folder = try TemporaryFolder()
        try folder.write("p.json", ##"{"colors": {"BG": {"light": "#FFFFFF", "dark": "#343434"}}}"##)
        try folder.write(
            "palettec.json",
            ##"{"palettes": ["p.json"], "outputs": [{"format": "dk-table", "path": "DKColorTable.txt"}]}"##
        )
        #expect(try folder.palettec(["build"]).status == 0)
        let generated = String(decoding: try #require(folder.read("DKColorTable.txt")), as: UTF8.self)

        // Untouched: a changed palette replaces it.
        try folder.write("p.json", ##"{"colors": {"BG": {"light": "#FAFAFA", "dark": "#343434"}}}"##)
        let check = try folder.palettec(["build", "--check"], environment: ["NO_COLOR": "1"])
        #expect(check.status == 1)
        #expect(check.standardError.contains("DKColorTable.txt' is out of date"), "\(check.standardError)")
        let update = try folder.palettec(["build"], environment: ["NO_COLOR": "1"])
        #expect(update.status == 0, "\(update.standardError)")
        let updated = String(decoding: try #require(folder.read("DKColorTable.txt")), as: UTF8.self)
        #expect(updated == generated.replacingOccurrences(of: "#ffffff", with: "#fafafa"))

        // Edited by hand (a comment line DKNightVersion would misread): kept, in a build and in a check.
        let edited = updated + "# keep me\n"
        try folder.write("DKColorTable.txt", edited)
        try folder.write("p.json", ##"{"colors": {"BG": {"light": "#FFFFFF", "dark": "#343434"}}}"##)
        for arguments in [["build"], ["build", "--check"]] {
            let refused = try folder.palettec(arguments, environment: ["NO_COLOR": "1"])
            #expect(refused.status == 1)
            #expect(refused.standardError.contains("[foreign-file]"), "\(refused.standardError)")
            #expect(folder.read("DKColorTable.txt") == Data(edited.utf8))
        }
    }

    @Test func aPaletteJSONOutputIsNotReplacedOnceItDiffers() throws {
        let folder = try TemporaryFolder()
        try folder.write("p.json", ##"{"colors": {"BG": {"light": "#FFFFFF", "dark": "#343434"}}}"##)
        try folder.write(
            "palettec.json",
            ##"{"palettes": ["p.json"], "outputs": [{"format": "palette-json", "path": "out.json"}]}"##
        )
        let first = try folder.palettec(["build"])
        #expect(first.status == 0, "\(first.standardError)")
        let written = try #require(folder.read("out.json"))
        let same = try folder.palettec(["build"])
        #expect(same.status == 0, "the same contents again leave the file alone: \(same.standardError)")

        try folder.write("p.json", ##"{"colors": {"BG": {"light": "#FAFAFA", "dark": "#343434"}}}"##)
        let again = try folder.palettec(["build"], environment: ["NO_COLOR": "1"])
        #expect(again.status == 1)
        #expect(again.standardError.contains("[foreign-file]"), "\(again.standardError)")
        #expect(folder.read("out.json") == written)
    }
}
