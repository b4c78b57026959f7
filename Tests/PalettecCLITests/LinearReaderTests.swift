import Foundation
import PalettecTestSupport
import Testing

/// Readers take time and memory linear in their input: shapes that once made them quadratic (deep groups of long
/// names, long lists of names, many attributes) are read by the built binary within an address-space cap and a time
/// limit, hang guards ten times what the linear readers need, never speed checks.
@Suite struct LinearReaderTests {
    /// 500 nested groups of 400-character names, each holding 12 tokens that are not colors, and the color with a
    /// broken reference that goes at the bottom (on the next line), in DTCG's or Style Dictionary's syntax (450 KB).
    ///
    /// Every token's key spells its groups' names: 600 MB of keys if each were joined, where the tokens share their
    /// groups' paths and only the one color's key (200 KB) is joined.
    static func deepGroups(styleDictionary: Bool) -> (groups: String, color: MarkedText) {
        let (value, type) = styleDictionary ? ("value", "type") : ("$value", "$type")
        var groups = ""
        for level in 0..<500 {
            groups += "{"
            for token in 0..<12 { groups += #""t\#(token)": {"\#(type)": "dimension", "\#(value)": "1px"}, "# }
            groups += "\"" + "g\(level)".padding(toLength: 400, withPad: "x", startingAt: 0) + "\": "
        }
        return (groups, MarkedText(#"{"c": {"\#(type)": "color", "\#(value)": 1️⃣"{x"}}"#))
    }

    /// The key of the color at the bottom of `deepGroups`.
    static let deepKey =
        (0..<500).map { "g\($0)".padding(toLength: 400, withPad: "x", startingAt: 0) }.joined(separator: ".") + ".c"

    /// Where `marker` is in a file of one long line (left unmarked: marking it would take seconds) and `marked`.
    static func place(_ marker: String, in path: String, below marked: MarkedText) -> String {
        guard let (line, column) = marked.position(marker) else { return "\(path):<no marker \(marker)>" }
        return "\(path):\(line + 1):\(column)"
    }

    /// Runs `palettec lint` in `folder` with its address space capped at `mebibytes` (`ulimit -v`) and `seconds` to
    /// finish.
    static func lint(
        _ arguments: [String],
        in folder: TemporaryFolder,
        mebibytes: Int,
        seconds: TimeInterval
    ) throws -> Executables.Output {
        try Executables.run(
            "/bin/sh",
            ["-c", "ulimit -v \(mebibytes * 1024) && exec \"$0\" lint \"$@\"", Executables.palettec.path] + arguments,
            in: folder.url,
            environment: ["NO_COLOR": "1"],
            timeout: seconds
        )
    }

    /// Reading `deepGroups` takes about 30 MB and 0.7 s (debug build) with shared paths; joining every token's key
    /// took 640 MB (18 s in a release build).
    @Test(arguments: [false, true])
    func deepGroupsOfLongNamesShareTheirPaths(styleDictionary: Bool) throws {
        let folder = try TemporaryFolder()
        let name = styleDictionary ? "deep.json" : "deep.tokens.json"
        let (groups, color) = Self.deepGroups(styleDictionary: styleDictionary)
        try folder.write(name, groups + "\n" + color.text + String(repeating: "}", count: 500))
        // Without the large stack (the cap leaves no room for it) 500 levels fit the main thread's.
        let result = try Self.lint([name], in: folder, mebibytes: 320, seconds: 10)
        let message =
            "error: '{x' for '\(Self.deepKey)' is neither a color nor one {\(styleDictionary ? "reference" : "alias")}"
        #expect(result.status == 1, "\(result.standardError.suffix(500))")
        #expect(
            result.standardError.contains("\(Self.place("1️⃣", in: name, below: color)): \(message) [invalid-color]\n")
        )
        // DTCG also notes once that the dimensions are not read (a note: not counted).
        #expect(result.standardError.hasSuffix("\n1 error\n"))
        #expect(result.standardError.contains(": note: ") != styleDictionary)
    }

    /// 20,000 nested groups, read with a raised depth limit, take about 30 MB; copying each group's path into its
    /// members took 3.2 GB and 25 s (release build).
    @Test func thousandsOfNestedGroupsShareTheirPaths() throws {
        let folder = try TemporaryFolder()
        let depth = 20_000
        let color = MarkedText(#"{"c": {"$type": "color", "$value": 1️⃣"{x"}}"#)
        try folder.write(
            "deep.tokens.json",
            String(repeating: #"{"g": "#, count: depth) + "\n" + color.text + String(repeating: "}", count: depth)
        )
        let key = String(repeating: "g.", count: depth) + "c"
        // The cap leaves room for the 1 GiB stack palettec reserves for deep trees.
        let result = try Self.lint(
            ["--max-depth", "100000", "deep.tokens.json"],
            in: folder,
            mebibytes: 1_344,
            seconds: 10
        )
        #expect(result.status == 1, "\(result.standardError.suffix(500))")
        #expect(
            result.standardError.hasPrefix(
                "\(Self.place("1️⃣", in: "deep.tokens.json", below: color)): error: '{x' for '\(key)' is neither a color nor one {alias} [invalid-color]\n"
            )
        )
    }

    /// 10,000 empty token sets, each listed in `tokenSetOrder` and turned on by a theme of its own, beside one set
    /// with a color that the first Light and Dark themes turn on (1 MB), are found by name in about 1 s (debug build); looking each name up in a walk over the
    /// sets, and each theme's sets in a walk over all of them, took 23 s at 20,000 (release build).
    @Test func tenThousandTokenSetsAreFoundByName() throws {
        let folder = try TemporaryFolder()
        let names = (0..<10_000).map { "s\($0)" }
        let sets = names.map { "\"\($0)\": {}" }.joined(separator: ",\n")
        let order = names.map { "\"\($0)\"" }.joined(separator: ",\n")
        let themes = names.enumerated().map { index, name in
            #"{"name": "\#(index % 2 == 0 ? "Light" : "Dark")", "selectedTokenSets": {"\#(name)": "enabled"\#(index < 2 ? #", "c": "source""# : "")}}"#
        }
        .joined(separator: ",\n")
        try folder.write(
            "tokens.json",
            ##"{"c": {"bg": {"$type": "color", "$value": "#ffffff"}},"## + "\n" + sets + ",\n"
                + #""$metadata": {"tokenSetOrder": ["c", "# + order + "]},\n" + #""$themes": ["# + themes + "]}"
        )
        let result = try Self.lint(
            ["--from", "tokens-studio", "tokens.json"],
            in: folder,
            mebibytes: 4_096,
            seconds: 10
        )
        #expect(result.status == 0, "\(result.standardError.prefix(500))")
        #expect(result.standardError == "", "\(result.standardError.prefix(500))")
    }

    /// A start tag of 50,000 attributes (800 KB) with its first name repeated on the next line: checking each
    /// attribute against those before it, one by one, took 17 s at 100,000 (release build).
    @Test func fiftyThousandAttributesAreCheckedForDuplicatesByName() throws {
        let folder = try TemporaryFolder()
        let attributes = (0..<50_000).map { #"a\#($0)="1""# }.joined(separator: " ")
        let repeated = MarkedText(#"1️⃣a0="2"><color name="bg">#ffffff</color></resources>"#)
        try folder.write("colors.xml", "<resources " + attributes + "\n" + repeated.text)
        let result = try Self.lint(["colors.xml"], in: folder, mebibytes: 4_096, seconds: 10)
        #expect(result.status == 1, "\(result.standardError.prefix(500))")
        #expect(
            result.standardError.hasPrefix(
                "\(Self.place("1️⃣", in: "colors.xml", below: repeated)): error: duplicate attribute 'a0' in '<resources>' [xml-syntax]\n"
            ),
            "\(result.standardError.prefix(500))"
        )
    }
}
