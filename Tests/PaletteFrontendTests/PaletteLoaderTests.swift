import Foundation
import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Tests of `PaletteLoader`, the frontend's entry point, on files held in memory.
@Suite struct PaletteLoaderTests {
    @Test func loadsANativeAndAForeignPaletteFromMemory() throws {
        let bundle = "Palettes/Legacy.bundle"
        let files = MemoryFileProvider(texts: [
            "Palettes/Base.json": ##"{"colors": {"PGC01": {"light": "#000000", "dark": "#FFFFFF"}}}"##,
            bundle + "/light.plist": ForeignDetectionTests.plist("<key>PGC02</key><string>FF0000</string>"),
            bundle + "/dark.plist": ForeignDetectionTests.plist("<key>PGC02</key><string>00FF00</string>"),
        ])
        var diagnostics = DiagnosticBag()
        let loaded = PaletteLoader.load(
            [.init(path: "Palettes/Base.json"), .init(path: bundle)],
            files: files,
            diagnostics: &diagnostics
        )
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(loaded.failedInputs == 0)
        #expect(loaded.documents.map(\.path) == ["Palettes/Base.json", bundle])
        let quotable = ["Palettes/Base.json", bundle + "/dark.plist", bundle + "/light.plist"]
        #expect(loaded.sources.keys.sorted() == quotable)
        let palette = try #require(PaletteLowering.lower(loaded.documents, diagnostics: &diagnostics))
        #expect(ForeignRead.value(palette, "PGC01", "dark") == "#FFFFFFFF")
        #expect(ForeignRead.value(palette, "PGC02", "dark") == "#00FF00FF")
    }

