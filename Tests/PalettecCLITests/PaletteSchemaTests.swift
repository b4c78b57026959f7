import Foundation
import PalettecTestSupport
import Testing

/// `Docs/palette.schema.json` (for editors) accepts the example palettes and rejects what palettec rejects: a bad
/// color, a contrast pair with both a WCAG and an APCA minimum, an unknown `lint` rule, a threshold out of range, an
/// entry turning a rule on, a `dim` outside 0…1 or outside an appearance, an image without `dark`, a palette with
/// neither a color nor an image; it accepts a palette of images only.
@Suite struct PaletteSchemaTests {
    @Test func schemaAcceptsExamplesAndRejectsABadColor() throws {
        guard let python = Executables.find("python3") else {
            try #require(!Executables.isCI, "CI=true: python3 is missing")
            try Test.cancel("python3 is missing")
        }
        let root = Golden.packageRoot.path
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1] + "/Docs/palette.schema.json"))
            jsonschema.Draft202012Validator.check_schema(schema)
            jsonschema.validate(json.load(open(sys.argv[1] + "/Palettes/Semantic.json")), schema)
            jsonschema.validate(
                json.load(open(sys.argv[1] + "/Tests/PalettecCLITests/Fixtures/ModernColor/ModernColor.json")), schema
            )
            jsonschema.validate(
                {"lint": {"near-duplicate": {"maximumDifference": 0.5}, "unchanged-dark": True, "deprecated-alias": False},
                 "colors": {"A": {"light": "#E30613", "dark": "#E30613", "lint": {"unchanged-dark": False}}}},
                schema,
            )
            jsonschema.validate(
                {"colors": {"A": "#000"},
                 "images": {"logo": {"light": "a@2x.png", "dark": {"dim": 0.4}, "dark-hc": {"dim": 0.5, "from": "light-hc"},
                                     "template": True},
                            "mark": "{logo}"}},
                schema,
            )
            jsonschema.validate({"images": {"logo": "a.png"}}, schema)
            jsonschema.validate({"colors": {}, "images": {"logo": "a.png"}}, schema)
            for bad in [
                {},
                {"name": "Brand"},
                {"colors": {}},
                {"images": {}},
                {"colors": {}, "images": {}},
                {"colors": {"A": "#000"}, "images": {"logo": {"light": "a.png", "dark": {"dim": 1.5}}}},
                {"colors": {"A": "#000"}, "images": {"logo": {"light": "a.png", "dim": 0.4}}},
                {"colors": {"A": "#000"}, "images": {"logo": {"light": "a.png"}}},
                {"lint": {"unchanged": True}, "colors": {"A": "#000"}},
                {"lint": {"near-duplicate": {"maximumDifference": 11}}, "colors": {"A": "#000"}},
                {"colors": {"A": {"light": "#000", "dark": "#000", "lint": {"unchanged-dark": True}}}},
                {"colors": {"A": {"light": "#12345", "dark": "#000000"}}},
                {"colors": {"A": "#000"},
                 "contrast": [{"foreground": "A", "background": "A", "minimum": 4.5, "apca": 60}]},
            ]:
                try:
                    jsonschema.validate(bad, schema)
                    print("bad accepted")
                except jsonschema.ValidationError:
                    print("ok")
            """
        let result = try Executables.run(python, ["-c", script, root])
        if result.standardError.contains("No module named 'jsonschema'") {
            try #require(!Executables.isCI, "CI=true: the jsonschema module is missing")
            try Test.cancel("the jsonschema module is missing")
        }
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == String(repeating: "ok\n", count: 13))
    }
}
