public import Foundation
import Testing

/// Runs `Tests/Browser/css_probe.py`: headless Chromium loads each page in each emulated state and reports what it
/// computes, for the tests that compare palettec's CSS (or what it reads from CSS) with a browser.
public enum CSSProbe {
    /// One emulated state: the color scheme, `prefers-contrast`, and the value of the page's override attribute.
    public struct State: Sendable {
        /// The state's name in the report.
        public var name: String
        /// `light` or `dark`.
        public var scheme: String
        /// `more` or `no-preference`.
        public var contrast: String
        /// The override attribute's value, or `nil` for none.
        public var override: String?

        /// A state.
        public init(name: String, scheme: String, contrast: String = "no-preference", override: String?) {
            self.name = name
            self.scheme = scheme
            self.contrast = contrast
            self.override = override
        }
    }

    /// The report of each page by name: what `css_probe.py` printed for `pages` (`name`, `path`, `attribute`) in
    /// every state, run with `python` and `chromium` in `folder`.
    public static func run(
        pages: [[String: String]],
        states: [State],
        chromium: String,
        python: String,
        in folder: URL
    ) throws -> [String: Any] {
        let spec: [String: Any] = [
            "chromium": chromium,
            "pages": pages,
            "states": states.map { state -> [String: Any] in
                [
                    "name": state.name, "scheme": state.scheme, "contrast": state.contrast,
                    "override": state.override.map { $0 as Any } ?? NSNull(),
                ]
            },
        ]
        let specURL = folder.appendingPathComponent("spec.json")
        try JSONSerialization.data(withJSONObject: spec).write(to: specURL)
        let probe = Golden.packageRoot.appendingPathComponent("Tests/Browser/css_probe.py").path
        let result = try Executables.run(python, [probe, specURL.path], in: folder)
        try #require(
            result.status == 0,
            "css_probe.py failed (\(result.status)):\n\(result.standardError.suffix(2000))"
        )
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any],
            "css_probe.py printed no JSON report:\n\(result.standardOutput.prefix(500))"
        )
        return try #require(report["pages"] as? [String: Any])
    }
}
