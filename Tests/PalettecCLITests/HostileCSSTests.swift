import Foundation
import PaletteEmitters
import PaletteModel
import PalettecTestSupport
import Testing

/// The hostile palette through `palettec convert --to css`, loaded in headless Chromium (one launch, the probe of
/// `Tests/Browser/css_probe.py`): every custom property computes to its entry's color in light and dark, and a
/// sentinel rule written after the palette still applies, linked and inlined in a `<style>` element.
@Suite struct HostileCSSTests {
    /// The sentinel's color: no entry uses it, and the page's default text color differs from it.
    static let sentinel = "rgb(201, 2, 103)"

    @Test(
        .enabled(
            if: HostilePalette.canRun("chromium", "python3"),
            "chromium or python3 is not installed; under CI=true this test fails"
        ),
        .timeLimit(.minutes(10))
    )
    func everyPropertyComputesItsColorAndNothingEscapesTheStylesheet() throws {
        guard let chromium = HostilePalette.client("chromium"), let python = HostilePalette.client("python3") else {
            return
        }
        let palette = try HostilePalette.shared.get()
        let folder = try HostilePalette.folder(with: palette.text)
        let convert = try folder.palettec(["convert", "hostile.json", "--to", "css", "--output", "hostile.css"])
        try #require(convert.status == 0, "\(convert.standardError)")
        #expect(convert.standardError == "wrote hostile.css\n")
        let css = String(decoding: try #require(folder.read("hostile.css")), as: UTF8.self)
        let sentinelRule = "#sentinel { color: \(Self.sentinel); }\n"
        // The linked sheet gets the sentinel in the same file, so an unclosed comment or block would swallow it.
        try folder.write("linked.css", css + sentinelRule)
        try folder.write("linked.html", Self.html(palette, head: "<link rel=\"stylesheet\" href=\"linked.css\">"))
        try folder.write("inline.html", Self.html(palette, head: "<style>\n\(css)\(sentinelRule)</style>"))

        let pages = ["linked", "inline"]
        let states: [(name: String, scheme: String)] = [("light", "light"), ("dark", "dark")]
        let spec: [String: Any] = [
            "chromium": chromium, "timeout": 30,
            "pages": pages.map { ["name": $0, "path": folder.url.appendingPathComponent($0 + ".html").path] },
            "states": states.map { ["name": $0.name, "scheme": $0.scheme, "contrast": "no-preference"] },
        ]
        try folder.write("spec.json", try JSONSerialization.data(withJSONObject: spec))
        let probe = Golden.packageRoot.appendingPathComponent("Tests/Browser/css_probe.py").path
        let result = try Executables.run(python, [probe, "spec.json"], in: folder.url)
        try #require(result.status == 0, "css_probe.py failed:\n\(result.standardError.suffix(2000))")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        )
        let reported = try #require(report["pages"] as? [String: [String: [String: Any]]])

        var compared = 0
        for page in pages {
            for state in states {
                let values = try #require(reported[page]?[state.name], "no report for \(page) \(state.name)")
                #expect(values["dark"] as? Bool == (state.scheme == "dark"), "emulation did not happen")
                let colors = try #require(values["colors"] as? [String: String])
                #expect(colors["sentinel"] == Self.sentinel, "\(page) \(state.name): a later rule was swallowed")
                #expect(colors.count == palette.entries.count + 1)
                for entry in palette.entries {
                    let name = CSSPropertyName.make(from: entry.key)
                    let want = Self.rgb(state.scheme == "dark" ? entry.dark : entry.light)
                    #expect(colors[name] == want, "\(page) \(state.name) \(name) for \(entry.key.debugDescription)")
                    compared += 1
                }
            }
        }
        #expect(compared == pages.count * states.count * palette.entries.count)
    }

    /// A page with the stylesheet in `head`, a default text color, one element per property and the sentinel.
    static func html(_ palette: HostilePalette, head: String) -> String {
        var html = "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>hostile</title>\n"
        html += "<style>body { color: rgb(9, 9, 9); }</style>\n\(head)\n</head><body>\n"
        for entry in palette.entries {
            let name = CSSPropertyName.make(from: entry.key)
            html += "<div data-var=\"\(name)\" style=\"color: var(\(name))\">\(name)</div>\n"
        }
        return html + "<div data-var=\"sentinel\" id=\"sentinel\">sentinel</div>\n</body></html>\n"
    }

    /// The computed-style form of `#RRGGBB`: `rgb(r, g, b)`.
    static func rgb(_ hex: String) -> String {
        let digits = Array(hex.dropFirst())
        let channels = stride(from: 0, to: 6, by: 2).map { Int(String(digits[$0..<($0 + 2)]), radix: 16) ?? -1 }
        return "rgb(\(channels.map(String.init).joined(separator: ", ")))"
    }
}
