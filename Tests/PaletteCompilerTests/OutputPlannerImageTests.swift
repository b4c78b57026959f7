import PaletteCompiler
import PaletteEmitters
import PaletteModel
import Testing

/// The planner hands each emitter the path its output goes to, so the stylesheet's image URLs lead from the
/// stylesheet to the files.
@Suite struct OutputPlannerImageTests {
    @Test func theStylesheetsImageURLsAreRelativeToWhereThePlannerWritesIt() throws {
        let file = ImageFile(
            path: "project/art/logo.png",
            written: "art/logo.png",
            kind: .png,
            pixelSize: PixelSize(width: 2, height: 2),
            byteCount: 10,
            digest: "d"
        )
        let palette = Palette(
            name: "p",
            entries: [],
            images: [PaletteImage(key: "logo", values: Array(repeating: .file(file), count: 4))]
        )
        var diagnostics = DiagnosticBag()
        let planned = OutputPlanner.plan(
            palette,
            outputs: [BuildConfig.Output(format: .css, path: "web/css/palette.css", options: [:], location: nil)],
            base: "project",
            sourceNames: ["p.json"],
            diagnostics: &diagnostics
        )
        #expect(diagnostics.diagnostics.isEmpty)
        let stylesheet = try #require(planned.first)
        #expect(stylesheet.path == "project/web/css/palette.css")
        let css = String(decoding: stylesheet.file.contents, as: UTF8.self)
        #expect(css.contains("  --logo: url(\"../../art/logo.png\");\n"))
    }
}
