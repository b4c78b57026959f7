import Foundation
import PaletteCompiler
import PaletteEmitters
import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Golden outputs: every example palette through every output format, compared with committed files.
///
/// `make golden` re-records them (and fails that run); the diff is reviewed before it is committed.
@Suite struct GoldenOutputTests {
    /// The repository's own build, exactly as `palettec build` runs it, must equal the committed `Generated/`.
    @Test func repositoryBuildMatchesGenerated() throws {
        let files = plan(
            palettes: ["Palettes/Base.plist", "Palettes/Semantic.json"],
            outputs: [
                output(
                    .swift,
                    "Generated/Palette.swift",
                    ["typeName": .string("Palette"), "accessLevel": .string("public")]
                ),
                output(.css, "Generated/palette.css"),
                output(.json, "Generated/palette.json"),
            ],
            // The stylesheet names the PDF chevron, which only WebKit on Apple platforms draws: a warning.
            allowing: [.unsupportedByFormat]
        )
        #expect(files.count == 3)
        for file in files {
            Golden.expect(file.file.contents, matches: file.path)
        }
    }

    /// `Base.plist` stands alone, so it is built by itself into every format, including the foreign ones.
    @Test(arguments: OutputFormat.allCases)
    func basePaletteInEveryFormat(_ format: OutputFormat) throws {
        let path =
            format.writesFolder
            ? "Tests/Golden/Base/\(format.rawValue)"
            : "Tests/Golden/Base/\(format.emitter.fileName(forPaletteNamed: "Base") ?? "")"
        // Android drawables cannot hold the PDF chevron, and LFL bundles, DK tables and DTCG tokens hold no images:
        // with allowLoss the image is left out, with a warning saying so.
        let lossy = [.android, .lflBundle, .dkTable, .dtcg].contains(format)
        // The stylesheet and the preview show it to browsers, of which only Safari draws a PDF: a warning too.
        let warned = lossy || format == .css || format == .html
        let files = plan(
            palettes: ["Palettes/Base.plist"],
            outputs: [output(format, path, lossy ? ["allowLoss": .bool(true)] : [:])],
            allowing: warned ? [.unsupportedByFormat] : []
        )
        #expect(!files.isEmpty)
        for file in files {
            Golden.expect(file.file.contents, matches: file.path)
        }
    }

    /// The preview of both example palettes together: themes, Display P3, aliases and contrast pairs, which
    /// `Base.plist` alone does not have.
    @Test func examplePalettesPreview() throws {
        let files = plan(
            palettes: ["Palettes/Base.plist", "Palettes/Semantic.json"],
            outputs: [output(.html, "Tests/Golden/Examples/Palette.preview.html")],
            allowing: [.unsupportedByFormat]
        )
        #expect(files.count == 1)
        for file in files {
            Golden.expect(file.file.contents, matches: file.path)
        }
    }

    /// An output declaration.
    func output(
        _ format: OutputFormat,
        _ path: String,
        _ options: [String: EmitOptions.Value] = [:]
    ) -> BuildConfig.Output {
        BuildConfig.Output(format: format, path: path, options: options, location: nil)
    }

    /// Compiles palettes (paths relative to the package root) and plans the outputs, with no diagnostics allowed
    /// but warnings of the `allowing` rules.
    func plan(
        palettes: [String],
        outputs: [BuildConfig.Output],
        allowing: Set<Rule> = []
    ) -> [OutputPlanner.PlannedFile] {
        let root = Golden.packageRoot.path
        let files = DiskFileProvider()
        var diagnostics = DiagnosticBag()
        var sources: [String: SourceFile] = [:]
        let inputs = palettes.map { PaletteLoader.Input(path: root + "/" + $0, format: nil, reference: nil) }
        let built = PaletteBuild.run(
            inputs,
            outputs: outputs,
            sourceNames: palettes,
            configPath: nil,
            outputBase: ".",
            files: files,
            limits: .default,
            resolution: .disk,
            warningsAsErrors: false,
            diagnostics: &diagnostics,
            sources: &sources
        )
        #expect(built.stop == nil)
        let unexpected = diagnostics.diagnostics.filter {
            $0.severity == .error || !allowing.contains($0.rule)
        }
        #expect(unexpected.isEmpty, "\(unexpected.map(\.message))")
        return built.planned
    }
}
