import PaletteModel
import PalettecTestSupport
import Testing

@testable import PaletteEmitters

/// The stylesheet's images as text: URLs, registrations, which rules declare what, and the problems reported.
@Suite struct CSSImageTests {
    /// The stylesheet for `palette`, and what was reported.
    static func emit(
        _ palette: Palette = CSSImageChromiumTests.palette,
        options: [String: EmitOptions.Value] = [:],
        outputPath: String? = "web/css/palette.css"
    ) -> (css: String, messages: [String]) {
        var diagnostics = DiagnosticBag()
        let files = CSSEmitter().emit(
            palette,
            options: EmitOptions(values: options, sourceNames: ["images.json"], outputPath: outputPath),
            diagnostics: &diagnostics
        )
        let css = files.first.map { String(decoding: $0.contents, as: UTF8.self) } ?? ""
        return (css, diagnostics.diagnostics.map(\.message))
    }

    @Test func urlsLeadFromTheStylesheetsFolderToEachFile() {
        func url(_ stylesheet: String, _ path: String, workingFolder: String? = nil) -> String? {
            let file = ImageFile(path: path, written: "a.png", kind: .png, pixelSize: nil, byteCount: 1, digest: "")
            return CSSImageURL.url(of: file, stylesheet: stylesheet, baseURL: nil, workingFolder: workingFolder)
        }
        #expect(url("web/css/x.css", "images/a.png") == "../../images/a.png")
        #expect(url("web/css/x.css", "web/css/img/a.png") == "img/a.png")
        #expect(url("x.css", "./images/a.png") == "images/a.png")
        #expect(url("/srv/site/css/x.css", "/srv/art/a.png") == "../../art/a.png")
        #expect(url("../out/x.css", "images/a.png") == nil)
        #expect(url("/srv/css/x.css", "images/a.png") == nil)
        // With the working folder, mixed and climbing paths are related too.
        #expect(url("/srv/css/x.css", "images/a.png", workingFolder: "/srv") == "../images/a.png")
        #expect(url("Generated/x.css", "/srv/Palettes/a.png", workingFolder: "/srv") == "../Palettes/a.png")
        #expect(url("../out/x.css", "images/a.png", workingFolder: "/srv/p") == "../p/images/a.png")
    }

