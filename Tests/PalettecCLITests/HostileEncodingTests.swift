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

    /// `text` one byte per character (ISO 8859-1), for a byte that is not UTF-8: `\u{FF}` is the byte 0xFF.
    static func latin1(_ text: String) -> [UInt8] {
        text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
    }

    @Test func invalidUTF8IsReportedAtTheByte() throws {
        let marked = MarkedText("{\"colors\": {\n  \"a1️⃣\u{FF}b\": \"#000000\"\n}}\n")
        let (status, diagnostics) = try Self.lint("bad.json", Self.latin1(marked.text))
        #expect(status == 1)
        #expect(
            diagnostics == [
                marked.place("1️⃣", in: "bad.json")
                    + ": error: invalid UTF-8 byte 0xFF; palettec reads UTF-8 (was the file saved in another "
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
        let marked = MarkedText("1️⃣{\"colors\": {\n  \"a\": \"#000000\"\n}}\n")
        let units = marked.text.utf16.flatMap { unit -> [UInt8] in
            let high = UInt8(truncatingIfNeeded: unit >> 8)
            let low = UInt8(truncatingIfNeeded: unit)
            return bigEndian ? [high, low] : [low, high]
        }
        let (status, diagnostics) = try Self.lint("wide.json", bom + units)
        #expect(status == 1, "\(variant)")
        #expect(
            diagnostics == [
                marked.place("1️⃣", in: "wide.json") + ": error: file is UTF-16; palettec reads UTF-8 [invalid-utf8]"
            ],
            "\(variant)"
        )
    }

    @Test func nulInsideAJSONStringIsASyntaxErrorAtTheByte() throws {
        let marked = MarkedText("{\"colors\": {\n  \"a1️⃣\u{0}b\": \"#000000\"\n}}\n")
        let (status, diagnostics) = try Self.lint("nul.json", Self.utf8(marked.text))
        #expect(status == 1)
        #expect(
            diagnostics == [
                marked.place("1️⃣", in: "nul.json")
                    + ": error: control character U+0000 in string; write it as an escape [json-syntax]"
            ]
        )
    }

    @Test func nulInsideAPlistIsAnXMLErrorAtTheByte() throws {
        let marked = MarkedText(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>colors</key>\n"
                + "\t<dict>\n\t\t<key>a1️⃣\u{0}b</key>\n\t\t<string>#000000</string>\n\t</dict>\n</dict>\n</plist>\n"
        )
        let (status, diagnostics) = try Self.lint("nul.plist", Self.utf8(marked.text))
        #expect(status == 1)
        #expect(
            diagnostics == [
                marked.place("1️⃣", in: "nul.plist")
                    + ": error: control character U+0000 is not allowed in XML [xml-syntax]"
            ]
        )
    }

    @Test func crOnlyLineEndsKeepPositionsRight() throws {
        // Marked with LF line ends and written with CR ones, one byte for one: the lines and columns are the same.
        let marked = MarkedText(
            "{\n\"colors\": {\n  1️⃣\"a\": {\"light\": 2️⃣\"#00000\", \"dark\": \"#FFFFFF\"},\n  3️⃣\"a\": \"#000000\"\n}}\n"
        )
        let text = marked.text.replacingOccurrences(of: "\n", with: "\r")
        #expect(!text.contains("\n"))
        let (status, diagnostics) = try Self.lint("mac.json", Self.utf8(text))
        #expect(status == 1)
        #expect(
            diagnostics == [
                marked.place("2️⃣", in: "mac.json")
                    + ": error: '#00000' has 5 hex digits; expected 3, 4, 6 or 8 (#RGB, #RGBA, #RRGGBB, "
                    + "#RRGGBBAA) [invalid-color]",
                marked.place("3️⃣", in: "mac.json")
                    + ": error: duplicate key 'a'; Foundation would silently keep only one of them [duplicate-key]",
                marked.place("1️⃣", in: "mac.json") + ": note: 'a' first defined here",
            ]
        )
    }

    @Test func hugeAndNegativeZeroNumbersAreWrongTypeWhereAColorIsExpected() throws {
        let marked = MarkedText("{\"colors\": {\n  \"a\": {\"light\": 1️⃣1e999, \"dark\": 2️⃣-0}\n}}\n")
        let (status, diagnostics) = try Self.lint("numbers.json", Self.utf8(marked.text))
        #expect(status == 1)
        #expect(
            diagnostics.contains(
                marked.place("1️⃣", in: "numbers.json")
                    + ": error: expected a color string for 'light', found number [wrong-type]"
            )
        )
        #expect(
            diagnostics.contains(
                marked.place("2️⃣", in: "numbers.json")
                    + ": error: expected a color string for 'dark', found number [wrong-type]"
            )
        )
        #expect(diagnostics.allSatisfy { $0.hasSuffix("[wrong-type]") || $0.hasSuffix("[missing-appearance]") })
    }

    @Test func nanIsNotJSONButIsWrongTypeInAPlist() throws {
        let json = MarkedText("{\"colors\": {\n  \"a\": {\"light\": 1️⃣NaN, \"dark\": \"#FFFFFF\"}\n}}\n")
        let (jsonStatus, jsonDiagnostics) = try Self.lint("nan.json", Self.utf8(json.text))
        #expect(jsonStatus == 1)
        #expect(
            jsonDiagnostics == [
                json.place("1️⃣", in: "nan.json") + ": error: expected a value, found 'NaN' [json-syntax]"
            ]
        )

        let plist = MarkedText(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>colors</key>\n<dict>\n"
                + "<key>a</key>\n<dict><key>light</key>1️⃣<real>nan</real><key>dark</key>2️⃣<real>-0</real></dict>\n"
                + "<key>b</key>\n3️⃣<real>1e999</real>\n</dict>\n</dict>\n</plist>\n"
        )
        let (plistStatus, plistDiagnostics) = try Self.lint("nan.plist", Self.utf8(plist.text))
        #expect(plistStatus == 1)
        for expected in [
            plist.place("1️⃣", in: "nan.plist")
                + ": error: expected a color string for 'light', found <real> [wrong-type]",
            plist.place("2️⃣", in: "nan.plist")
                + ": error: expected a color string for 'dark', found <real> [wrong-type]",
            plist.place("3️⃣", in: "nan.plist")
                + ": error: expected a color string or an object with 'light' and 'dark' values for 'b', found "
                + "<real> [wrong-type]",
        ] {
            #expect(plistDiagnostics.contains(expected), "missing \(expected)\nin \(plistDiagnostics)")
        }
    }
}
