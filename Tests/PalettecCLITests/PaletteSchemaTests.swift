import Foundation
import PalettecTestSupport
import Testing

/// `Docs/palette.schema.json` (for editors) accepts the example palettes and rejects what palettec rejects: a bad
/// color, a contrast pair with both a WCAG and an APCA minimum.
@Suite struct PaletteSchemaTests {
    @Test func schemaAcceptsExamplesAndRejectsABadColor() throws {
        guard let python = Executables.find("python3") else {
            try #require(!Executables.isCI, "CI=true: python3 is missing")
            return
        }
        let root = Golden.packageRoot.path
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1] + "/Docs/palette.schema.json"))
            jsonschema.Draft202012Validator.check_schema(schema)
            jsonschema.validate(json.load(open(sys.argv[1] + "/Palettes/Semantic.json")), schema)
            for bad in [
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
            return
        }
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "ok\nok\n")
    }
}
