import Foundation
import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// The CSS theme fixtures read by palettec, checked against what headless Chromium computes for each custom
/// property in each appearance.
///
/// Each fixture is linked from a page whose elements use every key of the palette as their `color`
/// (`color-mix(in oklab, var(--x) 100%, white 0%)`, so Chromium reports it in OKLab; `hsl(var(--x))` for shadcn's
/// triplets, as `tailwind.config.js` consumes them). The page is read in the states the fixture's selectors
/// answer to (the system scheme emulated, the appearance class or attribute set on the root), and every color must
/// be palettec's within ΔEOK 0.002. Tailwind's `@theme` blocks are written as the `:root, :host` rule Tailwind
/// compiles them to. Skipped when `chromium` is missing, except under `CI=true`, where it fails.
@Suite struct CSSThemeChromiumTests {
    /// One fixture the probe loads.
    struct Page {
        /// The fixture's path below `Fixtures/CSSTheme`.
        var fixture: String
        /// The root attribute its selectors test (`class` for `.dark`).
        var attribute: String
        /// The appearance each probed state shows.
        var states: [String: String]
        /// Keys whose value is a channel triplet, consumed as `hsl(var(--x))`.
        var triplets: Set<String> = []
        /// Keys left out, and why.
        var except: [String: String] = [:]
    }

    /// The states every page is read in: the system scheme and the root attribute's value (`nil`: not set).
    static let states: [(name: String, scheme: String, override: String?)] = [
        ("light", "light", nil), ("system-dark", "dark", nil), ("forced-dark", "light", "dark"),
        ("forced-light", "light", "light"), ("auto-dark", "dark", "auto"), ("sepia", "light", "sepia"),
    ]

    /// The pages.
    static let pages = [
        Page(fixture: "shadcn-v4.css", attribute: "class", states: ["light": "light", "forced-dark": "dark"]),
        Page(
            fixture: "shadcn-v3.css",
            attribute: "class",
            states: ["light": "light", "forced-dark": "dark"],
            triplets: ["background", "foreground", "primary", "primary-foreground", "ring", "card"],
            except: ["overlay": "hsl(0 0% 0% 0.85) is invalid CSS, which palettec reads with its alpha and warns about"]
        ),
        Page(fixture: "tailwind-v4.css", attribute: "class", states: ["light": "light", "forced-dark": "dark"]),
        Page(
            fixture: "pico.css",
            attribute: "data-theme",
            states: ["light": "light", "system-dark": "dark", "forced-dark": "dark", "sepia": "sepia"]
        ),
        Page(
            fixture: "layered.css",
            attribute: "data-color-scheme",
            states: ["light": "light", "forced-light": "light", "forced-dark": "dark", "auto-dark": "dark"]
        ),
        Page(fixture: "light-dark.css", attribute: "data-theme", states: ["light": "light", "system-dark": "dark"]),
    ]

    /// The one key where the forced dark differs from the system's, which palettec reads as dark.
    static let forcedDarkDiffers = ("pico.css", "forced-dark", "pico-form-element-focus-color")

    @Test(
        .enabled(
            if: (Executables.find("chromium") != nil && Executables.find("python3") != nil) || Executables.isCI,
            "chromium or python3 is not installed (apt-get install -y chromium); under CI=true this test fails"
        ),
        .timeLimit(.minutes(5))
    )
    func everyColorIsWhatChromiumComputes() throws {
        guard let chromium = Executables.find("chromium"), let python = Executables.find("python3") else {
            Issue.record("CI=true but chromium or python3 is missing: install them with 'apt-get install -y chromium'")
            return
        }
        let texts = try ForeignCSSThemeReaderTests.fixtureTexts()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("palettec-css-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("lib"),
            withIntermediateDirectories: true
        )
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in texts {
            var css = text
            for block in ["@theme inline {", "@theme static {", "@theme {"] {
                css = css.replacingOccurrences(of: block, with: ":root, :host {")
            }
            try Data(css.utf8).write(to: folder.appendingPathComponent(name))
        }

        var palettes: [String: Palette] = [:]
        var pageSpecs: [[String: String]] = []
        for page in Self.pages {
            let palette = try #require(ForeignCSSThemeReaderTests.lowerFixture(page.fixture).palette, "\(page.fixture)")
            palettes[page.fixture] = palette
            var html = "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>\(page.fixture)</title>\n"
            html += "<link rel=\"stylesheet\" href=\"\(page.fixture)\">\n</head><body>\n"
            for entry in palette.entries where page.except[entry.key] == nil {
                let use = page.triplets.contains(entry.key) ? "hsl(var(--\(entry.key)))" : "var(--\(entry.key))"
                html +=
                    "<div data-var=\"--\(entry.key)\" style=\"color: color-mix(in oklab, \(use) 100%, white 0%)\">x</div>\n"
            }
            html += "</body></html>\n"
            let url = folder.appendingPathComponent(page.fixture + ".html")
            try Data(html.utf8).write(to: url)
            pageSpecs.append(["name": page.fixture, "path": url.path, "attribute": page.attribute])
        }
        let reported = try CSSProbe.run(
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
            let palette = try #require(palettes[page.fixture])
            let states = try #require(reported[page.fixture] as? [String: Any], "no report for \(page.fixture)")
            for (state, appearance) in page.states.sorted(by: { $0.key < $1.key }) {
                let read = try #require(states[state] as? [String: Any], "no \(page.fixture) \(state)")
                let colors = try #require(read["colors"] as? [String: String])
                let index = try #require(palette.appearanceIndex(named: appearance))
                for entry in palette.entries where page.except[entry.key] == nil {
                    if (page.fixture, state, entry.key) == Self.forcedDarkDiffers { continue }
                    compared += 1
                    let computed = colors["--" + entry.key] ?? "missing"
                    if let problem = Self.mismatch(computed, entry.values[index]) {
                        mismatches.append("\(page.fixture) \(state) --\(entry.key): \(problem)")
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
        #expect(compared > 100)
    }

    /// Why Chromium's OKLab color differs from palettec's value by more than ΔEOK 0.002 (or in alpha, which
    /// Chromium keeps in 8 bits for `rgba()`), `nil` when it does not.
    static func mismatch(_ computed: String, _ value: ColorValue) -> String? {
        guard computed.hasPrefix("oklab("), computed.hasSuffix(")") else { return "Chromium computes \(computed)" }
        var words = computed.dropFirst(6).dropLast().split(separator: " ").map(String.init)
        var alpha = 1.0
        if let slash = words.firstIndex(of: "/"), slash + 1 < words.count, let value = Double(words[slash + 1]) {
            alpha = value
            words = Array(words[..<slash])
        }
        let components = words.map { $0 == "none" ? 0 : Double($0) }
        guard components.count == 3, components.allSatisfy({ $0 != nil }) else { return "unparsable \(computed)" }
        let chromium = AuthoredColor(space: .oklab, components: components, alpha: alpha)
        let palettec = ColorConversion.convert(value.asAuthored, to: .oklab)
        let distance = GamutMapping.deltaEOK(chromium, palettec)
        guard distance <= 0.002, abs(alpha - (palettec.alpha ?? 1)) <= 0.5 / 255 + 1e-6 else {
            return "Chromium \(computed), palettec \(palettec.components) / \(palettec.alpha ?? 1) (ΔEOK \(distance))"
        }
        return nil
    }
}
