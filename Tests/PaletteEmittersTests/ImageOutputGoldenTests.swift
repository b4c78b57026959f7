import Foundation
import PaletteEmitters
import PaletteModel
import PalettecTestSupport
import Testing

/// Golden outputs of the image sample in every format that carries images, compared with committed files under
/// `Tests/Golden/Images`; copies are not recorded, but must name the fixture they copy byte for byte.
@Suite struct ImageOutputGoldenTests {
    /// The formats that carry images here, with their output path under `Tests/Golden/Images`.
    static let outputs: [(OutputFormat, String)] = [
        (.xcassets, "xcassets"), (.android, "android"), (.json, "images.json"), (.html, "Images.preview.html"),
    ]

    @Test(arguments: outputs)
    func imageSampleInEachFormat(_ format: OutputFormat, _ name: String) throws {
        let path = "Tests/Golden/Images/" + name
        var diagnostics = DiagnosticBag()
        let options = EmitOptions(
            // The foreign formats report the sample's SVG and dimmed values as loss, accepted here.
            values: format == .xcassets || format == .android ? ["allowLoss": .bool(true)] : [:],
            sourceNames: ["Images.json"],
            outputPath: path
        )
        let files = format.emitter.emit(ImageSample.palette, options: options, diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.message))")
        for file in files {
            let target = file.relativePath.isEmpty ? path : path + "/" + file.relativePath
            if let copied = file.copied {
                let bytes = try Data(contentsOf: Golden.packageRoot.appendingPathComponent(copied.path))
                #expect(bytes.count == copied.byteCount, "\(target)")
                continue
            }
            Golden.expect(file.contents, matches: target)
        }
    }
}
