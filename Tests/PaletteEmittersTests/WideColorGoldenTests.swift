import Foundation
import PaletteEmitters
import PaletteModel
import PalettecTestSupport
import Testing

/// Golden outputs of the wide-color sample (`WideColorSample`: colors written in every CSS Color 4 space, some
/// outside sRGB, one outside Display P3) in every format, compared with committed files under `Tests/Golden/Wide`.
@Suite struct WideColorGoldenTests {
    @Test(arguments: OutputFormat.allCases)
    func wideSampleInEachFormat(_ format: OutputFormat) throws {
        let name = format.writesFolder ? format.rawValue : format.emitter.fileName(forPaletteNamed: "Wide") ?? ""
        let path = "Tests/Golden/Wide/" + name
        var diagnostics = DiagnosticBag()
        // The foreign formats report what they cannot hold (colors outside sRGB, the theme) as loss, accepted here.
        let lossy = format.emitter.optionSpecs.contains { $0.name == "allowLoss" }
        let options = EmitOptions(
            values: lossy ? ["allowLoss": .bool(true)] : [:],
            sourceNames: ["Wide.json"],
            outputPath: path
        )
        let files = format.emitter.emit(WideColorSample.palette, options: options, diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.message))")
        #expect(!files.isEmpty)
        for file in files {
            Golden.expect(file.contents, matches: file.relativePath.isEmpty ? path : path + "/" + file.relativePath)
        }
    }
}
