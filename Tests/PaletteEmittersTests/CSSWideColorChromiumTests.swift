import Foundation
import PaletteModel
import PalettecTestSupport
import Testing

@testable import PaletteEmitters

/// The stylesheet of colors written in every CSS Color 4 space, checked by headless Chromium.
///
/// For each property in light, dark (system and forced by the attribute) and a dark theme, in both CSS forms:
/// the computed value is the notation palettec wrote (its space and components); Chromium's own conversion of it
/// into OKLab (`color-mix(in oklab, var(--x) 100%, white 0%)`) is palettec's within ΔEOK 0.002; its conversion into
/// the display space is palettec's display value (sRGB or Display P3, 0.002 per channel) where palettec did not
/// gamut-map it (Chromium clips on display and never shows its mapping to script); and where the engine is made
/// not to read `oklch()`, or Display P3 either, the fallback declarations give palettec's P3 and sRGB values.
///
/// Tolerances are the research notes' (§6): Chromium keeps float32 components, hubs through XYZ-D50 with skcms's
/// 4-digit whites and an a98-rgb gamma of 2.2 (not 563/256). `rec2020` is left out: Chromium uses the BT.2020
/// transfer curve where CSS Color 4 and palettec use gamma 2.4, so it computes another color (0.5 → 0.26 vs 0.19
/// linear). Skipped when `chromium` is missing, except under `CI=true`, where it fails.
@Suite struct CSSWideColorChromiumTests {
    /// One stylesheet variant the probe loads.
    struct Page {
        /// The page's name in the report.
        var name: String
        /// The CSS options it was emitted with.
        var options: [String: EmitOptions.Value]
        /// Whether the `oklch()` support test is made to fail, as in an engine before CSS Color 4.
        var withoutAuthored: Bool
        /// Whether the Display P3 support test is made to fail too.
        var withoutP3: Bool
    }

    /// The pages.
    static let pages = [
        Page(name: "media-queries", options: [:], withoutAuthored: false, withoutP3: false),
        Page(name: "light-dark", options: ["lightDark": .bool(true)], withoutAuthored: false, withoutP3: false),
        Page(name: "p3-fallback", options: [:], withoutAuthored: true, withoutP3: false),
        Page(name: "srgb-fallback", options: ["lightDark": .bool(true)], withoutAuthored: true, withoutP3: true),
    ]

    /// The states: the system scheme, and the attribute's value if set.
    static let states: [(name: String, scheme: String, override: String?, appearance: String)] = [
        ("light", "light", nil, "light"),
        ("dark", "dark", nil, "dark"),
        ("light/forced-dark", "light", "dark", "dark"),
        ("dark/forced-light", "dark", "light", "light"),
        ("light/dusk", "light", "dusk", "dusk"),
    ]

    /// What each element of the probe page computes, by the suffix of its `data-var`.
    static let probes = [
        ("", "var(--X)"),
        ("|oklab", "color-mix(in oklab, var(--X) 100%, white 0%)"),
        ("|srgb", "color-mix(in srgb, var(--X) 100%, white 0%)"),
        ("|p3", "color-mix(in display-p3, var(--X) 100%, white 0%)"),
    ]