    @Test func aPaletteOfImagesOnlyIsReadAsAPaletteWithoutColors() throws {
        let png = TestImage.png(width: 4, height: 4)
        let files = MemoryFileProvider(files: [
            "Art/Artwork.json": Array(##"{"images": {"logo": "logo.png"}}"##.utf8),
            "Art/Artwork.plist": Array(
                ForeignDetectionTests.plist(
                    "<key>images</key><dict><key>mark</key><string>logo.png</string></dict>"
                ).utf8
            ),
            "Art/logo.png": png,
        ])
        var diagnostics = DiagnosticBag()
        let loaded = PaletteLoader.load(
            [.init(path: "Art/Artwork.json"), .init(path: "Art/Artwork.plist")],
            files: files,
            diagnostics: &diagnostics
        )
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(loaded.documents.map(\.images.count) == [1, 1])
        let palette = try #require(PaletteLowering.lower(loaded.documents, diagnostics: &diagnostics))
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(palette.entries.isEmpty)
        #expect(palette.images.map(\.key) == ["logo", "mark"])
    }

    @Test func readsAForeignFileOnceAndKeepsItsBytesForDiagnostics() {
        // A `.json` file is probed as a native palette, detected, checked, read, and kept for quoting.
        let marked = MarkedText(##"{"Red": "#ff0000", "Title": 1️⃣"notAColor"}"##)
        let files = CountingFileProvider(MemoryFileProvider(texts: ["colors.json": marked.text]))
        var diagnostics = DiagnosticBag()
        let loaded = PaletteLoader.load([.init(path: "colors.json")], files: files, diagnostics: &diagnostics)
        #expect(files.reads == ["colors.json": 1])
        #expect(loaded.sources["colors.json"]?.bytes == Array(marked.text.utf8))
        #expect(loaded.documents.count == 1)
        #expect(
            ForeignRead.places(diagnostics) == [ForeignRead.place(.invalidColor, marked, "1️⃣", path: "colors.json")]
        )
    }

    /// The files a resolver's `$ref`s reach are kept for quoting as the input is: their diagnostics show their lines.
    @Test func keepsTheFilesAResolverReaches() throws {
        let tokens = MarkedText(
            ##"{ "color": { "$type": "color", "bg": { "$value": 1️⃣"#12345" }, "fg": { "$value": 2️⃣"{color.gone}" } } }"##
        )
        let resolver = ##"""
            { "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "tokens/base.json" }] } },
              "modifiers": { "mode": { "contexts": { "light": [], "dark": [] }, "default": "light" } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" }] }
            """##
        let files = MemoryFileProvider(texts: ["r.resolver.json": resolver, "tokens/base.json": tokens.text])
        var diagnostics = DiagnosticBag()
        let loaded = PaletteLoader.load([.init(path: "r.resolver.json")], files: files, diagnostics: &diagnostics)
        _ = PaletteLowering.lower(loaded.documents, diagnostics: &diagnostics)
        #expect(loaded.sources.keys.sorted() == ["r.resolver.json", "tokens/base.json"])
        #expect(loaded.sources["tokens/base.json"]?.bytes == Array(tokens.text.utf8))
        #expect(
            ForeignRead.places(diagnostics) == [
                ForeignRead.place(.invalidColor, tokens, "1️⃣", path: "tokens/base.json"),
                ForeignRead.place(.unknownAlias, tokens, "2️⃣", path: "tokens/base.json"),
            ]
        )
        #expect(diagnostics.diagnostics.allSatisfy { loaded.sources[$0.location?.path ?? ""] != nil })
    }

    /// A resolver source that cannot be read is one error, at its `$ref`: the aliases to the keys it may define are
    /// its consequence, not errors of their own.
    @Test func aliasesIntoAnUnreadFileAreOneErrorAtTheFile() {
        let resolver = MarkedText(
            ##"""
            { "version": "2025.10", "sets": { "base": { "sources": [1️⃣{ "$ref": "prim.json" }, { "$ref": "sem.json" }] } },
              "modifiers": { "mode": { "contexts": { "light": [], "dark": [] }, "default": "light" } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" }] }
            """##
        )
        let aliases = (1...8).map { #""c\#($0)": { "$value": "{gray.\#($0)00}" }"# }.joined(separator: ", ")
        let files = MemoryFileProvider(texts: [
            "r.resolver.json": resolver.text,
            "sem.json": #"{ "$type": "color", \#(aliases) }"#,
        ])
        var diagnostics = DiagnosticBag()
        let loaded = PaletteLoader.load([.init(path: "r.resolver.json")], files: files, diagnostics: &diagnostics)
        let palette = PaletteLowering.lower(loaded.documents, diagnostics: &diagnostics)
        #expect(palette == nil)
        #expect(
            ForeignRead.places(diagnostics) == [
                ForeignRead.place(.unreadableFile, resolver, "1️⃣", path: "r.resolver.json")
            ]
        )
    }

    @Test func keepsTheFilesOfAFolderItsReaderDoesNotParse() throws {
        // An empty catalog's `empty-palette` points at its `Contents.json`, which the reader never opens.
        let files = MemoryFileProvider(texts: ["A.xcassets/Contents.json": "{}\n"])
        var diagnostics = DiagnosticBag()
        let loaded = PaletteLoader.load([.init(path: "A.xcassets")], files: files, diagnostics: &diagnostics)
        _ = PaletteLowering.lower(loaded.documents, diagnostics: &diagnostics)
        let empty = try #require(diagnostics.diagnostics.first)
        #expect(empty.rule == .emptyPalette)
        #expect(empty.location == Diagnostic.Location(path: "A.xcassets/Contents.json", line: 1, column: 1))
        #expect(loaded.sources["A.xcassets/Contents.json"]?.bytes == Array("{}\n".utf8))
    }

    @Test func reportsAnInputThatIsNotThere() {
        let reference = Diagnostic.Location(path: "palettec.json", line: 3, column: 18)
        var diagnostics = DiagnosticBag()
        let loaded = PaletteLoader.load(
            [.init(path: "Missing.json", reference: reference)],
            files: MemoryFileProvider(texts: [:]),
            diagnostics: &diagnostics
        )
        #expect(loaded.failedInputs == 1)
        #expect(diagnostics.diagnostics.map(\.rule) == [.unreadableFile])
        #expect(diagnostics.diagnostics.first?.location == reference)
    }
}

/// An input no reader recognizes.
@Suite struct UndetectableInputTests {
    @Test func aFileIsReportedAtItsStartSayingWhatPalettecReadsAFolderWhereItIsNamed() throws {
        // A `colors.json` whose root is an array: neither a palette nor tokens.
        let files = MemoryFileProvider(texts: ["colors.json": ##"[{"light": "#FFFFFF", "dark": "#000000"}]"##])
        var diagnostics = DiagnosticBag()
        let loaded = PaletteLoader.load([.init(path: "colors.json")], files: files, diagnostics: &diagnostics)
        #expect(loaded.failedInputs == 1)
        let diagnostic = try #require(diagnostics.diagnostics.first)
        #expect(diagnostics.diagnostics.count == 1)
        #expect(diagnostic.rule == .unknownFormat)
        #expect(diagnostic.location == Diagnostic.Location(path: "colors.json", line: 1, column: 1))
        #expect(
            diagnostic.message.hasPrefix(
                "cannot tell the format of 'colors.json': palettec reads palettes (an object with a 'colors' or 'images' "
                    + "object), "
            )
        )
        for reader in PaletteReaders.all {
            #expect(diagnostic.message.contains(reader.summary.words), "\(reader.format) is not named")
        }
        let names = InputFormat.allCases.map(\.rawValue).joined(separator: ", ")
        #expect(diagnostic.message.hasSuffix("; name the format with --from (\(names))"))

        // A folder has no start to point at: only the place that names it, if any.
        let folder = MemoryFileProvider(texts: ["Colors/readme.md": "Colors\n"])
        var unnamed = DiagnosticBag()
        _ = PaletteLoader.load([.init(path: "Colors")], files: folder, diagnostics: &unnamed)
        #expect(unnamed.diagnostics.map(\.rule) == [.unknownFormat])
        #expect(unnamed.diagnostics.first?.location == nil)
        let reference = Diagnostic.Location(path: "palettec.json", line: 2, column: 17)
        var named = DiagnosticBag()
        _ = PaletteLoader.load([.init(path: "Colors", reference: reference)], files: folder, diagnostics: &named)
        #expect(named.diagnostics.first?.location == reference)
    }
}

/// A provider that counts how often each file's contents are asked for.
private final class CountingFileProvider: FileProvider, @unchecked Sendable {
    /// The files.
    private let base: MemoryFileProvider
    /// Guards `counts`.
    private let lock = NSLock()
    /// Reads so far, by path.
    private var counts: [String: Int] = [:]

    /// Counts the reads of `base`.
    init(_ base: MemoryFileProvider) {
        self.base = base
    }

    /// Reads so far, by path.
    var reads: [String: Int] {
        lock.withLock { counts }
    }

    func contents(of path: String) -> [UInt8]? {
        lock.withLock { counts[path, default: 0] += 1 }
        return base.contents(of: path)
    }

    func entries(of path: String) -> [String]? {
        base.entries(of: path)
    }

    func isFolder(_ path: String) -> Bool {
        base.isFolder(path)
    }
}