    @Test func urlsArePercentEncodedSoTheyNeedNoCSSEscape() {
        #expect(
            WebURL.encoded("a b/\"q\")\\<é>%#?.png", keepingPercent: false)
                == "a%20b/%22q%22%29%5C%3C%C3%A9%3E%25%23%3F.png"
        )
        #expect(
            WebURL.encoded("https://x.example/a%20b/?v=1#f", keepingPercent: true)
                == "https://x.example/a%20b/?v=1#f"
        )
        let file = ImageFile(
            path: "p/img/a b.png",
            written: "img/./a b.png",
            kind: .png,
            pixelSize: nil,
            byteCount: 1,
            digest: ""
        )
        #expect(CSSImageURL.url(of: file, stylesheet: "p/css/x.css", baseURL: nil) == "../img/a%20b.png")
        #expect(CSSImageURL.url(of: file, stylesheet: nil, baseURL: nil) == "p/img/a%20b.png")
        #expect(
            CSSImageURL.url(of: file, stylesheet: "p/x.css", baseURL: "https://cdn.example/\"pal\"")
                == "https://cdn.example/%22pal%22/img/a%20b.png"
        )
        #expect(CSSImageURL.url(of: file, stylesheet: "p/x.css", baseURL: "/static/") == "/static/img/a%20b.png")
    }

    @Test func imagesAreRegisteredAndDeclaredAfterTheColorsOnlyWhereTheyChange() {
        let (css, messages) = Self.emit(options: ["prefix": .string("app-"), "imageBaseURL": .string("/static/")])
        #expect(messages.isEmpty)
        let images = css[css.range(of: "/* Images")!.lowerBound...]
        #expect(
            images == """
                /* Images: background-image: var(--name); filter: brightness(var(--name-brightness)) for the night mask */
                @property --app-flag { syntax: "<url> | none"; inherits: true; initial-value: none; }
                @property --app-flag-brightness { syntax: "<number>"; inherits: true; initial-value: 1; }
                @property --app-night-mask { syntax: "<url> | none"; inherits: true; initial-value: none; }
                @property --app-night-mask-brightness { syntax: "<number>"; inherits: true; initial-value: 1; }
                :root {
                  --app-flag: url("/static/images/light-red.png");
                  --app-night-mask: url("/static/images/mask-half-transparent.png");
                }
                @media (prefers-color-scheme: dark) {
                  :root:not([data-theme="light"]):not([data-theme="dark"]):not([data-theme="sepia"]) {
                    --app-flag: url("/static/images/dark-blue.png");
                    --app-night-mask-brightness: 0.5;
                  }
                }
                :root[data-theme="dark"] {
                  --app-flag: url("/static/images/dark-blue.png");
                  --app-night-mask-brightness: 0.5;
                }
                :root[data-theme="sepia"] {
                  --app-flag: url("/static/images/sepia-magenta.png");
                }
                @media (prefers-contrast: more) {
                  :root[data-theme="light"] {
                    --app-flag: url("/static/images/light-hc-green.png");
                  }
                  :root[data-theme="dark"] {
                    --app-flag: url("/static/images/dark-hc-yellow.png");
                  }
                }
                @media (prefers-contrast: more) and (prefers-color-scheme: light) {
                  :root:not([data-theme="light"]):not([data-theme="dark"]):not([data-theme="sepia"]) {
                    --app-flag: url("/static/images/light-hc-green.png");
                  }
                }
                @media (prefers-contrast: more) and (prefers-color-scheme: dark) {
                  :root:not([data-theme="light"]):not([data-theme="dark"]):not([data-theme="sepia"]) {
                    --app-flag: url("/static/images/dark-hc-yellow.png");
                  }
                }

                """
        )
    }

    @Test func theLightDarkFormStillSwitchesImagesWithMediaQueries() {
        let (css, messages) = Self.emit(options: ["lightDark": .bool(true)])
        #expect(messages.isEmpty)
        #expect(css.contains("@media (prefers-color-scheme: dark) {\n  :root:not([data-theme=\"light\"])"))
        #expect(!css.contains("light-dark(url"))
        #expect(css.contains("  --flag: url(\"../../images/light-red.png\");\n"))
    }

    @Test func aPaletteWithoutImagesGetsNoImageRules() {
        let (css, messages) = Self.emit(CSSSamplePalette.palette)
        #expect(messages.isEmpty)
        #expect(!css.contains("@property") && !css.contains("url("))
    }

    @Test func aPaletteOfImagesOnlyIsTheSchemeRulesAndTheImagesWithoutAnEmptyRule() {
        let (css, messages) = Self.emit(ImageSample.imagesOnly, outputPath: "palette.css")
        #expect(messages.isEmpty)
        let fixtures = ImageSample.folder
        #expect(
            HeaderDigest.removed(from: css) == """
                /* Generated by palettec from images.json. DO NOT EDIT. */
                :root {
                  color-scheme: light dark;
                }
                :root[data-theme="light"] {
                  color-scheme: light;
                }
                :root[data-theme="dark"] {
                  color-scheme: dark;
                }
                /* Images: background-image: var(--name); filter: brightness(var(--name-brightness)) for the night mask */
                @property --weather-sun { syntax: "<url> | none"; inherits: true; initial-value: none; }
                @property --weather-sun-brightness { syntax: "<number>"; inherits: true; initial-value: 1; }
                @property --badge { syntax: "<url> | none"; inherits: true; initial-value: none; }
                @property --badge-brightness { syntax: "<number>"; inherits: true; initial-value: 1; }
                @property --mark { syntax: "<url> | none"; inherits: true; initial-value: none; }
                @property --mark-brightness { syntax: "<number>"; inherits: true; initial-value: 1; }
                @property --night { syntax: "<url> | none"; inherits: true; initial-value: none; }
                @property --night-brightness { syntax: "<number>"; inherits: true; initial-value: 1; }
                :root {
                  --weather-sun: url("\(fixtures)/sun@2x.png");
                  --badge: url("\(fixtures)/sun.png");
                  --mark: url("\(fixtures)/mark.svg");
                  --night: url("\(fixtures)/sun.png");
                }
                @media (prefers-color-scheme: dark) {
                  :root:not([data-theme="light"]):not([data-theme="dark"]) {
                    --weather-sun: url("\(fixtures)/moon.png");
                    --badge: url("\(fixtures)/moon.png");
                    --night-brightness: 0.6;
                  }
                }
                :root[data-theme="dark"] {
                  --weather-sun: url("\(fixtures)/moon.png");
                  --badge: url("\(fixtures)/moon.png");
                  --night-brightness: 0.6;
                }
                @media (prefers-contrast: more) {
                  :root[data-theme="light"] {
                    --badge: url("\(fixtures)/sun-contrast.png");
                  }
                }
                @media (prefers-contrast: more) and (prefers-color-scheme: light) {
                  :root:not([data-theme="light"]):not([data-theme="dark"]) {
                    --badge: url("\(fixtures)/sun-contrast.png");
                  }
                }

                """
        )
    }

    @Test func collisionsAndFilesNoURLLeadsToAreReportedAndLeftOut() {
        var palette = CSSImageChromiumTests.palette
        palette.entries = [
            Palette.Entry(key: "flag", values: Array(repeating: ColorValue(red: 0, green: 0, blue: 0), count: 5))
        ]
        palette.images.append(PaletteImage(key: "night mask", values: palette.images[1].values))
        palette.images.append(PaletteImage(key: "flag-ok", values: palette.images[1].values))
        palette.entries.append(Palette.Entry(key: "flagOkBrightness", values: palette.entries[0].values))
        let (css, messages) = Self.emit(palette)
        #expect(
            messages == [
                "the image 'flag' and the color 'flag' both become the CSS custom property '--flag'; rename one of them",
                "the image 'night mask' and the image 'night.mask' both become the CSS custom property '--night-mask'; "
                    + "rename one of them",
                "CSS output: the image 'flag-ok' needs the property '--flag-ok-brightness', which another color or "
                    + "image already has; rename one of them",
            ]
        )
        #expect(css.contains("@property --night-mask {") && !css.contains("@property --flag {"))
        let (_, outside) = Self.emit(outputPath: "../site/palette.css")
        #expect(
            outside.first
                == "CSS output: no relative URL leads from '../site/palette.css' to the image file "
                + "'images/light-red.png' of 'flag'; set the CSS output's imageBaseURL option"
        )
    }
}