    @Test(
        .enabled(
            if: (CSSChromiumTests.chromium != nil && CSSChromiumTests.python != nil) || Executables.isCI,
            "chromium or python3 is not installed (apt-get install -y chromium); under CI=true this test fails"
        ),
        .timeLimit(.minutes(10))
    )
    func everySpaceComputesPalettecsColorsInEveryState() throws {
        guard let chromium = CSSChromiumTests.chromium, let python = CSSChromiumTests.python else {
            Issue.record("CI=true but chromium or python3 is missing: install them with 'apt-get install -y chromium'")
            return
        }
        let palette = WideColorSample.palette
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("palettec-wide-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        var pageSpecs: [[String: String]] = []
        for page in Self.pages {
            var bag = DiagnosticBag()
            let files = CSSEmitter().emit(
                palette,
                options: EmitOptions(values: page.options, sourceNames: ["Wide.json"]),
                diagnostics: &bag
            )
            #expect(bag.diagnostics.isEmpty, "\(page.name): \(bag.diagnostics)")
            var css = String(decoding: try #require(files.first).contents, as: UTF8.self)
            for (disabled, test) in [
                (page.withoutAuthored, "@supports (color: oklch(0 0 0))"),
                (page.withoutP3, "@supports (color: color(display-p3 1 1 1))"),
            ] where disabled {
                #expect(css.contains(test))
                css = css.replacingOccurrences(of: test, with: "@supports (color: not-a-color(1 1 1))")
            }
            var html = "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>wide colors</title>\n"
            html += "<style>body { color: rgb(1, 2, 3); }</style>\n<style>\n\(css)</style>\n</head><body>\n"
            for entry in palette.entries {
                for (suffix, expression) in Self.probes {
                    let name = CSSPropertyName.make(from: entry.key)
                    let style = expression.replacingOccurrences(of: "--X", with: name)
                    html += "<div data-var=\"\(name)\(suffix)\" style=\"color: \(style)\">x</div>\n"
                }
            }
            html += "</body></html>\n"
            let url = folder.appendingPathComponent(page.name + ".html")
            try Data(html.utf8).write(to: url)
            pageSpecs.append(["name": page.name, "path": url.path, "attribute": "data-theme"])
        }
        let reportedPages = try CSSProbe.run(
            pages: pageSpecs,
            states: Self.states.map { state in
                CSSProbe.State(name: state.name, scheme: state.scheme, override: state.override)
            },
            chromium: chromium,
            python: python,
            in: folder
        )

        var compared = 0
        var mismatches: [String] = []
        for page in Self.pages {
            let states = try #require(reportedPages[page.name] as? [String: Any], "no report for \(page.name)")
            for state in Self.states {
                let reported = try #require(states[state.name] as? [String: Any], "no \(page.name) \(state.name)")
                #expect(reported["dark"] as? Bool == (state.scheme == "dark"), "\(page.name) \(state.name)")
                let colors = try #require(reported["colors"] as? [String: String])
                let index = try #require(palette.appearanceIndex(named: state.appearance))
                for entry in palette.entries {
                    let name = CSSPropertyName.make(from: entry.key)
                    let value = entry.values[index]
                    let place = "\(page.name) \(state.name) \(name)"
                    var problems: [String?] = []
                    if page.withoutAuthored {
                        let shown = page.withoutP3 ? value.shown(in: .sRGB) : value
                        problems.append(CSSChromiumTests.mismatch(colors[name] ?? "missing", shown))
                    } else {
                        problems.append(Self.writtenMismatch(colors[name] ?? "missing", value))
                        problems.append(Self.oklabMismatch(colors[name + "|oklab"] ?? "missing", value))
                        if !value.isGamutMapped {
                            let display = colors[name + (value.space == .displayP3 ? "|p3" : "|srgb")] ?? "missing"
                            problems.append(Self.displayMismatch(display, value))
                        }
                    }
                    compared += problems.count
                    mismatches += problems.compactMap { $0.map { "\(place): \($0)" } }
                }
            }
        }
        #expect(compared > 0)
        if !mismatches.isEmpty {
            let listed = mismatches.prefix(40).joined(separator: "\n")
            Issue.record("\(mismatches.count) of \(compared) computed colors differ from palettec's:\n\(listed)")
        }
    }

    @Test func theSampleHasEverySpaceColorsOutsideSRGBAndOneOutsideP3() {
        let values = WideColorSample.palette.entries.flatMap(\.values)
        let spaces = Set(values.compactMap { $0.authored?.space })
        #expect(spaces == [.oklch, .oklab, .lab, .lch, .displayP3, .a98RGB, .prophotoRGB, .xyzD65, .xyzD50])
        #expect(values.contains { $0.authored != nil && $0.space == .displayP3 && !$0.isGamutMapped })
        #expect(values.contains { $0.isGamutMapped })
        #expect(values.contains { $0.authored?.components.contains(nil) == true })
    }

    /// A computed value split into its function (`oklch`, `color(a98-rgb`), its components (`nil` for `none`) and
    /// its alpha.
    static func parse(_ computed: String) -> (function: String, components: [Double?], alpha: Double)? {
        guard let open = computed.firstIndex(of: "("), computed.hasSuffix(")") else { return nil }
        var function = String(computed[..<open])
        var words = computed[computed.index(after: open)..<computed.index(before: computed.endIndex)]
            .split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        if function == "color", !words.isEmpty { function += "(" + words.removeFirst() }
        var alpha = 1.0
        if let slash = words.firstIndex(of: "/") {
            guard slash + 1 < words.count, let value = Double(words[slash + 1]) else { return nil }
            alpha = value
            words = Array(words[..<slash])
        } else if (function == "rgba" || function == "rgb") && words.count == 4, let value = Double(words[3]) {
            alpha = value
            words.removeLast()
        }
        guard words.count == 3 else { return nil }
        var components: [Double?] = []
        for word in words {
            if word == "none" {
                components.append(nil)
            } else if let number = Double(word) {
                components.append(number)
            } else {
                return nil
            }
        }
        return (function, components, alpha)
    }

    /// Why the computed value of `var(--x)` is not the notation palettec wrote for `value`, or `nil` if it is.
    static func writtenMismatch(_ computed: String, _ value: ColorValue) -> String? {
        guard let authored = value.authored else { return CSSChromiumTests.mismatch(computed, value) }
        let written = CSSColorNotation.text(authored)
        guard let got = parse(computed), let want = parse(written) else { return "unparsable \(computed)" }
        let close = zip(got.components, want.components).allSatisfy { got, want in
            guard let got, let want else { return got == nil && want == nil }
            return abs(got - want) <= 1e-4 * max(1, abs(want))
        }
        guard got.function == want.function, close, abs(got.alpha - want.alpha) <= 1e-4 else {
            return "got \(computed), wrote \(written)"
        }
        return nil
    }

    /// Why Chromium's OKLab conversion of the value differs from palettec's by more than ΔEOK 0.002.
    static func oklabMismatch(_ computed: String, _ value: ColorValue) -> String? {
        guard let got = parse(computed), got.function == "oklab" else { return "unparsable \(computed)" }
        let chromium = AuthoredColor(space: .oklab, components: got.components, alpha: got.alpha)
        let palettec = ColorConversion.convert(value.asAuthored, to: .oklab)
        let distance = GamutMapping.deltaEOK(chromium, palettec)
        guard distance <= 0.002, abs(got.alpha - (palettec.alpha ?? 0)) <= 1e-4 else {
            return "Chromium's OKLab \(computed), palettec's \(CSSColorNotation.text(palettec)) (ΔEOK \(distance))"
        }
        return nil
    }

    /// Why Chromium's conversion into the value's display space differs from palettec's display value by more than
    /// 0.002 per channel.
    static func displayMismatch(_ computed: String, _ value: ColorValue) -> String? {
        let function = value.space == .displayP3 ? "color(display-p3" : "color(srgb"
        guard let got = parse(computed), got.function == function else { return "unparsable \(computed)" }
        let close = zip(got.components, [value.red, value.green, value.blue]).allSatisfy { got, want in
            abs((got ?? 0) - want) <= 0.002
        }
        guard close, abs(got.alpha - value.alpha) <= 1e-4 else {
            return
                "Chromium shows \(computed), palettec \(value.space.rawValue) \([value.red, value.green, value.blue])"
        }
        return nil
    }
}
