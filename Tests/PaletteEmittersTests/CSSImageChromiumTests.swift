import Foundation
import PaletteEmitters
import PaletteModel
import PalettecTestSupport
import Testing

/// The stylesheet's images checked by their real client, headless Chromium.
///
/// Chromium renders pages that show the images through the custom properties, and the pixels must be the file of the state's appearance (solid colors that
/// tell the files apart), with the night mask darkening only visible pixels. Skipped when `chromium` is missing,
/// except under `CI=true`, where it fails.
@Suite struct CSSImageChromiumTests {
    /// The fixture PNGs.
    static let fixtures = Golden.packageRoot.appendingPathComponent("Tests/PaletteEmittersTests/Fixtures/Images")

    /// The color each solid fixture is, by file name.
    static let solid: [String: [Int]] = [
        "light-red.png": [255, 0, 0, 255], "dark-blue.png": [0, 0, 255, 255],
        "light-hc-green.png": [0, 255, 0, 255], "dark-hc-yellow.png": [255, 255, 0, 255],
        "sepia-magenta.png": [255, 0, 255, 255],
    ]

    /// The page's own background, which a transparent pixel must show.
    static let pageBackground = [0, 128, 128, 255]

    /// An image file of the fixtures, at `images/<name>` below the working folder.
    static func file(_ name: String) -> ImageFile {
        ImageFile(
            path: "images/" + name,
            written: "images/" + name,
            kind: .png,
            pixelSize: PixelSize(width: 8, height: 8),
            byteCount: 80,
            digest: name
        )
    }

    /// Two images: `flag`, a file of its own in each appearance, and `mask`, half transparent, dimmed by half in
    /// dark and dark high contrast (the night mask); `sepia` is a light theme.
    static let palette: Palette = {
        let sepia = Appearance(name: "sepia", scheme: .light, fallback: "light")
        let mask = file("mask-half-transparent.png")
        return Palette(
            name: "images",
            appearances: Appearance.builtIn + [sepia],
            entries: [],
            images: [
                PaletteImage(
                    key: "flag",
                    values: [
                        "light-red.png", "dark-blue.png", "light-hc-green.png", "dark-hc-yellow.png",
                        "sepia-magenta.png",
                    ].map { .file(file($0)) }
                ),
                PaletteImage(
                    key: "night.mask",
                    values: [
                        .file(mask), .dimmed(mask, opacity: 0.5), .file(mask), .dimmed(mask, opacity: 0.5),
                        .file(mask),
                    ]
                ),
            ]
        )
    }()

    /// One page: how the stylesheet was emitted and attached.
    struct Page {
        /// The name in the report.
        var name: String
        /// The CSS options.
        var options: [String: EmitOptions.Value]
        /// Whether the stylesheet is pasted into the page (else linked from `css/deep/palette.css`).
        var inline: Bool
    }

    /// A linked stylesheet two folders away from the page (URLs relative to the stylesheet), the `light-dark()`
    /// form, and an inline stylesheet whose URLs start with `imageBaseURL` (the folder's absolute path: a `file:` URL
    /// is not written).
    static func pages(base: URL) -> [Page] {
        [
            Page(name: "linked", options: [:], inline: false),
            Page(name: "linked-light-dark", options: ["lightDark": .bool(true)], inline: false),
            Page(
                name: "inline-base-url",
                options: ["imageBaseURL": .string(base.path + "/"), "attribute": .string("data-mode")],
                inline: true
            ),
        ]
    }

