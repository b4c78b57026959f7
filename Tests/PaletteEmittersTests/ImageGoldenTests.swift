import PaletteEmitters
import PaletteModel
import PalettecTestSupport
import Testing

/// Golden files of the image outputs.
///
/// The rich Swift fixture with images, and the stylesheet of the Chromium image palette; `make golden` records
/// them.
@Suite struct ImageGoldenTests {
    @Test func swiftWithImagesMatchesItsGoldenFile() throws {
        Golden.expect(try SwiftFixture.emit(SwiftImageTests.palette), matches: "Tests/Golden/Images/RichImages.swift")
    }

    @Test func cssWithImagesMatchesItsGoldenFile() {
        let (css, messages) = CSSImageTests.emit(outputPath: "web/css/palette.css")
        #expect(messages.isEmpty)
        Golden.expect(css, matches: "Tests/Golden/Images/images.css")
    }
}
