import Foundation
import PalettecTestSupport
import Testing

/// C0 and C1 controls, ESC, bidi controls and U+2028/U+2029 from palettes and paths never reach the terminal, a
/// GitHub log or a JSON reader raw: text output shows them as `\u{…}` (carets still under their column), JSON as
/// `\uxxxx`.
@Suite struct PrintedTextTests {
    /// A file name holding a right-to-left override.
    static let fileName = "rtl\u{202E}nosj.json"
    /// The palette: a key with bidi controls and a C1 control before an invalid value, and a key with ESC and NEL
    /// that has no dark value.
    static let palette = MarkedText(
        ##"{"colors": {"k\##u{202E}\##u{9B}\##u{2066}": {"light": 1️⃣"#12345", "dark": "#FFFFFF"}, "##
            + ##"2️⃣"m\u001b[2Jx\##u{85}": {"light": "#FFFFFF"}}}"##
    )

    /// Whether `text` holds a character that must not be printed raw (the line breaks between lines aside): a C0 or
    /// C1 control, DEL, a bidi control or U+2028/U+2029.
    static func holdsHazard(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x0A: false
            case 0x00..<0x20, 0x7F..<0xA0, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
            default: false
            }
        }
    }

    @Test func textDiagnosticsShowThemEscapedWithTheCaretUnderTheColumn() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.fileName, Self.palette.text)
        let result = try folder.palettec(["lint", Self.fileName], environment: ["NO_COLOR": "1"])
        #expect(result.status == 1)
        #expect(!Self.holdsHazard(result.standardError), "\(result.standardError.debugDescription)")
        let path = #"rtl\u{202E}nosj.json"#
        let shown =
            ##"{"colors": {"k\u{202E}\u{9B}\u{2066}": {"light": "#12345", "dark": "#FFFFFF"}, "##
            + ##""m\u001b[2Jx\u{85}": {"light": "#FFFFFF"}}}"##
        let value = try #require(Self.palette.position("1️⃣"))
        let key = try #require(Self.palette.position("2️⃣"))
        // The carets stand under the value and the key as shown, escapes included.
        let valueAt = try #require(shown.range(of: "\"#1")).lowerBound
        let keyAt = try #require(shown.range(of: "\"m")).lowerBound
        let valuePad = String(repeating: " ", count: shown.unicodeScalars.distance(from: shown.startIndex, to: valueAt))
        let keyPad = String(repeating: " ", count: shown.unicodeScalars.distance(from: shown.startIndex, to: keyAt))
        #expect(
            result.standardError == """
                \(path):\(value.line):\(value.column): error: '#12345' has 5 hex digits; expected 3, 4, 6 or 8 (#RGB, #RGBA, #RRGGBB, #RRGGBBAA) [invalid-color]
                  \(shown)
                  \(valuePad)^
                \(path):\(key.line):\(key.column): error: 'm\\u{1B}[2Jx\\u{85}' has no 'dark' value; every color needs 'light' and 'dark' [missing-appearance]
                  \(shown)
                  \(keyPad)^
                2 errors

                """
        )
    }

    @Test func gitHubAnnotationsShowThemEscaped() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.fileName, Self.palette.text)
        let result = try folder.palettec(["lint", "--format", "github", Self.fileName])
        #expect(result.status == 1)
        #expect(!Self.holdsHazard(result.standardOutput), "\(result.standardOutput.debugDescription)")
        #expect(result.standardOutput.contains(#"::'m\u{1B}[2Jx\u{85}' has no 'dark' value"#))
        #expect(result.standardOutput.contains(#"file=rtl\u{202E}nosj.json,"#))
    }

    @Test func jsonDiagnosticsEscapeThemAndReadBackExactly() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.fileName, Self.palette.text)
        let result = try folder.palettec(["lint", "--format", "json", Self.fileName])
        #expect(result.status == 1)
        #expect(!Self.holdsHazard(result.standardOutput), "\(result.standardOutput.debugDescription)")
        #expect(result.standardOutput.contains(#""file": "rtl\u202enosj.json""#))
        let decoded = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]]
        )
        #expect(decoded.map { $0["file"] as? String } == [Self.fileName, Self.fileName])
        #expect(
            decoded.last?["message"] as? String
                == "'m\u{1B}[2Jx\u{85}' has no 'dark' value; every color needs 'light' and 'dark'"
        )
    }

    @Test func progressLinesAndUsageErrorsShowThemEscaped() throws {
        let folder = try TemporaryFolder()
        try folder.write("p.json", ##"{"colors": {"a": {"light": "#FFFFFF", "dark": "#000000"}}}"##)
        let written = try folder.palettec(["preview", "p.json", "--output", "x\u{1B}]0;owned\u{7}\u{2067}.html"])
        #expect(written.status == 0, "\(written.standardError)")
        #expect(!Self.holdsHazard(written.standardError), "\(written.standardError.debugDescription)")
        #expect(written.standardError.contains(#"x\u{1B}]0;owned\u{7}\u{2067}.html"#), "\(written.standardError)")
        let usage = try folder.palettec(["lint", "--from", "x\u{9B}31m", "p.json"])
        #expect(usage.status == 2)
        #expect(!Self.holdsHazard(usage.standardError), "\(usage.standardError.debugDescription)")
        #expect(usage.standardError.contains(#"'x\u{9B}31m'"#), "\(usage.standardError)")
    }
}
