import Foundation
import PaletteEmitters
import PaletteModel
import PalettecTestSupport
import Testing

/// The preview's images: each image per appearance beside the others, by paths relative to the page.
@Suite struct HTMLImagesSectionTests {
    /// The page of the image sample written at `Tests/Golden/Images/Images.preview.html`.
    static func page() throws -> String {
        var diagnostics = DiagnosticBag()
        let options = EmitOptions(sourceNames: ["Images.json"], outputPath: "Tests/Golden/Images/Images.preview.html")
        let file = try #require(
            HTMLEmitter().emit(ImageSample.palette, options: options, diagnostics: &diagnostics).first
        )
        #expect(diagnostics.diagnostics.isEmpty)
        return file.text
    }

    @Test func eachImageIsARowWithOneCellPerAppearance() throws {
        let section = HTMLEmitterTests.section("images", of: try Self.page())
        let fixtures = "../../PaletteEmittersTests/Fixtures/Images/"
        #expect(section.contains(#"<table class="images" aria-labelledby="images-title">"#))
        let rows = section.filter { $0.hasPrefix(#"<tr id="i"#) }
        #expect(rows == [#"<tr id="i1">"#, #"<tr id="i2">"#, #"<tr id="i3">"#, #"<tr id="i4">"#])
        // A 2x file is shown at its size in points, with what it is.
        #expect(
            section.contains(
                #"<td><span class="pic chk"><img src="\#(fixtures)sun@2x.png" alt="weather/sun, light" width="8" "#
                    + #"height="8"></span><span class="note">Images/sun@2x.png · PNG 16×16 @2x</span></td>"#
            )
        )
        // A fallback value is marked as one.
        #expect(
            section.contains(
                #"<td class="inherited"><span class="pic chk"><img src="\#(fixtures)moon.png" alt="badge, dark-hc" "#
                    + #"width="8" height="8"></span><span class="note">Images/moon.png · PNG 8×8</span></td>"#
            )
        )
        // A vector is drawn at a fixed size, and a template says so.
        #expect(section.contains { $0.contains(#"alt="mark, light" class="vector"></span>"#) })
        #expect(section.contains { $0.contains("Template: drawn in the tint color where it is shown") })
    }

    @Test func aDimmedValueIsShownAsItWillLook() throws {
        let section = HTMLEmitterTests.section("images", of: try Self.page())
        #expect(
            section.contains(
                #"<td><span class="pic chk"><img src="../../PaletteEmittersTests/Fixtures/Images/sun.png" "#
                    + #"alt="night, dark" width="8" height="8" style="filter:brightness(0.6)"></span>"#
                    + #"<span class="note">Images/sun.png · PNG 8×8, dimmed (black at 0.400)</span></td>"#
            )
        )
    }

    @Test func aPaletteOfImagesOnlySaysSoWhereTheColorsWouldBe() throws {
        var diagnostics = DiagnosticBag()
        let options = EmitOptions(sourceNames: ["Artwork.json"], outputPath: "Artwork.preview.html")
        let file = try #require(
            HTMLEmitter().emit(ImageSample.imagesOnly, options: options, diagnostics: &diagnostics).first
        )
        #expect(diagnostics.diagnostics.isEmpty)
        let page = file.text
        #expect(
            HTMLEmitterTests.section("colors", of: page) == [
                #"<section id="colors" aria-labelledby="colors-title">"#,
                #"<h2 id="colors-title">Colors</h2>"#,
                #"<p class="note">This palette holds images only; they are shown below.</p>"#,
            ]
        )
        // No filter field, and no script that would look for it.
        #expect(!page.contains("<script>") && !page.contains(#"id="filter""#))
        #expect(HTMLEmitterTests.section("images", of: page).filter { $0.hasPrefix(#"<tr id="i"#) }.count == 4)
    }

    @Test func theStyleRulesOfImagesComeOnlyWithImages() throws {
        #expect(try Self.page().contains(".pic {"))
        let (plain, _) = HTMLEmitterTests.page()
        #expect(!plain.contains(".pic {"))
        #expect(
            HTMLEmitterTests.section("images", of: plain).contains { $0.contains("Palettes do not declare images yet") }
        )
    }
}