    @Test(
        .enabled(
            if: (CSSChromiumTests.chromium != nil && CSSChromiumTests.python != nil) || Executables.isCI,
            "chromium or python3 is not installed (apt-get install -y chromium); under CI=true this test fails"
        ),
        .timeLimit(.minutes(10))
    )
    func everyStateShowsTheImageOfItsAppearanceAndTheMaskKeepsTransparentPixels() throws {
        guard let chromium = CSSChromiumTests.chromium, let python = CSSChromiumTests.python else {
            Issue.record("CI=true but chromium or python3 is missing: install them with 'apt-get install -y chromium'")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("palettec-img-\(UUID().uuidString)")
        let images = folder.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("css/deep"),
            withIntermediateDirectories: true
        )
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("pages"),
            withIntermediateDirectories: true
        )
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path) where name.hasSuffix(".png")
        {
            try FileManager.default.copyItem(
                at: Self.fixtures.appendingPathComponent(name),
                to: images.appendingPathComponent(name)
            )
        }

        var pageSpecs: [[String: Any]] = []
        for page in Self.pages(base: folder) {
            var bag = DiagnosticBag()
            let stylesheet = "css/deep/\(page.name).css"
            let files = CSSEmitter().emit(
                Self.palette,
                options: EmitOptions(values: page.options, sourceNames: ["images.json"], outputPath: stylesheet),
                diagnostics: &bag
            )
            #expect(bag.diagnostics.isEmpty, "\(page.name): \(bag.diagnostics)")
            let css = String(decoding: try #require(files.first).contents, as: UTF8.self)
            try Data(css.utf8).write(to: folder.appendingPathComponent(stylesheet))
            let attach =
                page.inline ? "<style>\n\(css)</style>" : "<link rel=\"stylesheet\" href=\"../\(stylesheet)\">"
            let html = """
                <!doctype html>
                <html><head><meta charset="utf-8"><title>palettec image probe</title>
                \(attach)
                <style>
                html, body { margin: 0; background: rgb(0, 128, 128); }
                div { width: 64px; height: 64px; margin: 8px; background-size: 100% 100%; background-repeat: no-repeat;
                      image-rendering: pixelated; }
                [data-img="flag"] { background-image: var(--flag); filter: brightness(var(--flag-brightness)); }
                [data-img="mask"] { background-image: var(--night-mask);
                                    filter: brightness(var(--night-mask-brightness)); }
                </style></head>
                <body><div data-img="flag"></div><div data-img="mask"></div></body></html>
                """
            let htmlURL = folder.appendingPathComponent("pages/\(page.name).html")
            try Data(html.utf8).write(to: htmlURL)
            pageSpecs.append([
                "name": page.name, "path": htmlURL.path,
                "attribute": page.options["attribute"] == nil ? "data-theme" : "data-mode",
            ])
        }
        let states = CSSChromiumTests.states
        let spec: [String: Any] = [
            "chromium": chromium,
            "pages": pageSpecs,
            "states": states.map { state -> [String: Any] in
                [
                    "name": state.name, "scheme": state.scheme.rawValue,
                    "contrast": state.more ? "more" : "no-preference",
                    "override": state.override.map { $0 as Any } ?? NSNull(),
                ]
            },
            // The mask: a quarter in (transparent half) and three quarters in (white half).
            "points": ["flag": [[0.5, 0.5]], "mask": [[0.25, 0.5], [0.75, 0.5]]],
        ]
        let specURL = folder.appendingPathComponent("spec.json")
        try JSONSerialization.data(withJSONObject: spec).write(to: specURL)
        let probe = Golden.packageRoot.appendingPathComponent("Tests/Browser/image_probe.py").path
        let result = try Executables.run(python, [probe, specURL.path], in: folder)
        try #require(
            result.status == 0,
            "image_probe.py failed (\(result.status)):\n\(result.standardError.suffix(2000))"
        )
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any],
            "image_probe.py printed no JSON report:\n\(result.standardOutput.prefix(500))"
        )
        let reportedPages = try #require(report["pages"] as? [String: Any])
        #expect(reportedPages.count == 3)
        for page in Self.pages(base: folder) {
            let reported = try #require(reportedPages[page.name] as? [String: Any], "no report for \(page.name)")
            for state in states {
                let seen = try #require(reported[state.name] as? [String: Any], "\(page.name) \(state.name)")
                let context = "\(page.name) \(state.name): \(seen["backgrounds"] ?? "")"
                #expect(seen["dark"] as? Bool == (state.scheme == .dark), "\(context): emulation")
                #expect(seen["more"] as? Bool == state.more, "\(context): emulation")
                #expect(seen["pageBackground"] as? [Int] == Self.pageBackground, "\(context): the page background")
                let appearance = CSSChromiumTests.expectedAppearance(state, palette: Self.palette)
                let index = try #require(Self.palette.appearanceIndex(named: appearance))
                let pixels = try #require(seen["pixels"] as? [String: [[Int]]], "\(context)")
                let flagFile = PathText.lastComponent(Self.palette.images[0].values[index].file.path)
                #expect(pixels["flag"] == [Self.solid[flagFile] ?? []], "\(context): flag should be \(flagFile)")
                // The mask's transparent half shows the page in every state; its white half is dimmed by half
                // (brightness 0.5 of 255: 127 or 128) in dark and dark high contrast only.
                let dimmed = Self.palette.images[1].values[index].dimming > 0
                let mask = try #require(pixels["mask"], "\(context)")
                #expect(mask.first == Self.pageBackground, "\(context): the transparent half must stay transparent")
                let white = try #require(mask.last, "\(context)")
                if dimmed {
                    #expect(
                        white.prefix(3).allSatisfy { (127...128).contains($0) } && white.last == 255,
                        "\(context): \(white) should be white dimmed by half"
                    )
                } else {
                    #expect(white == [255, 255, 255, 255], "\(context): \(white) should be white")
                }
            }
        }
    }
}
