import Foundation
import PaletteEmitters
import PaletteModel
import PalettecTestSupport
import Testing

/// The generated web-view script run by a real browser: what `WebViews` installs in a `WKWebView`, played in
/// headless Chromium on a page using the generated CSS.
///
/// The scripts come from the generated Swift itself: its portable core is compiled and run on Linux and prints
/// `AppearanceChoice.webScript` for every choice. `Tests/Browser/webview_probe.py` then does what the helper does
/// in a web view: the script for the current choice at document start (run raw, at Chromium's earlier moment with
/// no `<html>` yet, which the script must handle), and on every switch the old one replaced and the new one run on
/// the open page; the forced scheme reaches the page as `prefers-color-scheme`, as a window's override reaches a
/// web view. Every property's computed color must be the model's value for the choice, on a fresh document, after
/// a switch and after a reload or navigation following it, and the first paint must already be right. What only a
/// device shows: WebKit's own document-start timing and that `prefers-color-scheme` follows the window's override.
@Suite struct WebViewScriptChromiumTests {
    /// One step of the session and the choice it leaves the page in.
    struct Step {
        /// The step's name in the report.
        var name: String
        /// The probe action.
        var action: String
        /// The choice applied (for `install` and `switch`), or the one still in force.
        var choice: String
        /// The scheme the app's choice makes the web view see, and whether high contrast is on.
        var scheme: Appearance.Scheme
        /// Whether `prefers-contrast: more` is emulated.
        var more = false
    }

    /// The session: a fresh document in `sepia`, switches through a dark theme, dark, system and light, each
    /// followed by a reload or a new navigation.
    static let steps: [Step] = [
        Step(name: "1-foreign", action: "foreignScript", choice: "sepia", scheme: .light),
        Step(name: "2-install-sepia", action: "install", choice: "sepia", scheme: .light),
        Step(name: "3-load", action: "load", choice: "sepia", scheme: .light),
        Step(name: "4-switch-night", action: "switch", choice: "night", scheme: .dark),
        Step(name: "5-reload", action: "reload", choice: "night", scheme: .dark),
        Step(name: "6-switch-dark", action: "switch", choice: "dark", scheme: .dark),
        Step(name: "7-navigate", action: "load", choice: "dark", scheme: .dark),
        Step(name: "8-switch-system-hc", action: "switch", choice: "system", scheme: .light, more: true),
        Step(name: "9-reload", action: "reload", choice: "system", scheme: .light, more: true),
        Step(name: "10-switch-light", action: "switch", choice: "light", scheme: .light),
        Step(name: "11-reload", action: "reload", choice: "light", scheme: .light),
    ]

    /// The program that prints every choice's script as JSON, compiled with the generated file.
    static let mainSource = """
        var scripts: [String: String] = [:]
        for choice in CSSSample.AppearanceChoice.allCases {
            scripts[choice.rawValue] = choice.webScript
        }
        var json = "{"
        for (index, (name, script)) in scripts.sorted(by: { $0.key < $1.key }).enumerated() {
            json += (index == 0 ? "" : ",") + String(reflecting: name) + ":" + String(reflecting: script)
        }
        print(json + "}")

        """

    @Test(
        .enabled(
            if: (CSSChromiumTests.chromium != nil && CSSChromiumTests.python != nil && SwiftToolchain.swiftc != nil)
                || Executables.isCI,
            "chromium, python3 or swiftc is missing (apt-get install -y chromium); under CI=true this test fails"
        ),
        .timeLimit(.minutes(10))
    )
    func pagesFollowEverySwitchFromTheFirstPaintThroughReloads() throws {
        guard let chromium = CSSChromiumTests.chromium, let python = CSSChromiumTests.python else {
            Issue.record("CI=true but chromium or python3 is missing: install them with 'apt-get install -y chromium'")
            return
        }
        let palette = CSSSamplePalette.palette
        let folder = try SwiftToolchain.temporaryFolder("webview")
        defer { try? FileManager.default.removeItem(at: folder) }

        var bag = DiagnosticBag()
        let options = EmitOptions(values: ["typeName": .string("CSSSample")], sourceNames: ["Sample.json"])
        let swift = try #require(SwiftEmitter().emit(palette, options: options, diagnostics: &bag).first)
        let css = try #require(CSSEmitter().emit(palette, options: options, diagnostics: &bag).first)
        #expect(bag.diagnostics.isEmpty, "\(bag.diagnostics)")
        try Data(swift.contents).write(to: folder.appendingPathComponent("Palette.swift"))
        try Data(css.contents).write(to: folder.appendingPathComponent("palette.css"))
        try SwiftToolchain.write(["main.swift": Self.mainSource], to: folder)
        let build = try SwiftToolchain.run(
            ["-swift-version", "6", "Palette.swift", "main.swift", "-o", "scripts"],
            in: folder
        )
        try #require(build.status == 0, "\(build.standardError)")
        let printed = try Executables.run(folder.appendingPathComponent("scripts").path, [], in: folder)
        let scripts = try #require(
            try JSONSerialization.jsonObject(with: Data(printed.standardOutput.utf8)) as? [String: String],
            "the generated program printed no scripts:\n\(printed.standardOutput)\(printed.standardError)"
        )
        #expect(scripts.keys.sorted() == ["dark", "light", "night", "sepia", "system"])

