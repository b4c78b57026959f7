import Foundation
import PaletteEmitters
import PaletteModel
import PalettecTestSupport
import Testing

/// The generated stylesheet checked by its real client, headless Chromium.
///
/// Chromium computes every custom property in every state (system light/dark × `prefers-contrast` × override
/// attribute), and each color must be the model's value for that state. Skipped when `chromium` is missing,
/// except under `CI=true`, where it fails.
@Suite struct CSSChromiumTests {
    /// Chromium, if installed.
    static let chromium = Executables.find("chromium")
    /// Python 3, which runs the probe.
    static let python = Executables.find("python3")

    /// One page the probe loads: a stylesheet variant and how it is attached.
    struct Page {
        /// The page's name in the report.
        var name: String
        /// The CSS options it was emitted with.
        var options: [String: EmitOptions.Value]
        /// Whether the CSS is pasted into a `<style>` element (else linked as a file).
        var inline: Bool
        /// Whether the `@supports` test for Display P3 is made to fail, to check the sRGB fallback.
        var withoutP3: Bool
    }

    /// One browser state: emulated media plus the override attribute's value.
    struct State {
        /// `light` or `dark`.
        var scheme: Appearance.Scheme
        /// Whether `prefers-contrast: more` is emulated.
        var more: Bool
        /// The override attribute's value, if set.
        var override: String?

        /// A readable, unique name for the report.
        var name: String {
            "\(scheme.rawValue)\(more ? "+more" : "")/\(override ?? "none")"
        }
    }

    /// The pages: both CSS forms, the sRGB fallback, and custom options.
    static let pages = [
        Page(name: "media-queries-inline", options: [:], inline: true, withoutP3: false),
        Page(name: "light-dark", options: ["lightDark": .bool(true)], inline: false, withoutP3: false),
        Page(name: "srgb-fallback", options: [:], inline: false, withoutP3: true),
        Page(
            name: "custom-options",
            options: ["prefix": .string("app-"), "attribute": .string("data-mode"), "selector": .string("html")],
            inline: false,
            withoutP3: false
        ),
    ]

    /// Every state: both schemes, both contrasts, no override, each override value, and an unknown value.
    static var states: [State] {
        let overrides: [String?] = [nil, "light", "dark", "sepia", "night", "bogus"]
        return [Appearance.Scheme.light, .dark].flatMap { scheme in
            [false, true].flatMap { more in overrides.map { State(scheme: scheme, more: more, override: $0) } }
        }
    }

    /// The appearance whose values a state must show: an override wins over the system scheme, high contrast
    /// applies to light and dark, themes ignore it, and an unknown override value is no override.
    static func expectedAppearance(_ state: State, palette: Palette) -> String {
        if let theme = palette.themes.first(where: { $0.name == state.override }) { return theme.name }
        let scheme: Appearance.Scheme =
            switch state.override {
            case "light": .light
            case "dark": .dark
            default: state.scheme
            }
        return scheme.rawValue + (state.more ? "-hc" : "")
    }

    /// The root's `color-scheme` a state must compute.
    static func expectedColorScheme(_ state: State, palette: Palette) -> String {
        if let theme = palette.themes.first(where: { $0.name == state.override }) { return theme.scheme.rawValue }
        return state.override == "light" || state.override == "dark" ? state.override ?? "" : "light dark"
    }

