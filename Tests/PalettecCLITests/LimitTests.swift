import Foundation
import PalettecTestSupport
import Testing

/// Documented, configurable limits: oversized, deep, wide and long-lined inputs end in a diagnostic, never a crash.
@Suite struct LimitTests {
    @Test func nesting100000DeepIsALimitDiagnostic() throws {
        let folder = try TemporaryFolder()
        // The colors object is level 2, so the 511th '[' is level 513, the first past the limit.
        let head = MarkedText("{\"colors\": {\"A\": " + String(repeating: "[", count: 510) + "1️⃣")
        let deep =
            head.text + String(repeating: "[", count: 100_000 - 510) + String(repeating: "]", count: 100_000) + "}}"
        try folder.write("deep.json", deep)
        let result = try folder.palettec(["lint", "deep.json"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 1)
        #expect(
            result.standardError.hasPrefix(
                head.place("1️⃣", in: "deep.json")
                    + ": error: arrays and objects nest deeper than the limit of 512 levels (raise it with --max-depth) [limit-exceeded]"
            )
        )
        let plist = "<plist version=\"1.0\">" + String(repeating: "<array>", count: 100_000) + "</plist>"
        try folder.write("deep.plist", plist)
        let xml = try folder.palettec(["lint", "deep.plist"], environment: ["NO_COLOR": "1"])
        #expect(xml.status == 1)
        #expect(xml.standardError.contains("[limit-exceeded]"))
    }

