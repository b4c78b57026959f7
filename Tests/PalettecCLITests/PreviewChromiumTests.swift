import Foundation
import PaletteCompiler
import PaletteEmitters
import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// The HTML preview rendered by headless Chromium: every swatch and contrast sample, read back as pixels of a
/// screenshot, shows the model's color, with the page's chrome in light and in dark.
///
/// Where each swatch is comes from the DOM (`Tests/Browser/preview_probe.py`); what it must be comes from the
/// palette model here, never from the page. Skipped when `chromium` or `python3` is missing, except under
/// `CI=true`, where it fails. With `PALETTEC_PREVIEW_SCREENSHOT=/path.png` the top of the example palettes'
/// page is saved there with light chrome, and with dark chrome beside it (`/path-dark.png`).
@Suite struct PreviewChromiumTests {
    /// Chromium, if installed.
    static let chromium = Executables.find("chromium")
    /// Python 3, which runs the probe and the palette generator.
    static let python = Executables.find("python3")

    /// How far a channel may be from the model's 8-bit value: Chromium rounds once more when it blends a
    /// translucent color over the checkerboard, and converts Display P3 to the sRGB screenshot with its own
    /// color pipeline (the model converts with the same matrices and clamps, so they agree within this).
    static let tolerance = 2

    /// The page chrome's background in each scheme (`--page` in the style sheet).
    static let chromeBackground: [String: [Int]] = ["light": [255, 255, 255], "dark": [22, 22, 24]]

    /// The checkerboard's two squares behind translucent swatches (`--check-light`, `--check-dark`).
    static let checkerboard = [
        ColorValue(red8: 255, green8: 255, blue8: 255), ColorValue(red8: 204, green8: 204, blue8: 204),
    ]

    /// One page the probe renders.
    struct Page {
        /// The page's name in the report.
        var name: String
        /// The palette the page shows.
        var palette: Palette
        /// The file names its header names.
        var sources: [String]
    }

