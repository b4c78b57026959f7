import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// A palette's `images`: files read through the file provider, values resolved like colors, and every problem
/// reported once, with the whole printed lines.
@Suite struct ImageLoweringTests {
    /// A 32×16 PNG.
    static let wide = TestImage.png(width: 32, height: 16)

    /// The printed lines of a result.
    static func printed(_ result: Lowered) -> [String] {
        ContrastLoweringTests.printed(result.diagnostics)
    }

    @Test func valuesResolveThroughFallbacksAliasesAndDim() throws {
        let jpeg = TestImage.jpeg(width: 64, height: 32)
        let result = try Lowered(
            json: """
                {
                  "appearances": { "sepia": { "fallback": "light" } },
                  "colors": { "text": "#000000" },
                  "images": {
                    2️⃣"logo": {
                      "description": "The logo.",
                      "deprecated": "Use mark.",
                      "light": "img/logo.png",
                      "dark": "img/logo-dark@2x.jpg",
                      "dark-hc": { "dim": 0.25, "from": "light-hc" }
                    },
                    "icon": { "template": true, "light": "img/icon.svg", "dark": "img/icon.svg" },
                    "mark": 1️⃣"{logo}",
                    "hero": { "light": "img/hero.png", "dark": { "dim": 0.4 } }
                  }
                }
                """,
            files: [
                "img/logo.png": Self.wide, "img/logo-dark@2x.jpg": jpeg, "img/icon.svg": TestImage.svg,
                "img/hero.png": TestImage.png(width: 10, height: 10),
            ]
        )
        #expect(
            Self.printed(result) == [
                result.marked.place("1️⃣", in: "test.json")
                    + ": warning: image 'mark' refers to deprecated 'logo': Use mark. [deprecated-alias]",
                result.marked.place("2️⃣", in: "test.json") + ": note: 'logo' is deprecated here",
            ]
        )
        let palette = try #require(result.palette)
        #expect(palette.images.map(\.key) == ["logo", "icon", "mark", "hero"])
        let logo = palette.images[0]
        let light = ImageFile(
            path: "img/logo.png",
            written: "img/logo.png",
            kind: .png,
            pixelSize: PixelSize(width: 32, height: 16),
            byteCount: Self.wide.count,
            digest: ContentDigest(of: Self.wide).hex
        )
        let dark = ImageFile(
            path: "img/logo-dark@2x.jpg",
            written: "img/logo-dark@2x.jpg",
            kind: .jpeg,
            pixelSize: PixelSize(width: 64, height: 32),
            scale: 2,
            byteCount: jpeg.count,
            digest: ContentDigest(of: jpeg).hex
        )
        // light, dark, light-hc, dark-hc, sepia
        #expect(logo.values == [.file(light), .file(dark), .file(light), .dimmed(light, opacity: 0.25), .file(light)])
        #expect(logo.explicit == [true, true, false, true, false])
        #expect(logo.description == "The logo.")
        #expect(logo.deprecation == Palette.Deprecation(message: "Use mark."))
        #expect(!logo.isTemplate)
        let icon = palette.images[1]
        #expect(icon.isTemplate)
        #expect(icon.values.map(\.file.kind) == Array(repeating: .svg, count: 5))
        #expect(icon.values[0].file.pixelSize == nil)
        #expect(palette.images[2].values == logo.values)
        #expect(palette.images[2].aliases == Array(repeating: "logo", count: 5))
        let hero = palette.images[3]
        #expect(hero.values.map(\.dimming) == [0, 0.4, 0, 0.4, 0])
        #expect(hero.values.allSatisfy { $0.file.written == "img/hero.png" })
        #expect(palette.entries.map(\.key) == ["text"])
    }

    @Test func aPaletteOfImagesOnlyIsNotEmpty() throws {
        let result = try Lowered(
            json: #"{"colors": {}, "images": {"logo": "logo.png"}}"#,
            files: ["logo.png": Self.wide]
        )
        #expect(Self.printed(result) == [])
        #expect(result.palette?.images.map(\.key) == ["logo"])
        #expect(result.palette?.entries.isEmpty == true)
    }

    @Test func aPaletteOfImagesOnlyNeedsNoColorsButAPaletteOfNothingIsEmpty() throws {
        let images = try Lowered(json: #"{"images": {"logo": "logo.png"}}"#, files: ["logo.png": Self.wide])
        #expect(Self.printed(images) == [])
        #expect(images.palette?.images.map(\.key) == ["logo"])
        #expect(images.palette?.entries.isEmpty == true)
        let plist = try Lowered(
            plist: """
                <plist version="1.0"><dict>
                <key>images</key><dict><key>logo</key><string>logo.png</string></dict>
                </dict></plist>
                """,
            files: ["logo.png": Self.wide]
        )
        #expect(Self.printed(plist) == [])
        #expect(plist.palette?.images.map(\.key) == ["logo"])

        let noImages = try Lowered(json: #"{"images": 1️⃣{}}"#, files: [:])
        #expect(
            Self.printed(noImages) == [
                noImages.marked.place("1️⃣", in: "test.json")
                    + ": error: the palette has no colors and no images [empty-palette]"
            ]
        )
        let nothing = try Lowered(json: #"{"colors": 1️⃣{}, "images": {}}"#, files: [:])
        #expect(
            Self.printed(nothing) == [
                nothing.marked.place("1️⃣", in: "test.json")
                    + ": error: the palette has no colors and no images [empty-palette]"
            ]
        )
        #expect(noImages.palette == nil && nothing.palette == nil)
    }

    @Test func plistImagesReadLikeJSON() throws {
        let result = try Lowered(
            plist: """
                <plist version="1.0"><dict>
                <key>colors</key><dict><key>text</key><string>#000000</string></dict>
                <key>images</key><dict>
                  <key>chevron</key><dict>
                    <key>template</key><true/>
                    <key>light</key><string>chevron.pdf</string>
                    <key>dark</key>1️⃣<dict><key>dim</key><real>0.5</real></dict>
                  </dict>
                </dict>
                </dict></plist>
                """,
            files: ["chevron.pdf": TestImage.pdf]
        )
        #expect(
            Self.printed(result) == [
                result.marked.place("1️⃣", in: "p.plist")
                    + ": error: image 'chevron' dims 'chevron.pdf', which is PDF; 'dim' needs a PNG or JPEG (outputs "
                    + "that copy files cannot dim vector artwork without drawing it), so give a dark file instead "
                    + "[invalid-image-value]"
            ]
        )
        #expect(result.palette == nil)
    }

    @Test func aMissingFileIsOneErrorWithoutSizeOrAppearanceWarnings() throws {
        let result = try Lowered(
            json: """
                {"colors": {}, "images": {
                  "logo": { "light": 1️⃣"missing.png", "dark": "dark.png" },
                  "shots": { "light": 2️⃣"shots", "dark": 3️⃣"shots" }
                }}
                """,
            files: ["dark.png": TestImage.png(width: 64, height: 64), "shots/a.png": Self.wide]
        )
        #expect(
            Self.printed(result) == [
                result.marked.place("1️⃣", in: "test.json")
                    + ": error: cannot read image 'missing.png': no such file [unreadable-file]",
                result.marked.place("2️⃣", in: "test.json")
                    + ": error: image 'shots' is a folder; name an image file [unreadable-file]",
                result.marked.place("3️⃣", in: "test.json")
                    + ": error: image 'shots' is a folder; name an image file [unreadable-file]",
            ]
        )
        #expect(result.palette == nil)
    }

    @Test func contentIsToldByItsBytesNotItsName() throws {
        let result = try Lowered(
            json: """
                {"colors": {}, "images": {
                  "a": { "light": 1️⃣"a.gif", "dark": 2️⃣"cut.png" },
                  "b": { "light": 3️⃣"photo.png", "dark": 4️⃣"photo.png" }
                }}
                """,
            files: [
                "a.gif": TestImage.gif, "cut.png": TestImage.truncatedPNG,
                "photo.png": TestImage.jpeg(width: 4, height: 4),
            ]
        )
        #expect(
            Self.printed(result) == [
                result.marked.place("1️⃣", in: "test.json")
                    + ": error: 'a.gif' is not a PNG, JPEG, PDF or SVG file (palettec reads the kind from the first "
                    + "bytes) [invalid-image]",
                result.marked.place("2️⃣", in: "test.json")
                    + ": error: 'cut.png' is a damaged PNG file: it ends before its IHDR header [invalid-image]",
                result.marked.place("3️⃣", in: "test.json")
                    + ": warning: 'photo.png' holds a JPEG image, not PNG as its name says; outputs copy it as JPEG "
                    + "('.jpg') [image-kind-mismatch]",
                result.marked.place("4️⃣", in: "test.json")
                    + ": warning: 'photo.png' holds a JPEG image, not PNG as its name says; outputs copy it as JPEG "
                    + "('.jpg') [image-kind-mismatch]",
            ]
        )
        #expect(result.palette == nil)
    }

    @Test func imagesOutsideTheProjectAreNotRead() throws {
        let result = try Lowered(
            json: """
                {"colors": {}, "images": {
                  "a": { "light": 1️⃣"../up.png", "dark": 2️⃣"img/logo.png" }
                }}
                """,
            files: ["../up.png": Self.wide, "../outside/secret.png": Self.wide],
            links: ["img/logo.png": "../../outside/secret.png"]
        )
        let folder = "the palette's folder '.' (without palettec.json, the project is the palette's folder)"
        #expect(
            Self.printed(result) == [
                result.marked.place("1️⃣", in: "test.json")
                    + ": error: image '../up.png' lies outside \(folder); palettec reads images only inside the "
                    + "project [image-outside-project]",
                result.marked.place("2️⃣", in: "test.json")
                    + ": error: image 'img/logo.png' leads through a symbolic link outside \(folder); palettec reads "
                    + "images only inside the project [image-outside-project]",
            ]
        )
        #expect(result.palette == nil)
    }

    @Test func aLinkInsideTheProjectIsFollowed() throws {
        let result = try Lowered(
            json: #"{"colors": {}, "images": { "a": "img/logo.png" }}"#,
            files: ["shared/logo.png": Self.wide],
            links: ["img": "shared"],
            project: "."
        )
        #expect(Self.printed(result) == [])
        #expect(result.palette?.images.first?.values.first?.file.pixelSize == PixelSize(width: 32, height: 16))
    }

    @Test func anImageOverTheLimitIsRefused() throws {
        let result = try Lowered(
            json: """
                {"colors": {}, "images": { "a": 1️⃣"big.png" }}
                """,
            files: ["big.png": Self.wide + Array(repeating: 0, count: 200 - Self.wide.count)],
            limits: ReaderLimits(maxImageBytes: 100)
        )
        #expect(
            Self.printed(result) == [
                result.marked.place("1️⃣", in: "test.json")
                    + ": error: image 'big.png' is 200 bytes; the limit for an image is 100 bytes (raise it with "
                    + "--max-image-size) [limit-exceeded]"
            ]
        )
        #expect(result.palette == nil)
    }

    @Test func appearancesOfDifferentSizesInPointsAreAWarning() throws {
        let result = try Lowered(
            json: """
                {"colors": {}, "images": {
                  "logo": { "light": 1️⃣"a.png", "dark": 2️⃣"b.png" },
                  "icon": { "light": 3️⃣"c@2x.png", "dark": "d.png", "dark-hc": 4️⃣"e@3x.png" },
                  "mark": "{logo}"
                }}
                """,
            files: [
                "a.png": TestImage.png(width: 32, height: 32), "b.png": TestImage.png(width: 48, height: 32),
                "c@2x.png": TestImage.png(width: 64, height: 64), "d.png": TestImage.png(width: 32, height: 32),
                "e@3x.png": TestImage.png(width: 50, height: 50),
            ]
        )
        #expect(
            Self.printed(result) == [
                result.marked.place("2️⃣", in: "test.json")
                    + ": warning: image 'logo' is 48×32 points (48×32 px at @1x) in 'dark' but 32×32 points (32×32 px "
                    + "at @1x) in 'light'; layouts jump when the appearance changes [image-size-mismatch]",
                result.marked.place("1️⃣", in: "test.json") + ": note: the 'light' image",
                result.marked.place("4️⃣", in: "test.json")
                    + ": warning: image 'icon' is 16.67×16.67 points (50×50 px at @3x) in 'dark-hc' but 32×32 points "
                    + "(64×64 px at @2x) in 'light'; layouts jump when the appearance changes [image-size-mismatch]",
                result.marked.place("3️⃣", in: "test.json") + ": note: the 'light' image",
            ]
        )
        #expect(result.palette?.images.count == 3)
    }

    @Test func imageKeysAreUniqueAcrossColorsAndImages() throws {
        let result = try Lowered(
            json: """
                {"colors": { 4️⃣"logo": "#000000" }, "images": {
                  1️⃣"logo": "a.png",
                  3️⃣"icon": "a.png",
                  2️⃣"icon": "a.png"
                }}
                """,
            files: ["a.png": Self.wide]
        )
        #expect(
            Self.printed(result) == [
                result.marked.place("1️⃣", in: "test.json")
                    + ": error: 'logo' is both a color and an image; a key names one thing in every output "
                    + "[duplicate-key]",
                result.marked.place("4️⃣", in: "test.json") + ": note: the color 'logo' is defined here",
                result.marked.place("2️⃣", in: "test.json") + ": error: duplicate image key 'icon' [duplicate-key]",
                result.marked.place("3️⃣", in: "test.json") + ": note: 'icon' first defined here",
            ]
        )
        #expect(result.palette == nil)
    }

    @Test func appearancesAndAliasesAreCheckedLikeColors() throws {
        let result = try Lowered(
            json: """
                {"colors": { "brand": "#FF0000", "tint": 5️⃣"{logo}" }, "images": {
                  "logo": { "light": "a.png", "dark": "a.png", 1️⃣"sepia": "a.png" },
                  "mark": 2️⃣"{brand}",
                  "a": 3️⃣"{b}",
                  "b": 4️⃣"{a}",
                  "c": { "light": "a.png", "dark": 6️⃣"{mrak}" },
                  7️⃣"d": { "light": "a.png" }
                }}
                """,
            files: ["a.png": Self.wide]
        )
        #expect(
            Self.printed(result) == [
                result.marked.place("5️⃣", in: "test.json")
                    + ": error: 'tint' refers to '{logo}', which is an image; a color alias names another color "
                    + "[unknown-alias]",
                result.marked.place("1️⃣", in: "test.json")
                    + ": error: 'sepia' in 'logo' is not an appearance; known: light, dark, light-hc, dark-hc "
                    + "(declare a theme in 'appearances') [unknown-appearance]",
                result.marked.place("2️⃣", in: "test.json")
                    + ": error: image 'mark' refers to '{brand}', which is a color; an image alias names another "
                    + "image [unknown-alias]",
                result.marked.place("3️⃣", in: "test.json")
                    + ": error: image alias cycle in 'light': 'a' → 'b' → 'a' [alias-cycle]",
                result.marked.place("4️⃣", in: "test.json") + ": note: 'b' continues the loop here",
                result.marked.place("6️⃣", in: "test.json")
                    + ": error: image 'c' refers to '{mrak}', which is not an image; did you mean '{mark}'? "
                    + "[unknown-alias]",
                result.marked.place("7️⃣", in: "test.json")
                    + ": error: image 'd' has no 'dark' value; every image needs 'light' and 'dark' (a dark one can "
                    + "be { \"dim\": 0.4 }, the light image dimmed) [missing-appearance]",
            ]
        )
        #expect(result.palette == nil)
    }

    @Test func anAliasToADeprecatedImageIsAWarningThePaletteCanTurnOff() throws {
        let images = """
            "images": {
                0️⃣"old": { "light": "a.png", "dark": "a.png", "deprecated": "Use logo." },
                5️⃣"bare": { "light": "a.png", "dark": "a.png", "deprecated": true },
                "badge": 1️⃣"{old}",
                "mark": { "light": 2️⃣"{bare}", "dark": 3️⃣"{bare}" },
                "chain": 4️⃣"{badge}"
              }
            """
        let on = try Lowered(json: "{ \"colors\": {}, \(images) }", files: ["a.png": Self.wide])
        #expect(
            Self.printed(on) == [
                on.marked.place("1️⃣", in: "test.json")
                    + ": warning: image 'badge' refers to deprecated 'old': Use logo. [deprecated-alias]",
                on.marked.place("0️⃣", in: "test.json") + ": note: 'old' is deprecated here",
                on.marked.place("2️⃣", in: "test.json")
                    + ": warning: image 'mark' refers to deprecated 'bare' [deprecated-alias]",
                on.marked.place("5️⃣", in: "test.json") + ": note: 'bare' is deprecated here",
                on.marked.place("3️⃣", in: "test.json")
                    + ": warning: image 'mark' refers to deprecated 'bare' [deprecated-alias]",
                on.marked.place("5️⃣", in: "test.json") + ": note: 'bare' is deprecated here",
            ]
        )
        #expect(on.palette?.images.count == 5)
        let off = try Lowered(
            json: "{ \"lint\": { \"deprecated-alias\": false }, \"colors\": {}, \(images) }",
            files: ["a.png": Self.wide]
        )
        #expect(Self.printed(off) == [])
        #expect(off.palette?.images.count == 5)
    }

    @Test func dimsThatCannotBeMadeAreErrors() throws {
        let result = try Lowered(
            json: """
                {"colors": {}, "images": {
                  "x": { "light": "a.png", "dark": { "dim": 1️⃣1.5 } },
                  "d": { "light": "a.png", "dark": { "dim": 0.3 }, "dark-hc": 2️⃣{ "dim": 0.5, "from": "dark" } },
                  "s": { "light": "a.png", "dark": 3️⃣{ "dim": 0.5, "from": "dark" } },
                  "t": { "light": "a.png", 4️⃣"dim": 0.4 }
                }}
                """,
            files: ["a.png": Self.wide]
        )
        #expect(
            Self.printed(result) == [
                result.marked.place("1️⃣", in: "test.json")
                    + ": error: 'dim' is 1.5; it is the opacity of black laid over the image, from 0 (unchanged) to 1 "
                    + "(black) [invalid-image-value]",
                result.marked.place("2️⃣", in: "test.json")
                    + ": error: image 'd' dims its 'dark' value, which is itself dimmed; dim an appearance that shows "
                    + "a file (such as 'light') [invalid-image-value]",
                result.marked.place("3️⃣", in: "test.json")
                    + ": error: image values form a loop through 'dim': 's' (dark) → 's' (dark) [alias-cycle]",
                result.marked.place("4️⃣", in: "test.json")
                    + ": error: 'dim' belongs in an appearance's value, such as { \"light\": \"logo.png\", \"dark\": "
                    + "{ \"dim\": 0.4 } } [invalid-image-value]",
            ]
        )
        #expect(result.palette == nil)
    }
}