        var html = "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>web view</title>\n"
        html += "<style>body { color: rgb(1, 2, 3); }</style>\n<link rel=\"stylesheet\" href=\"palette.css\">\n"
        let firstKey = CSSPropertyName.make(from: palette.entries[0].key)
        html += "<script>window.__firstPaint = { attribute: document.documentElement.getAttribute('data-theme'), "
        html += "color: getComputedStyle(document.documentElement).getPropertyValue('\(firstKey)').trim() };</script>\n"
        html += "</head><body>\n"
        for entry in palette.entries {
            let name = CSSPropertyName.make(from: entry.key)
            html += "<div data-var=\"\(name)\" style=\"color: var(\(name))\">\(name)</div>\n"
        }
        html += "</body></html>\n"
        let page = folder.appendingPathComponent("page.html")
        try Data(html.utf8).write(to: page)

        let spec: [String: Any] = [
            "chromium": chromium, "page": page.path, "webkitTiming": false,
            "steps": Self.steps.map { step -> [String: Any] in
                var json: [String: Any] = [
                    "name": step.name, "action": step.action, "scheme": step.scheme.rawValue,
                    "contrast": step.more ? "more" : "no-preference",
                ]
                if step.action == "install" || step.action == "switch" {
                    json["script"] = scripts[step.choice]
                }
                return json
            },
        ]
        let specURL = folder.appendingPathComponent("spec.json")
        try JSONSerialization.data(withJSONObject: spec).write(to: specURL)
        let probe = Golden.packageRoot.appendingPathComponent("Tests/Browser/webview_probe.py").path
        let result = try Executables.run(python, [probe, specURL.path], in: folder)
        try #require(result.status == 0, "webview_probe.py failed:\n\(result.standardError.suffix(2000))")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        )
        let reported = try #require(report["steps"] as? [String: [String: Any]])

        var documents: Set<String> = []
        for step in Self.steps where step.action != "install" && step.action != "foreignScript" {
            let state = try #require(reported[step.name], "no report for \(step.name)")
            let theme = palette.themes.first { $0.name == step.choice }
            let appearance = theme?.name ?? step.scheme.rawValue + (step.more ? "-hc" : "")
            let index = try #require(palette.appearanceIndex(named: appearance))
            #expect(state["dark"] as? Bool == (step.scheme == .dark), "\(step.name): emulation")
            #expect(state["more"] as? Bool == step.more, "\(step.name): emulation")
            #expect(state["foreign"] as? Bool == true, "\(step.name): the app's own script was removed")
            #expect((state["attribute"] as? String) == theme?.name, "\(step.name): attribute")
            let colors = try #require(state["colors"] as? [String: String])
            for entry in palette.entries {
                let name = CSSPropertyName.make(from: entry.key)
                let computed = try #require(colors[name], "\(step.name): no \(name)")
                if let problem = CSSChromiumTests.mismatch(computed, entry.values[index]) {
                    Issue.record("\(step.name) (\(appearance)) \(name): \(problem)")
                }
            }
            let document = try #require(state["documentId"] as? String)
            if step.action == "switch" {
                #expect(!documents.insert(document).inserted, "\(step.name): a switch must not load a new document")
            } else {
                #expect(documents.insert(document).inserted, "\(step.name): no new document")
                // The first read of the stylesheet, before anything is drawn, already sees the right attribute.
                let first = try #require(state["firstPaint"] as? [String: Any], "\(step.name): no first-paint record")
                #expect(first["attribute"] as? String == theme?.name, "\(step.name): first paint \(first)")
            }
        }
    }
}