    @Test(
        .enabled(
            if: (chromium != nil && python != nil) || Executables.isCI,
            "chromium or python3 is not installed (apt-get install -y chromium); under CI=true this test fails"
        ),
        .timeLimit(.minutes(10))
    )
    func everySwatchAndSampleShowsTheModelsColorInLightAndDarkChrome() throws {
        guard let chromium = Self.chromium, let python = Self.python else {
            Issue.record("CI=true but chromium or python3 is missing: install them with 'apt-get install -y chromium'")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "palettec-preview-\(UUID().uuidString)"
        )
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let pages = [
            Page(
                name: "examples",
                palette: try Self.load([
                    Golden.packageRoot.appendingPathComponent("Palettes/Base.plist").path,
                    Golden.packageRoot.appendingPathComponent("Palettes/Semantic.json").path,
                ]),
                sources: ["Palettes/Base.plist", "Palettes/Semantic.json"]
            ),
            Page(
                name: "generated-500",
                palette: try Self.generated(500, python: python, in: folder),
                sources: ["generated.json"]
            ),
        ]
        var pageSpecs: [[String: Any]] = []
        for page in pages {
            var diagnostics = DiagnosticBag()
            let files = OutputFormat.html.emitter.emit(
                page.palette,
                options: EmitOptions(sourceNames: page.sources),
                diagnostics: &diagnostics
            )
            // The examples' PDF chevron is a warning (Chromium does not draw a PDF in a page); nothing else is reported.
            let unexpected = diagnostics.diagnostics.filter { $0.severity == .error || $0.rule != .unsupportedByFormat }
            #expect(unexpected.isEmpty, "\(page.name): \(unexpected.map(\.message))")
            let url = folder.appendingPathComponent(page.name + ".html")
            try Data(try #require(files.first).contents).write(to: url)
            pageSpecs.append(["name": page.name, "path": url.path])
        }
        var spec: [String: Any] = ["chromium": chromium, "pages": pageSpecs, "schemes": ["light", "dark"]]
        if let screenshot = ProcessInfo.processInfo.environment["PALETTEC_PREVIEW_SCREENSHOT"] {
            let dark = URL(fileURLWithPath: screenshot).deletingPathExtension().path + "-dark.png"
            spec["screenshots"] = [
                ["page": "examples", "scheme": "light", "path": screenshot],
                ["page": "examples", "scheme": "dark", "path": dark],
            ]
        }
        let specURL = folder.appendingPathComponent("spec.json")
        try JSONSerialization.data(withJSONObject: spec).write(to: specURL)

        let probe = Golden.packageRoot.appendingPathComponent("Tests/Browser/preview_probe.py").path
        let result = try Executables.run(python, [probe, specURL.path], in: folder, timeout: 170)
        try #require(
            result.status == 0,
            "preview_probe.py failed (\(result.status)):\n\(result.standardError.suffix(2000))"
        )
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any],
            "preview_probe.py printed no JSON report:\n\(result.standardOutput.prefix(500))"
        )
        let reported = try #require(report["pages"] as? [String: Any])
        for page in pages {
            let schemes = try #require(reported[page.name] as? [String: Any], "no report for \(page.name)")
            for scheme in ["light", "dark"] {
                let rendered = try #require(schemes[scheme] as? [String: Any], "no \(page.name) \(scheme)")
                try Self.check(
                    rendered,
                    page: page,
                    scheme: scheme,
                    url: folder.appendingPathComponent(page.name + ".html")
                )
            }
        }
    }

    /// Checks one page rendered in one scheme against its palette.
    static func check(_ rendered: [String: Any], page: Page, scheme: String, url: URL) throws {
        let context = "\(page.name) \(scheme)"
        let palette = page.palette
        // The emulation really happened and the chrome follows it; the page asked for nothing but itself.
        #expect(rendered["dark"] as? Bool == (scheme == "dark"), "\(context)")
        let background = try #require(rendered["pageBackground"] as? [Int])
        #expect(Array(background.prefix(3)) == chromeBackground[scheme], "\(context): chrome \(background)")
        // Nothing but the page itself and the palette's own image files beside it.
        let requests = try #require(rendered["requests"] as? [String])
        // The probe reports the URLs sorted, so the page is found by name, not by place.
        #expect(requests.contains(url.absoluteString), "\(context): \(requests)")
        let images = Golden.packageRoot.appendingPathComponent("Palettes/Images").absoluteString
        let others = requests.filter { $0 != url.absoluteString }
        #expect(others.allSatisfy { $0.hasPrefix(images) }, "\(context): \(requests)")

        let swatches = try #require(rendered["swatches"] as? [String: [String: Any]])
        let cells = palette.entries.count * palette.appearances.count
        #expect(rendered["swatchCount"] as? Int == cells, "\(context)")
        #expect(swatches.count == cells, "\(context): \(swatches.count) of \(cells) swatches were read")
        var mismatches: [String] = []
        var translucent = 0
        for (row, entry) in palette.entries.enumerated() {
            for (column, value) in entry.values.enumerated() {
                let place = "\(row + 1):\(column + 1)"
                guard let swatch = swatches[place], let pixel = swatch["pixel"] as? [Int] else { continue }
                let expected = value.isOpaque ? [value] : checkerboard.map { Contrast.composite(value, over: $0) }
                if !value.isOpaque { translucent += 1 }
                if !expected.contains(where: { matches(pixel, $0) }) {
                    let wanted = expected.map(\.sRGB.hex).joined(separator: " or ")
                    mismatches.append("\(entry.key) in \(palette.appearances[column].name): \(pixel), want \(wanted)")
                }
            }
        }
        // The palettes have translucent values, so the checkerboard path is checked too.
        #expect(translucent > 0, "\(context)")

        let samples = try #require(rendered["samples"] as? [String: [String: [Int]]])
        let keyIndex = palette.keyIndex()
        var measured = 0
        for (index, pair) in palette.contrastPairs.enumerated() {
            for column in palette.appearances.indices {
                guard
                    case .measured(_, _, let foreground, let background)? = palette.measure(
                        pair,
                        appearance: column,
                        keyIndex: keyIndex
                    )
                else { continue }
                measured += 1
                let place = "\(index + 1):\(column + 1)"
                guard let sample = samples[place], let back = sample["background"], let mark = sample["mark"] else {
                    mismatches.append("contrast pair \(place) was not read")
                    continue
                }
                let name = "\(pair.foreground) on \(pair.background) in \(palette.appearances[column].name)"
                if !matches(back, background) {
                    mismatches.append("\(name): background \(back), want \(background.sRGB.hex)")
                }
                if !matches(mark, foreground) {
                    mismatches.append("\(name): foreground \(mark), want \(foreground.sRGB.hex)")
                }
            }
        }
        #expect(measured > 0, "\(context)")
        #expect(rendered["sampleCount"] as? Int == palette.contrastPairs.count * palette.appearances.count)
        if !mismatches.isEmpty {
            Issue.record(
                "\(context): \(mismatches.count) colors differ:\n\(mismatches.prefix(30).joined(separator: "\n"))"
            )
        }
    }

    /// Whether an RGBA pixel is the opaque sRGB form of `color`, each channel within `tolerance`: the color gamut-mapped
    /// into sRGB (`ColorValue.sRGB`) or, for a Display P3 color outside sRGB, its clip, which is what Chromium shows
    /// (it clips on display; CSS Color 4's gamut mapping is not implemented there).
    static func matches(_ pixel: [Int], _ color: ColorValue) -> Bool {
        matches(pixel, channels: color.sRGB.rgba8) || matches(pixel, channels: clipped(color).rgba8)
    }

    /// `color` converted to sRGB and clipped.
    static func clipped(_ color: ColorValue) -> ColorValue {
        let srgb = ColorConversion.convert(color.asAuthored, to: .srgb).components.map { max(0, min(1, $0 ?? 0)) }
        return ColorValue(red: srgb[0], green: srgb[1], blue: srgb[2], alpha: color.alpha)
    }

    /// Whether an RGBA pixel is opaque and each channel lies within `tolerance` of `channels`.
    static func matches(_ pixel: [Int], channels: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        let wanted = [Int(channels.red), Int(channels.green), Int(channels.blue)]
        return pixel.count == 4 && pixel[3] == 255
            && zip(pixel.prefix(3), wanted).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// Loads and lowers palette files as one build, as the driver does.
    static func load(_ paths: [String]) throws -> Palette {
        var diagnostics = DiagnosticBag()
        let loaded = PaletteLoader.load(
            paths.map { .init(path: $0) },
            files: DiskFileProvider(),
            diagnostics: &diagnostics
        )
        let palette = try #require(PaletteLowering.lower(loaded.documents, diagnostics: &diagnostics))
        #expect(diagnostics.diagnostics.isEmpty, "\(diagnostics.diagnostics.map(\.message))")
        return palette
    }

    /// A palette of `count` colors from `Tests/Bench/generate.py --mix` (a theme, high contrast, aliases, alpha,
    /// Display P3), with contrast pairs between neighbours added to the model, every tenth over an opaque base.
    static func generated(_ count: Int, python: String, in folder: URL) throws -> Palette {
        let path = folder.appendingPathComponent("generated.json").path
        let generator = Golden.packageRoot.appendingPathComponent("Tests/Bench/generate.py").path
        let run = try Executables.run(python, [generator, String(count), path, "--mix"])
        try #require(run.status == 0, "\(run.standardError)")
        var palette = try load([path])
        let keys = palette.entries.map(\.key)
        let base = try #require(palette.entries.first { $0.values.allSatisfy(\.isOpaque) }?.key)
        palette.contrastPairs = stride(from: 0, to: 60, by: 2).map { index in
            ContrastPair(foreground: keys[index], background: keys[index + 1], base: index % 10 == 0 ? base : nil)
        }
        return palette
    }
}