    /// Far deeper than the main thread's stack could release (about 40,000 levels): palettec runs on a large stack.
    @Test func aRaisedDepthLimitReadsDeepNestingWithoutCrashing() throws {
        let folder = try TemporaryFolder()
        let depth = 200_000
        let head = MarkedText("{\"colors\": {\"A\": 1️⃣")
        let json = head.text + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}}"
        try folder.write("deep.json", json)
        let result = try folder.palettec(
            ["lint", "--max-depth", "1000000", "deep.json"],
            environment: ["NO_COLOR": "1"]
        )
        #expect(result.status == 1, "\(result.standardError.prefix(500))")
        #expect(
            result.standardError.hasPrefix(head.place("1️⃣", in: "deep.json") + ": error: "),
            "\(result.standardError.prefix(500))"
        )
        #expect(!result.standardError.contains("[limit-exceeded]"))

        let plist =
            "<plist version=\"1.0\"><dict><key>colors</key><dict><key>A</key>"
            + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
            + "</dict></dict></plist>"
        try folder.write("deep.plist", plist)
        let xml = try folder.palettec(["lint", "--max-depth", "1000000", "deep.plist"], environment: ["NO_COLOR": "1"])
        #expect(xml.status == 1, "\(xml.standardError.prefix(500))")
        #expect(xml.standardError.hasPrefix("deep.plist:1:"), "\(xml.standardError.prefix(500))")
        #expect(!xml.standardError.contains("[limit-exceeded]"))
    }

    /// Foreign formats are read with the same limits as palettes, and raising a limit raises it for them too.
    @Test func foreignFormatsHonorTheDepthLimitAndItsRaisedValue() throws {
        let folder = try TemporaryFolder()
        let depth = 600
        let tokens =
            "{" + String(repeating: "\"g\": {", count: depth)
            + "\"c\": {\"$type\": \"color\", \"$value\": \"#FFFFFF\"}" + String(repeating: "}", count: depth) + "}"
        try folder.write("deep.tokens.json", tokens)
        let refused = try folder.palettec(
            ["convert", "deep.tokens.json", "--from", "dtcg", "--to", "json", "--output", "out.json"],
            environment: ["NO_COLOR": "1"]
        )
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("the limit of 512 levels (raise it with --max-depth) [limit-exceeded]"))
        #expect(folder.read("out.json") == nil)
        let raised = try folder.palettec(
            [
                "convert", "deep.tokens.json", "--from", "dtcg", "--to", "json", "--output", "out.json", "--max-depth",
                "1000",
            ]
        )
        #expect(raised.status == 0, "\(raised.standardError)")
        #expect(folder.read("out.json") != nil)
    }

    /// A file inside a bundle is checked against `--max-file-size` before it is read, like a palette.
    @Test func aFileInsideAForeignBundleIsCheckedAgainstTheFileSizeLimit() throws {
        let folder = try TemporaryFolder()
        var light = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        for index in 0..<100 { light += "\t<key>PGC\(index)</key>\n\t<string>FFFFFF</string>\n" }
        light += "</dict>\n</plist>\n"
        try folder.write("Theme.bundle/light.plist", light)
        try folder.write("Theme.bundle/dark.plist", light)
        let refused = try folder.palettec(
            ["convert", "Theme.bundle", "--to", "json", "--output", "out.json", "--max-file-size", "1K"],
            environment: ["NO_COLOR": "1"]
        )
        #expect(refused.status == 1)
        #expect(
            refused.standardError.contains(
                "'Theme.bundle/light.plist' is \(light.utf8.count) bytes; the limit is 1024 bytes (raise it with --max-file-size) [limit-exceeded]"
            ),
            "\(refused.standardError)"
        )
        let read = try folder.palettec(["convert", "Theme.bundle", "--to", "json", "--output", "out.json"])
        #expect(read.status == 0, "\(read.standardError)")
    }

    @Test func theDepthLimitCannotBeRaisedPastItsCeiling() throws {
        let folder = try TemporaryFolder()
        try folder.write("palette.json", "{\"colors\": {\"A\": \"#FFFFFF\"}}")
        let atCeiling = try folder.palettec(["lint", "--max-depth", "1000000", "palette.json"])
        #expect(atCeiling.status == 0, "\(atCeiling.standardError)")
        let above = try folder.palettec(["lint", "--max-depth", "1000001", "palette.json"])
        #expect(above.status == 2)
        #expect(above.standardError.hasPrefix("palettec: error: --max-depth can be at most 1000000, not 1000001\n"))
    }

    @Test func a100MegabytePaletteIsRefusedUnlessTheLimitIsRaised() throws {
        let folder = try TemporaryFolder()
        let head = MarkedText("1️⃣{\"colors\": {\"A\": \"#FFFFFF\",")
        var data = Data(head.text.utf8)
        data.append(Data(repeating: UInt8(ascii: " "), count: 100 * 1024 * 1024))
        data.append(Data("\"B\": \"#000000\"}}".utf8))
        try folder.write("big.json", data)
        let refused = try folder.palettec(["lint", "big.json"], environment: ["NO_COLOR": "1"])
        #expect(refused.status == 1)
        #expect(
            refused.standardError.contains(
                head.place("1️⃣", in: "big.json")
                    + ": error: 'big.json' is \(data.count) bytes; the limit is 67108864 bytes (raise it with --max-file-size) [limit-exceeded]"
            )
        )
        let raised = try folder.palettec(["lint", "--max-file-size", "128M", "big.json"])
        #expect(raised.status == 0, "\(raised.standardError)")
    }

    @Test func tooManyEntriesIsALimitDiagnostic() throws {
        let folder = try TemporaryFolder()
        let entries = (0...1_000).map { "\"K\($0)\": \"#FFFFFF\"" }.joined(separator: ",")
        let head = MarkedText("{\"colors\": 1️⃣{")
        try folder.write("wide.json", head.text + entries + "}}")
        let result = try folder.palettec(
            ["lint", "--max-entries", "1000", "wide.json"],
            environment: ["NO_COLOR": "1"]
        )
        #expect(result.status == 1)
        #expect(
            result.standardError.contains(
                head.place("1️⃣", in: "wide.json")
                    + ": error: the build has 1001 colors; the limit is 1000 (raise it with --max-entries) [limit-exceeded]"
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