    @Test(
        .enabled(
            if: (chromium != nil && python != nil) || Executables.isCI,
            "chromium or python3 is not installed (apt-get install -y chromium); under CI=true this test fails"
        ),
        .timeLimit(.minutes(10))
    )
    func everyPropertyHasTheModelsColorInEveryState() throws {
        guard let chromium = Self.chromium, let python = Self.python else {
            Issue.record("CI=true but chromium or python3 is missing: install them with 'apt-get install -y chromium'")
            return
        }
        let palette = CSSSamplePalette.palette
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("palettec-css-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        var pageSpecs: [[String: String]] = []
        for page in Self.pages {
            var bag = DiagnosticBag()
            let files = CSSEmitter().emit(
                palette,
                options: EmitOptions(values: page.options, sourceNames: ["Sample.json"]),
                diagnostics: &bag
            )
            #expect(bag.diagnostics.isEmpty, "\(page.name): \(bag.diagnostics)")
            var css = String(decoding: try #require(files.first).contents, as: UTF8.self)
            if page.withoutP3 {
                let test = "@supports (color: color(display-p3 1 1 1))"
                #expect(css.contains(test))
                css = css.replacingOccurrences(of: test, with: "@supports (color: not-a-color(1 1 1))")
            }
            let html = Self.html(css: css, page: page, palette: palette)
            try Data(css.utf8).write(to: folder.appendingPathComponent(page.name + ".css"))
            let htmlURL = folder.appendingPathComponent(page.name + ".html")
            try Data(html.utf8).write(to: htmlURL)
            pageSpecs.append([
                "name": page.name, "path": htmlURL.path, "attribute": Self.attribute(page),
            ])
        }
        let reportedPages = try CSSProbe.run(
            pages: pageSpecs,
            states: Self.states.map { state in
                CSSProbe.State(
                    name: state.name,
                    scheme: state.scheme.rawValue,
                    contrast: state.more ? "more" : "no-preference",
                    override: state.override
                )
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
                let result = try #require(states[state.name] as? [String: Any], "no \(page.name) \(state.name)")
                // The emulation must really have happened, or every comparison below would be meaningless.
                #expect(result["dark"] as? Bool == (state.scheme == .dark), "\(page.name) \(state.name)")
                #expect(result["more"] as? Bool == state.more, "\(page.name) \(state.name)")
                #expect(result["forced"] as? Bool == false, "\(page.name) \(state.name)")
                #expect(
                    result["colorScheme"] as? String == Self.expectedColorScheme(state, palette: palette),
                    "\(page.name) \(state.name)"
                )
                let colors = try #require(result["colors"] as? [String: String])
                let appearance = Self.expectedAppearance(state, palette: palette)
                let index = try #require(palette.appearanceIndex(named: appearance))
                #expect(colors.count == palette.entries.count, "\(page.name) \(state.name): \(colors.keys.sorted())")
                for entry in palette.entries {
                    let name = Self.propertyName(entry.key, page)
                    let expected = page.withoutP3 ? entry.values[index].sRGB : entry.values[index]
                    guard let computed = colors[name] else {
                        mismatches.append("\(page.name) \(state.name) \(name): missing")
                        continue
                    }
                    compared += 1
                    if let problem = Self.mismatch(computed, expected) {
                        mismatches.append("\(page.name) \(state.name) \(name) (\(entry.key)): \(problem)")
                    }
                }
            }
        }
        #expect(compared == Self.pages.count * Self.states.count * palette.entries.count)
        let listed = mismatches.prefix(40).joined(separator: "\n")
        if !mismatches.isEmpty {
            Issue.record("\(mismatches.count) of \(compared) computed colors differ from the model:\n\(listed)")
        }
    }

    /// The override attribute a page's CSS uses.
    static func attribute(_ page: Page) -> String {
        if case .string(let value)? = page.options["attribute"] { return value }
        return "data-theme"
    }

    /// The custom-property name of a key in a page's CSS.
    static func propertyName(_ key: String, _ page: Page) -> String {
        if case .string(let prefix)? = page.options["prefix"] {
            return CSSPropertyName.make(from: key, prefix: prefix)
        }
        return CSSPropertyName.make(from: key)
    }

    /// The probe page: a sentinel text color (so an unusable property shows up as that color rather than a
    /// plausible one), the stylesheet, and one element per property with `color: var(--x)`.
    static func html(css: String, page: Page, palette: Palette) -> String {
        var html = "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>palettec probe</title>\n"
        html += "<style>body { color: rgb(1, 2, 3); }</style>\n"
        html += page.inline ? "<style>\n\(css)</style>\n" : "<link rel=\"stylesheet\" href=\"\(page.name).css\">\n"
        html += "</head><body>\n"
        for entry in palette.entries {
            let name = propertyName(entry.key, page)
            html += "<div data-var=\"\(name)\" style=\"color: var(\(name))\">\(name)</div>\n"
        }
        return html + "</body></html>\n"
    }

    /// Why a computed color is not the expected one (±1 per 8-bit channel, alpha ±0.01), or `nil` if it is.
    static func mismatch(_ computed: String, _ expected: ColorValue) -> String? {
        guard let open = computed.firstIndex(of: "("), computed.hasSuffix(")") else { return "unparsable \(computed)" }
        let function = computed[..<open]
        let numbers = computed[computed.index(after: open)..<computed.index(before: computed.endIndex)]
            .split(whereSeparator: { $0 == " " || $0 == "," || $0 == "/" })
            .compactMap { Double($0) }
        let channels: [Double]
        let alpha: Double
        switch (function, expected.space) {
        case ("rgb", .sRGB), ("rgba", .sRGB):
            guard numbers.count == 3 || numbers.count == 4 else { return "unparsable \(computed)" }
            channels = numbers.prefix(3).map { $0 / 255 }
            alpha = numbers.count == 4 ? numbers[3] : 1
        case ("color", .displayP3) where computed.hasPrefix("color(display-p3 "):
            guard numbers.count == 3 || numbers.count == 4 else { return "unparsable \(computed)" }
            channels = Array(numbers.prefix(3))
            alpha = numbers.count == 4 ? numbers[3] : 1
        default:
            return "got \(computed), expected a \(expected.space.rawValue) color \(expected.hex)"
        }
        let wanted = [expected.red, expected.green, expected.blue]
        let channelsMatch = zip(channels, wanted).allSatisfy { abs($0 - $1) <= 1.0 / 255 + 1e-9 }
        guard channelsMatch, abs(alpha - expected.alpha) <= 0.01 else {
            return
                "got \(computed), expected \(expected.hexRGBA) (\(expected.space.rawValue) \(wanted) alpha \(expected.alpha))"
        }
        return nil
    }
}
