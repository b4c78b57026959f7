import Foundation
import PalettecTestSupport
import Testing

/// Documented, configurable limits: oversized, deep, wide and long-lined inputs end in a diagnostic, never a crash.
@Suite struct LimitTests {
    @Test func nesting100000DeepIsALimitDiagnostic() throws {
        let folder = try TemporaryFolder()
        let deep =
            "{\"colors\": {\"A\": " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
            + "}}"
        try folder.write("deep.json", deep)
        let result = try folder.palettec(["lint", "deep.json"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 1)
        #expect(
            result.standardError.hasPrefix(
                "deep.json:1:528: error: arrays and objects nest deeper than the limit of 512 levels (raise it with --max-depth) [limit-exceeded]"
            )
        )
        let plist = "<plist version=\"1.0\">" + String(repeating: "<array>", count: 100_000) + "</plist>"
        try folder.write("deep.plist", plist)
        let xml = try folder.palettec(["lint", "deep.plist"], environment: ["NO_COLOR": "1"])
        #expect(xml.status == 1)
        #expect(xml.standardError.contains("[limit-exceeded]"))
    }

    @Test func a100MegabytePaletteIsRefusedUnlessTheLimitIsRaised() throws {
        let folder = try TemporaryFolder()
        var data = Data("{\"colors\": {\"A\": \"#FFFFFF\",".utf8)
        data.append(Data(repeating: UInt8(ascii: " "), count: 100 * 1024 * 1024))
        data.append(Data("\"B\": \"#000000\"}}".utf8))
        try folder.write("big.json", data)
        let refused = try folder.palettec(["lint", "big.json"], environment: ["NO_COLOR": "1"])
        #expect(refused.status == 1)
        #expect(
            refused.standardError.contains(
                "big.json:1:1: error: 'big.json' is \(data.count) bytes; the limit is 67108864 bytes (raise it with --max-file-size) [limit-exceeded]"
            )
        )
        let raised = try folder.palettec(["lint", "--max-file-size", "128M", "big.json"])
        #expect(raised.status == 0, "\(raised.standardError)")
    }

    @Test func tooManyEntriesIsALimitDiagnostic() throws {
        let folder = try TemporaryFolder()
        let entries = (0...1_000).map { "\"K\($0)\": \"#FFFFFF\"" }.joined(separator: ",")
        try folder.write("wide.json", "{\"colors\": {" + entries + "}}")
        let result = try folder.palettec(
            ["lint", "--max-entries", "1000", "wide.json"],
            environment: ["NO_COLOR": "1"]
        )
        #expect(result.status == 1)
        #expect(
            result.standardError.contains(
                "wide.json:1:12: error: the build has 1001 colors; the limit is 1000 (raise it with --max-entries) [limit-exceeded]"
            )
        )
        #expect(try folder.palettec(["lint", "wide.json"]).status == 0)
        let bad = try folder.palettec(["lint", "--max-entries", "lots", "wide.json"])
        #expect(bad.status == 2)
    }

    @Test func aTenMegabyteLinePointsAtTheRightColumn() throws {
        let folder = try TemporaryFolder()
        let description = String(repeating: "x", count: 150)
        var line = "{\"colors\": {"
        for index in 0..<60_000 {
            line +=
                "\"K\(index)\": {\"light\": \"#FFFFFF\", \"dark\": \"#000000\", \"description\": \"\(description)\"},"
        }
        let badColumn = line.utf8.count + 1
        line += "\"last\": \"#12345\"}}"
        #expect(line.utf8.count > 10_000_000)
        try folder.write("minified.json", line)
        let result = try folder.palettec(["lint", "minified.json"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("minified.json:1:\(badColumn + 8): error: '#12345' has 5 hex digits"))
    }
}
