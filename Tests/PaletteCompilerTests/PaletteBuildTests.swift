import PaletteEmitters
import PaletteFrontend
import PaletteModel
import Testing

@testable import PaletteCompiler

/// `PaletteBuild.run` in memory, as a language server or `diff` would call it: nothing on disk, no CLI.
@Suite struct PaletteBuildTests {
    static let palette = """
        { "name": "Brand", "colors": { "PGC01": { "light": "#FFFFFF", "dark": "#000000" } } }
        """

    /// Runs a build of `Brand.json` with `outputs`, over `files` in memory.
    static func build(
        _ outputs: [BuildConfig.Output],
        files: [String: String] = ["Brand.json": palette],
        warningsAsErrors: Bool = false
    ) -> (PaletteBuild.Result, DiagnosticBag) {
        let provider = MemoryFileProvider(texts: files)
        var diagnostics = DiagnosticBag()
        var sources: [String: SourceFile] = [:]
        let result = PaletteBuild.run(
            [PaletteLoader.Input(path: "Brand.json", project: ".")],
            outputs: outputs,
            sourceNames: ["Brand.json"],
            configPath: nil,
            outputBase: ".",
            files: provider,
            limits: .default,
            resolution: PathResolution(workingFolder: "/project") { provider.resolvedPath($0) },
            warningsAsErrors: warningsAsErrors,
            diagnostics: &diagnostics,
            sources: &sources
        )
        return (result, diagnostics)
    }

    /// An output declaration with no options.
    static func output(_ format: OutputFormat, _ path: String) -> BuildConfig.Output {
        BuildConfig.Output(format: format, path: path, options: [:], location: nil)
    }

    /// A clean build plans every output, in configuration order, with the bytes it would write.
    @Test func plansEveryOutputInConfigurationOrder() {
        let (result, diagnostics) = Self.build([
            Self.output(.css, "out/brand.css"), Self.output(.json, "out/brand.json"),
        ])
        #expect(result.stop == nil)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(result.planned.map(\.path) == ["out/brand.css", "out/brand.json"])
        #expect(String(decoding: result.planned[0].file.contents, as: UTF8.self).contains("--pgc01: #ffffff;"))
    }

    /// An output that would overwrite the palette it is built from stops the build at the paths: nothing planned.
    @Test func anOutputOverItsOwnPaletteStopsBeforeAnythingIsEmitted() {
        let (result, diagnostics) = Self.build([Self.output(.paletteJSON, "Brand.json")])
        #expect(result.stop == .outputPaths)
        #expect(result.planned.isEmpty)
        #expect(diagnostics.diagnostics.map(\.rule) == [.invalidConfig])
    }

    /// Errors in the palettes stop the build before any output is looked at.
    @Test func aPaletteWithErrorsStopsAtThePalettes() {
        let (result, diagnostics) = Self.build(
            [Self.output(.css, "brand.css")],
            files: ["Brand.json": ##"{ "name": "Brand", "colors": { "PGC01": { "light": "#GGGGGG" } } }"##]
        )
        #expect(result.stop == .palettes)
        #expect(result.planned.isEmpty)
        #expect(diagnostics.hasErrors)
    }

    /// Keys that one output's naming rule makes one name stop the build before its emitter runs.
    @Test func namesThatCollideStopAtTheOutputs() {
        let colliding = """
            { "name": "Brand", "colors": { "brand-a": { "light": "#FFFFFF", "dark": "#000000" },
              "brand_a": { "light": "#FFFFFF", "dark": "#111111" } } }
            """
        let (result, diagnostics) = Self.build([Self.output(.swift, "Brand.swift")], files: ["Brand.json": colliding])
        #expect(result.stop == .outputs)
        #expect(result.planned.isEmpty)
        #expect(diagnostics.hasErrors)
    }
}
