import Foundation
import PaletteEmitters
import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// X → Palette → X for every foreign reader/writer pair: the colors come back equal, and writing what was read
/// back gives the same bytes again.
@Suite struct ForeignRoundTripTests {
    /// One round trip: a source read in its format, written and read back in `format`.
    struct Case: CustomTestStringConvertible, Sendable {
        /// What the case is called.
        var name: String
        /// The format written and read back.
        var format: OutputFormat
        /// The source: a path in the test files and how to read it (`nil`: the native palettes).
        var source: String
        /// The format the source is in (`nil`: native palette files).
        var sourceFormat: InputFormat?
        /// Whether the first writing must already be a fixed point (the format keeps everything the source has).
        var firstIsFixedPoint = true

        /// The name, as the test case's name.
        var testDescription: String { name }
    }

    /// The cases: real files of each format, and the example palettes into every format.
    static let cases: [Case] =
        [
            Case(name: "LFL bundle (corpus)", format: .lflBundle, source: corpusLFL, sourceFormat: .lflBundle),
            Case(
                name: "LFL bundle (fixture)",
                format: .lflBundle,
                source: "fixtures/Brand.bundle",
                sourceFormat: .lflBundle
            ),
            Case(name: "DK table (corpus)", format: .dkTable, source: corpusDK, sourceFormat: .dkTable),
            Case(name: "DTCG resolver (corpus)", format: .dtcg, source: corpusResolver, sourceFormat: .dtcg),
            Case(
                name: "DTCG modes (corpus)",
                format: .dtcg,
                source: corpusModes,
                sourceFormat: .dtcg,
                firstIsFixedPoint: false
            ),
            Case(name: "asset catalog (corpus)", format: .xcassets, source: corpusCatalog, sourceFormat: .xcassets),
            Case(
                name: "asset catalog P3 (corpus)",
                format: .xcassets,
                source: corpusP3Catalog,
                sourceFormat: .xcassets
            ),
            Case(name: "Android (fixture)", format: .android, source: "fixtures/res", sourceFormat: .android),
            Case(name: "Figma REST (fixture)", format: .paletteJSON, source: figmaREST, sourceFormat: .figma),
            Case(name: "Figma plugin (fixture)", format: .paletteJSON, source: figmaPlugin, sourceFormat: .figma),
            Case(name: "Figma REST (corpus)", format: .paletteJSON, source: corpusFigma, sourceFormat: .figma),
            Case(name: "Figma mode trees (fixture)", format: .paletteJSON, source: figmaModes, sourceFormat: .figma),
            Case(
                name: "Tokens Studio groups (fixture)",
                format: .paletteJSON,
                source: "fixtures/TokensStudio/groups",
                sourceFormat: .tokensStudio
            ),
            Case(
                name: "Android values folders (corpus)",
                format: .android,
                source: corpusOppia,
                sourceFormat: .android
            ),
            Case(
                name: "Android values folders (corpus) → native",
                format: .paletteJSON,
                source: corpusOppia,
                sourceFormat: .android
            ),
        ] + cssThemeCases
        + OutputFormat.foreign.map { format in
            Case(
                name: "example palettes → \(format.rawValue)",
                format: format,
                source: "",
                sourceFormat: nil,
                firstIsFixedPoint: false
            )
        }

    /// LFLDarkModeKit's example bundle.
    static let corpusLFL = "corpus/DevDragonLi-LFLDarkModeKit/Example/LFLDarkModeDemo/darkModeAdapterColor.bundle"
    /// Oppia's res folder: three files in values/, palette overrides in values-night/.
    static let corpusOppia = "corpus/oppia-oppia-android/app/src/main/res"
    /// DKNightVersion's table (with its RED theme).
    static let corpusDK = "corpus/Draveness-DKNightVersion/DKNightVersion/ColorTable/DKColorTable.txt"
    /// Terrazzo's resolver with light, dark and both high-contrast contexts.
    static let corpusResolver =
        "corpus/terrazzoapp-terrazzo/packages/cli/test/fixtures/get-transforms-resolver/resolver.json"
    /// Terrazzo's tokens with light and dark modes.
    static let corpusModes = "corpus/terrazzoapp-terrazzo/packages/plugin-swift/test/color/tokens.json"
    /// SwiftGen's catalog with namespaces, floats and 0–255 integers.
    static let corpusCatalog = "corpus/SwiftGen-SwiftGen/Sources/TestUtils/Fixtures/Resources/XCAssets/Styles.xcassets"
    /// A REST `variables/local` response with brand modes, variants, a one-mode collection and aliases across them.
    static let figmaREST = "fixtures/Figma/variables-local.json"
    /// A Plugin API dump of arrays, without the REST envelope.
    static let figmaPlugin = "fixtures/Figma/plugin-dump.json"
    /// A plugin's per-mode token trees, with an alias that names its collection.
    static let figmaModes = "fixtures/Figma/modes-export.json"
    /// Moon's Figma variables: 27 modes of brands and appearances, variant collections.
    static let corpusFigma = "corpus/coingaming-moon-tokens/figma/variables.json"
    /// NetNewsWire's widget catalog with a Display P3 dark color.
    static let corpusP3Catalog = "corpus/Ranchero-Software-NetNewsWire/Widget/Assets.xcassets"

    @Test(arguments: cases)
    func roundTrip(_ testCase: Case) throws {
        guard let files = RoundTripFiles.load() else { return }
        let original = try #require(
            RoundTripFiles.palette(testCase.sourceFormat, testCase.source, files: files),
            "the source must lower without errors"
        )
        let options = EmitOptions(
            values: ["allowLoss": .bool(true)],
            sourceNames: ["source"],
            outputPath: RoundTripFiles.outputPath(testCase.format)
        )
        let emitter = testCase.format.emitter
        var diagnostics = DiagnosticBag()
        let first = emitter.emit(original, options: options, diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics)")
        let (back, placed) = RoundTripFiles.reread(first, as: testCase.format, beside: files)
        let second = try #require(back)
        RoundTripFidelity(testCase.format, original: original).expectEqual(original, second)

        var againDiagnostics = DiagnosticBag()
        let written = emitter.emit(second, options: options, diagnostics: &againDiagnostics)
        let third = try #require(RoundTripFiles.reread(written, as: testCase.format, beside: placed).palette)
        let rewritten = emitter.emit(third, options: options, diagnostics: &againDiagnostics)
        #expect(
            RoundTripFiles.same(written, rewritten),
            "writing what was read back must give the same files: \(RoundTripFiles.firstDifference(written, rewritten))"
        )
        if testCase.firstIsFixedPoint {
            #expect(RoundTripFiles.same(first, written), "\(RoundTripFiles.firstDifference(first, written))")
        }
    }
}

extension OutputFormat {
    /// The formats this suite round-trips.
    static let foreign: [OutputFormat] = [
        .lflBundle, .dkTable, .dtcg, .xcassets, .android, .paletteJSON, .palettePlist,
    ]
}
