import Foundation
import PalettecTestSupport
import Testing

/// Hostile bytes through the built `palettec lint`: bad encodings, NUL bytes, CR-only line ends and numbers where a
/// color is expected, each reported at its exact `path:line:col` with a clear rule.
@Suite struct HostileEncodingTests {
    /// Lints one file written from `bytes` and returns the exit status and the diagnostic lines (without the
    /// source excerpts and carets).
    static func lint(_ name: String, _ bytes: [UInt8]) throws -> (status: Int32, diagnostics: [String]) {
        let folder = try TemporaryFolder()
        try folder.write(name, Data(bytes))
        let result = try folder.palettec(["lint", name], environment: ["NO_COLOR": "1"])
        #expect(result.standardOutput.isEmpty)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        return (result.status, lines.filter { $0.hasPrefix(name + ":") })
    }

    /// The UTF-8 bytes of `text`.
    static func utf8(_ text: String) -> [UInt8] {
        Array(text.utf8)
    }

    @Test func invalidUTF8IsReportedAtTheByte() throws {
        let bytes = Self.utf8("{\"colors\": {\n  \"a") + [0xFF] + Self.utf8("b\": \"#000000\"\n}}\n")
        let (status, diagnostics) = try Self.lint("bad.json", bytes)
        #expect(status == 1)
        #expect(
            diagnostics == [
                "bad.json:2:5: error: invalid UTF-8 byte 0xFF; palettec reads UTF-8 (was the file saved in another "
                    + "encoding?) [invalid-utf8]"
            ]
        )
    }

    @Test(
        arguments: [
            ("little-endian with BOM", [0xFF, 0xFE], false),
            ("big-endian with BOM", [0xFE, 0xFF], true),
            ("little-endian without BOM", [], false),
            ("big-endian without BOM", [], true),
        ] as [(String, [UInt8], Bool)]
    )
    func utf16IsNamedAsSuch(variant: String, bom: [UInt8], bigEndian: Bool) throws {
        let text = "{\"colors\": {\n  \"a\": \"#000000\"\n}}\n"
        let units = text.utf16.flatMap { unit -> [UInt8] in
            let high = UInt8(truncatingIfNeeded: unit >> 8)
            let low = UInt8(truncatingIfNeeded: unit)
            return bigEndian ? [high, low] : [low, high]
        }
        let (status, diagnostics) = try Self.lint("wide.json", bom + units)
        #expect(status == 1, "\(variant)")
        #expect(
            diagnostics == ["wide.json:1:1: error: file is UTF-16; palettec reads UTF-8 [invalid-utf8]"],
            "\(variant)"
        )
    }

    @Test func nulInsideAJSONStringIsASyntaxErrorAtTheByte() throws {
        let bytes = Self.utf8("{\"colors\": {\n  \"a") + [0] + Self.utf8("b\": \"#000000\"\n}}\n")
        let (status, diagnostics) = try Self.lint("nul.json", bytes)
        #expect(status == 1)
        #expect(
            diagnostics == [
                "nul.json:2:5: error: control character U+0000 in string; write it as an escape [json-syntax]"
            ]
        )
    }

    @Test func nulInsideAPlistIsAnXMLErrorAtTheByte() throws {
        let bytes =
            Self.utf8(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>colors</key>\n"
            )
            + Self.utf8("\t<dict>\n\t\t<key>a") + [0]
            + Self.utf8("b</key>\n\t\t<string>#000000</string>\n\t</dict>\n</dict>\n</plist>\n")
        let (status, diagnostics) = try Self.lint("nul.plist", bytes)
        #expect(status == 1)
        #expect(diagnostics == ["nul.plist:6:9: error: control character U+0000 is not allowed in XML [xml-syntax]"])
    }

    @Test func crOnlyLineEndsKeepPositionsRight() throws {
        let text =
            "{\r\"colors\": {\r  \"a\": {\"light\": \"#00000\", \"dark\": \"#FFFFFF\"},\r  \"a\": \"#000000\"\r}}\r"
        let (status, diagnostics) = try Self.lint("mac.json", Self.utf8(text))
        #expect(status == 1)
        #expect(
            diagnostics == [
                "mac.json:3:18: error: '#00000' has 5 hex digits; expected 3, 4, 6 or 8 (#RGB, #RGBA, #RRGGBB, "
                    + "#RRGGBBAA) [invalid-color]",
                "mac.json:4:3: error: duplicate key 'a'; Foundation would silently keep only one of them [duplicate-key]",
                "mac.json:3:3: note: 'a' first defined here",
            ]
        )
    }

    @Test func hugeAndNegativeZeroNumbersAreWrongTypeWhereAColorIsExpected() throws {
        let text = "{\"colors\": {\n  \"a\": {\"light\": 1e999, \"dark\": -0}\n}}\n"
        let (status, diagnostics) = try Self.lint("numbers.json", Self.utf8(text))
        #expect(status == 1)
        #expect(
            diagnostics.contains(
                "numbers.json:2:18: error: expected a color string for 'light', found number [wrong-type]"
            )
        )
        #expect(
            diagnostics.contains(
                "numbers.json:2:33: error: expected a color string for 'dark', found number [wrong-type]"
            )
        )
        #expect(diagnostics.allSatisfy { $0.hasSuffix("[wrong-type]") || $0.hasSuffix("[missing-appearance]") })
    }

    @Test func nanIsNotJSONButIsWrongTypeInAPlist() throws {
        let json = "{\"colors\": {\n  \"a\": {\"light\": NaN, \"dark\": \"#FFFFFF\"}\n}}\n"
        let (jsonStatus, jsonDiagnostics) = try Self.lint("nan.json", Self.utf8(json))
        #expect(jsonStatus == 1)
        #expect(jsonDiagnostics == ["nan.json:2:18: error: expected a value, found 'NaN' [json-syntax]"])

        let plist =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>colors</key>\n<dict>\n"
            + "<key>a</key>\n<dict><key>light</key><real>nan</real><key>dark</key><real>-0</real></dict>\n"
            + "<key>b</key>\n<real>1e999</real>\n</dict>\n</dict>\n</plist>\n"
        let (plistStatus, plistDiagnostics) = try Self.lint("nan.plist", Self.utf8(plist))
        #expect(plistStatus == 1)
        for expected in [
            "nan.plist:7:23: error: expected a color string for 'light', found <real> [wrong-type]",
            "nan.plist:7:54: error: expected a color string for 'dark', found <real> [wrong-type]",
            "nan.plist:9:1: error: expected a color string or an object with 'light' and 'dark' values for 'b', found "
                + "<real> [wrong-type]",
        ] {
            #expect(plistDiagnostics.contains(expected), "missing \(expected)\nin \(plistDiagnostics)")
        }
    }
}
