import Foundation
import PaletteEmitters
import PaletteModel
import PalettecTestSupport
import Testing

/// Emitted bundles checked against `Docs/palette-bundle.schema.json` with Python's `jsonschema`.
///
/// Broken bundles must be rejected, so the schema is shown to check something. Skipped when `python3` or
/// `jsonschema` is missing, except under `CI=true`, where that fails.
@Suite struct JSONBundleSchemaTests {
    /// The validator: checks the schema itself, then prints `{path: [error messages]}` for every bundle given.
    static let validator = """
        import json, sys
        try:
            import jsonschema
        except ImportError:
            print("jsonschema is not installed"); sys.exit(3)
        with open(sys.argv[1], encoding="utf-8") as file:
            schema = json.load(file)
        jsonschema.Draft202012Validator.check_schema(schema)
        validator = jsonschema.Draft202012Validator(schema)
        report = {}
        for path in sys.argv[2:]:
            with open(path, encoding="utf-8") as file:
                report[path] = sorted(error.message for error in validator.iter_errors(json.load(file)))
        print(json.dumps(report))
        """

    /// Palettes whose bundles must be valid: the sample, a plain one, hostile strings, an empty palette, images with
    /// colors and without.
    static var validPalettes: [(String, Palette)] {
        [
            ("sample", CSSSamplePalette.palette),
            ("wide", WideColorSample.palette),
            ("plain", CSSSamplePalette.lightDark([("PGC01", "#0A84FF", "#409CFF")])),
            (
                "escaping",
                Palette(
                    name: "q\"\\\u{1}",
                    entries: [
                        Palette.Entry(
                            key: "k\"\\\n\u{2028}é",
                            values: Array(repeating: CSSSamplePalette.hex("#01020304"), count: 4),
                            description: "</script>\u{0}"
                        )
                    ]
                )
            ),
            ("empty", Palette(name: "Empty", entries: [])),
            ("images", ImageSample.palette),
            ("images only", ImageSample.imagesOnly),
        ]
    }

    /// Edits of the sample bundle that the schema must reject, by name.
    static let brokenEdits: [(String, @Sendable (inout [String: Any]) -> Void)] = [
        (
            "short hex",
            {
                $0["colors"] = [
                    "PGC01": ["light": "#12345", "dark": "#000000FF", "light-hc": "#000000FF", "dark-hc": "#000000FF"]
                ]
            }
        ),
        (
            "lower-case hex",
            {
                $0["colors"] = [
                    "PGC01": [
                        "light": "#0a84ffff", "dark": "#000000FF", "light-hc": "#000000FF", "dark-hc": "#000000FF",
                    ]
                ]
            }
        ),
        (
            "missing dark value",
            { $0["colors"] = ["PGC01": ["light": "#000000FF", "light-hc": "#000000FF", "dark-hc": "#000000FF"]] }
        ),
        ("missing colors", { $0["colors"] = nil }),
        ("unknown field", { $0["colour"] = [:] as [String: Any] }),
        ("future version", { $0["version"] = 2 }),
        ("bad p3", { $0["p3"] = ["PGC01": ["light": "color(display-p3 2 0 0)"]] }),
        (
            "authored color with two components",
            { $0["authored"] = ["PGC01": ["light": ["colorSpace": "oklch", "components": [0.5, 0.1]]]] }
        ),
        (
            "authored color in an unknown space",
            { $0["authored"] = ["PGC01": ["light": ["colorSpace": "cmyk", "components": [0, 0, 0]]]] }
        ),
        (
            "authored none as null",
            { $0["authored"] = ["PGC01": ["light": ["colorSpace": "lch", "components": [50, 0, NSNull()]]]] }
        ),
        ("deprecated false", { $0["deprecated"] = ["PGC01": false] }),
        ("appearances out of order", { $0["appearances"] = ["dark", "light", "light-hc", "dark-hc"] }),
        ("images without imageTemplates", { $0["images"] = [:] as [String: Any] }),
        (
            "image without a file",
            {
                let value: [String: Any] = ["kind": "svg", "scale": 1]
                $0["images"] = ["logo": ["light": value, "dark": value, "light-hc": value, "dark-hc": value]]
                $0["imageTemplates"] = [] as [String]
            }
        ),
        (
            "png without its size, gif, dimming above 1",
            {
                let png: [String: Any] = ["file": "a.png", "kind": "png", "scale": 1]
                let gif: [String: Any] = ["file": "a.gif", "kind": "gif", "scale": 1]
                let dim: [String: Any] = ["file": "a.svg", "kind": "svg", "scale": 1, "dimming": 1.5]
                $0["images"] = ["logo": ["light": png, "dark": gif, "light-hc": dim, "dark-hc": dim]]
                $0["imageTemplates"] = [] as [String]
            }
        ),
        (
            "vector with a pixel size",
            {
                let svg: [String: Any] = ["file": "a.svg", "kind": "svg", "scale": 1, "width": 8, "height": 8]
                $0["images"] = ["logo": ["light": svg, "dark": svg, "light-hc": svg, "dark-hc": svg]]
                $0["imageTemplates"] = [] as [String]
            }
        ),
    ]

    @Test func emittedBundlesMatchTheSchemaAndBrokenOnesDoNot() throws {
        guard let python = Executables.find("python3") else {
            if Executables.isCI { Issue.record("CI=true but python3 is missing") }
            try Test.cancel("python3 is not installed")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "palettec-schema-\(UUID().uuidString)"
        )
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        var valid: [String] = []
        for (name, palette) in Self.validPalettes {
            var bag = DiagnosticBag()
            let file = try #require(JSONBundleEmitter().emit(palette, options: EmitOptions(), diagnostics: &bag).first)
            let url = folder.appendingPathComponent("valid-\(name).json")
            try Data(file.contents).write(to: url)
            valid.append(url.path)
        }
        var broken: [String: String] = [:]
        let sample = try Data(contentsOf: URL(fileURLWithPath: valid[0]))
        for (name, edit) in Self.brokenEdits {
            var object = try #require(try JSONSerialization.jsonObject(with: sample) as? [String: Any])
            edit(&object)
            let url = folder.appendingPathComponent("broken-\(broken.count).json")
            try JSONSerialization.data(withJSONObject: object).write(to: url)
            broken[url.path] = name
        }

        let schema = Golden.packageRoot.appendingPathComponent("Docs/palette-bundle.schema.json").path
        let result = try Executables.run(python, ["-c", Self.validator, schema] + valid + broken.keys.sorted())
        if result.status == 3 {
            if Executables.isCI { Issue.record("CI=true but the jsonschema Python package is missing") }
            try Test.cancel("the jsonschema Python package is not installed (pip install jsonschema)")
        }
        try #require(
            result.status == 0,
            "the validator failed (\(result.status)):\n\(result.standardError.suffix(2000))"
        )
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: [String]],
            "no report:\n\(result.standardOutput.prefix(500))"
        )
        for path in valid {
            #expect(report[path] == [], "\(path): \(report[path] ?? ["not validated"])")
        }
        for (path, name) in broken {
            #expect(report[path]?.isEmpty == false, "the schema accepted a bundle with: \(name)")
        }
    }
}
