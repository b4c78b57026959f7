import Foundation
import PaletteEmitters
import PaletteModel
import PalettecTestSupport
import Testing

/// The hostile palette through the JSON bundle, the plists, Android resources, the asset catalog, DTCG tokens, the
/// native JSON and `palettec lint`, each checked by its real consumer (Foundation's parsers, plutil, aapt).
///
/// A format that cannot carry some keys must say so with `unsupported-by-format` (or `name-collision`) at exactly
/// those keys and write nothing; the rest of the palette, without them, must then come out exact.
@Suite struct HostileInputTests {
    /// A diagnostic as `--format json` prints it, reduced to what the tests compare.
    struct Reported: Hashable, CustomStringConvertible {
        /// The rule id.
        var rule: String
        /// The 1-based line.
        var line: Int

        /// `line:rule`, for failure messages.
        var description: String { "\(line):\(rule)" }
    }

    /// Runs `palettec convert hostile.json --to format --output output --format json` on `text` in a new folder.
    static func convert(
        _ text: String,
        to format: String,
        output: String
    ) throws -> (folder: TemporaryFolder, result: Executables.Output, reported: Set<Reported>) {
        let folder = try HostilePalette.folder(with: text)
        let result = try folder.palettec(
            ["convert", "hostile.json", "--to", format, "--output", output, "--format", "json"]
        )
        var reported: Set<Reported> = []
        if !result.standardOutput.isEmpty,
            let list = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]]
        {
            for item in list {
                reported.insert(Reported(rule: item["rule"] as? String ?? "?", line: item["line"] as? Int ?? 0))
            }
        }
        return (folder, result, reported)
    }

    /// Expects the full hostile palette to be refused for `format` with `rule` at exactly the entries of `keys`,
    /// and nothing written.
    static func expectRefused(_ format: String, output: String, rule: String, keys: Set<String>) throws {
        let palette = try HostilePalette.shared.get()
        #expect(!keys.isEmpty)
        let (folder, result, reported) = try convert(palette.text, to: format, output: output)
        #expect(result.status == 1, "\(format): \(result.standardError)")
        let expected = Set(palette.entries.filter { keys.contains($0.key) }.map { Reported(rule: rule, line: $0.line) })
        #expect(reported == expected, "\(format)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(output).path))
    }

    /// Converts the palette without `keys`, requiring a clean run, and returns the folder and the kept entries.
    static func convertAccepted(
        _ format: String,
        output: String,
        without keys: Set<String> = []
    ) throws -> (folder: TemporaryFolder, entries: [HostilePalette.Entry]) {
        let palette = try HostilePalette.shared.get()
        let (folder, result, reported) = try convert(palette.text(without: keys), to: format, output: output)
        try #require(result.status == 0, "\(format): \(result.standardOutput)\(result.standardError)")
        #expect(reported.isEmpty, "\(format): \(reported)")
        return (folder, palette.entries(without: keys))
    }

    /// Decodes a JSON file with Foundation.
    static func json(_ folder: TemporaryFolder, _ path: String) throws -> Any {
        let data = try #require(folder.read(path), "\(path) was not written")
        return try JSONSerialization.jsonObject(with: data)
    }

    /// Runs `plutil -lint` on a file and decodes it with `PropertyListSerialization`.
    static func plist(_ folder: TemporaryFolder, _ path: String, plutil: String) throws -> Any {
        let lint = try Executables.run(plutil, ["-lint", path], in: folder.url)
        #expect(lint.status == 0, "plutil -lint \(path): \(lint.standardOutput)\(lint.standardError)")
        let data = try #require(folder.read(path), "\(path) was not written")
        return try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    }

    /// The keys no XML 1.0 document can hold (C0 controls other than tab, LF and CR).
    static var xmlUnsafeKeys: Set<String> {
        get throws {
            try HostilePalette.shared.get().keys { $0.value < 0x20 && ![0x09, 0x0A, 0x0D].contains($0.value) }
        }
    }

    @Test func jsonBundleDecodesToTheExactKeysAndDescriptions() throws {
        let palette = try HostilePalette.shared.get()
        let (folder, entries) = try Self.convertAccepted("json", output: "hostile.bundle.json")
        let bundle = try #require(try Self.json(folder, "hostile.bundle.json") as? [String: Any])
        #expect(bundle["name"] as? String == palette.name)
        #expect(bundle["description"] as? String == palette.description)
        let colors = try #require(bundle["colors"] as? [String: [String: String]])
        let descriptions = try #require(bundle["descriptions"] as? [String: String])
        let deprecated = try #require(bundle["deprecated"] as? [String: String])
        #expect(Set(colors.keys) == Set(entries.map(\.key)))
        #expect(descriptions.count == entries.count)
        for entry in entries {
            #expect(descriptions[entry.key] == entry.description, "\(entry.key.debugDescription)")
            #expect(colors[entry.key]?["light"] == entry.light + "FF", "\(entry.key.debugDescription)")
            #expect(colors[entry.key]?["dark"] == entry.dark + "FF", "\(entry.key.debugDescription)")
            #expect(deprecated[entry.key] == entry.deprecated, "\(entry.key.debugDescription)")
        }
    }

    @Test func plistsRefuseControlCharacterKeys() throws {
        let unsafe = try Self.xmlUnsafeKeys
        #expect(unsafe.count == 2)
        try Self.expectRefused("lfl-bundle", output: "Colors.bundle", rule: "unsupported-by-format", keys: unsafe)
        try Self.expectRefused("palette-plist", output: "out.plist", rule: "unsupported-by-format", keys: unsafe)
    }

    @Test(.enabled(if: HostilePalette.canRun("plutil"), "plutil is not installed; under CI=true this test fails"))
    func lflBundlePlistsLintAndDecodeToTheExactKeys() throws {
        guard let plutil = HostilePalette.client("plutil") else { return }
        let (folder, entries) = try Self.convertAccepted(
            "lfl-bundle",
            output: "Colors.bundle",
            without: Self.xmlUnsafeKeys
        )
        for (file, color) in [("light.plist", \HostilePalette.Entry.light), ("dark.plist", \.dark)] {
            let decoded = try #require(
                try Self.plist(folder, "Colors.bundle/" + file, plutil: plutil) as? [String: String]
            )
            #expect(decoded.count == entries.count, "\(file)")
            for entry in entries {
                #expect(
                    decoded[entry.key] == String(entry[keyPath: color].dropFirst()),
                    "\(entry.key.debugDescription)"
                )
            }
        }
    }

    @Test(.enabled(if: HostilePalette.canRun("plutil"), "plutil is not installed; under CI=true this test fails"))
    func palettePlistLintsAndDecodesToTheExactKeysAndDescriptions() throws {
        guard let plutil = HostilePalette.client("plutil") else { return }
        let palette = try HostilePalette.shared.get()
        let (folder, entries) = try Self.convertAccepted(
            "palette-plist",
            output: "out.plist",
            without: Self.xmlUnsafeKeys
        )
        let root = try #require(try Self.plist(folder, "out.plist", plutil: plutil) as? [String: Any])
        #expect(root["name"] as? String == palette.name)
        #expect(root["description"] as? String == palette.description)
        let colors = try #require(root["colors"] as? [String: [String: String]])
        #expect(colors.count == entries.count)
        for entry in entries {
            let fields = colors[entry.key]
            #expect(fields?["description"] == entry.description, "\(entry.key.debugDescription)")
            #expect(fields?["light"] == entry.light, "\(entry.key.debugDescription)")
            #expect(fields?["dark"] == entry.dark, "\(entry.key.debugDescription)")
            #expect(fields?["deprecated"] == entry.deprecated, "\(entry.key.debugDescription)")
        }
    }

    @Test func palettePlistWarnsWhenADescriptionLosesAControlCharacter() throws {
        let text =
            "{\"colors\": {\n  \"a\": {\"description\": \"x\\u0001y\", \"light\": \"#000000\", \"dark\": \"#FFFFFF\"}\n}}\n"
        let (folder, result, reported) = try Self.convert(text, to: "palette-plist", output: "out.plist")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(reported == [Reported(rule: "unsupported-by-format", line: 2)])
        let written = String(decoding: try #require(folder.read("out.plist")), as: UTF8.self)
        #expect(written.contains("<string>x\u{FFFD}y</string>"))
    }

    @Test func nativeJSONDecodesToTheExactKeysAndDescriptions() throws {
        let palette = try HostilePalette.shared.get()
        let (folder, entries) = try Self.convertAccepted("palette-json", output: "out.json")
        let root = try #require(try Self.json(folder, "out.json") as? [String: Any])
        #expect(root["description"] as? String == palette.description)
        let colors = try #require(root["colors"] as? [String: [String: String]])
        #expect(colors.count == entries.count)
        for entry in entries {
            #expect(colors[entry.key]?["description"] == entry.description, "\(entry.key.debugDescription)")
            #expect(colors[entry.key]?["light"] == entry.light, "\(entry.key.debugDescription)")
        }
    }

    @Test func dtcgRefusesNonPathKeysAndOtherwiseParses() throws {
        let palette = try HostilePalette.shared.get()
        // DTCG names may not hold `{`, `}` or `.`, nor start with `$`.
        let refused = Set(palette.entries.map(\.key).filter { $0.contains { "{}.".contains($0) } || $0.hasPrefix("$") })
        #expect(refused == ["esc\\u{41}", "brace}", "$price"])
        try Self.expectRefused("dtcg", output: "tokens", rule: "unsupported-by-format", keys: refused)
        let (folder, entries) = try Self.convertAccepted("dtcg", output: "tokens", without: refused)
        let files = try FileManager.default.contentsOfDirectory(
            atPath: folder.url.appendingPathComponent("tokens").path
        )
        #expect(files.contains("palette.tokens.json"))
        for file in files {
            _ = try Self.json(folder, "tokens/" + file)
        }
        let tokens = try #require(try Self.json(folder, "tokens/palette.tokens.json") as? [String: Any])
        for entry in entries {
            let token = tokens[entry.key] as? [String: Any]
            #expect(token?["$description"] as? String == entry.description, "\(entry.key.debugDescription)")
        }
    }

    @Test func assetCatalogRefusesControlCharacterKeysAndOtherwiseNamesEveryColorByItsKey() throws {
        let palette = try HostilePalette.shared.get()
        let refused = palette.keys { $0.value < 0x20 }
        #expect(refused.count == 5)
        try Self.expectRefused("xcassets", output: "Colors.xcassets", rule: "unsupported-by-format", keys: refused)
        let (folder, entries) = try Self.convertAccepted("xcassets", output: "Colors.xcassets", without: refused)
        // Xcode's lookup name is the group folders (each `provides-namespace`) joined with `/`, then the colorset.
        var names: Set<String> = []
        let root = folder.url.appendingPathComponent("Colors.xcassets")
        let walker = try #require(FileManager.default.enumerator(atPath: root.path))
        while let path = walker.nextObject() as? String {
            if path.hasSuffix("Contents.json") {
                _ = try Self.json(folder, "Colors.xcassets/" + path)
            } else if path.hasSuffix(".colorset") {
                names.insert(String(path.dropLast(".colorset".count)))
                let contents = try #require(
                    try Self.json(folder, "Colors.xcassets/\(path)/Contents.json") as? [String: Any]
                )
                #expect(contents["colors"] is [Any], "\(path)")
            }
        }
        #expect(names == Set(entries.map(\.key)))
    }

    @Test func dkTableRefusesKeysWithWhitespace() throws {
        let palette = try HostilePalette.shared.get()
        let refused = Set(palette.entries.map(\.key).filter { $0.contains { $0.isWhitespace } })
        #expect(refused.count == 5)
        try Self.expectRefused("dk-table", output: "DKColorTable.txt", rule: "unsupported-by-format", keys: refused)
        let (folder, entries) = try Self.convertAccepted("dk-table", output: "DKColorTable.txt", without: refused)
        let table = String(decoding: try #require(folder.read("DKColorTable.txt")), as: UTF8.self)
        // DKNightVersion splits rows at LF and takes the key as the last whitespace-separated token.
        let rows = table.split(separator: "\n").dropFirst()
        #expect(
            rows.map { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).last.map(String.init) }
                == entries.map(\.key)
        )
    }

    @Test func androidReportsTheOneCollisionAndKeepsCommentsWellFormed() throws {
        // Hebrew and Arabic keys have no ASCII letters: both become `color`; the second one is reported.
        try Self.expectRefused("android", output: "res", rule: "name-collision", keys: ["لون"])
        let (folder, entries) = try Self.convertAccepted("android", output: "res", without: ["لون"])
        let names = entries.map { AndroidResourceName.make(from: $0.key) }
        #expect(Set(names).count == names.count)
        let xml = String(decoding: try #require(folder.read("res/values/colors.xml")), as: UTF8.self)
        // `--` may not appear inside an XML comment; every comment's body must be free of it.
        let comments = xml.components(separatedBy: "<!--").dropFirst()
        #expect(comments.count == entries.count + 1)
        for comment in comments {
            let body = comment.components(separatedBy: "-->").first ?? ""
            #expect(!body.contains("--"), "\(body.prefix(80))")
        }
    }

    @Test(.enabled(if: HostilePalette.canRun("aapt"), "aapt is not installed; under CI=true this test fails"))
    func aaptCompilesTheResourcesUnderTheMappedNames() throws {
        guard let aapt = HostilePalette.client("aapt") else { return }
        let (folder, entries) = try Self.convertAccepted("android", output: "res", without: ["لون"])
        try folder.write(
            "AndroidManifest.xml",
            "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\" package=\"com.example.hostile\" />\n"
        )
        let package = try Executables.run(
            aapt,
            ["package", "-f", "-M", "AndroidManifest.xml", "-S", "res", "-F", "out.apk"],
            in: folder.url
        )
        #expect(package.status == 0, "\(package.standardError)")
        let dump = try Executables.run(aapt, ["dump", "--values", "resources", "out.apk"], in: folder.url)
        #expect(dump.status == 0, "\(dump.standardError)")
        for entry in entries {
            let name = AndroidResourceName.make(from: entry.key)
            #expect(dump.standardOutput.contains(":color/\(name):"), "\(name) for \(entry.key.debugDescription)")
        }
    }

    @Test func lintDiagnosticsStayOneLinePerDiagnosticInGitHubFormatAndValidJSON() throws {
        let palette = try HostilePalette.shared.get()
        // Every entry writes its dark value under an unknown name, so every hostile key is quoted in a diagnostic
        // (one each: the value the name was meant for is not reported missing too).
        let broken = palette.text.replacingOccurrences(of: "\"dark\": \"#", with: "\"drak\": \"#")
        let folder = try HostilePalette.folder(with: broken)
        let json = try folder.palettec(["lint", "--format", "json", "hostile.json"])
        #expect(json.status == 1)
        let list = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]]
        )
        let messages = list.compactMap { $0["message"] as? String }
        #expect(messages.count == palette.entries.count)
        for entry in palette.entries {
            let unknown =
                "'drak' in '\(entry.key)' is not an appearance; known: light, dark, light-hc, dark-hc; did you mean "
                + "'dark'? (declare a theme in 'appearances')"
            #expect(messages.contains(unknown), "\(entry.key.debugDescription)")
        }

        let github = try folder.palettec(["lint", "--format", "github", "hostile.json"])
        #expect(github.status == 1)
        // GitHub's runner splits at CR and LF; each annotation must be one such line.
        let lines = github.standardOutput.split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r" }
        #expect(lines.count == messages.count)
        #expect(lines.allSatisfy { $0.hasPrefix("::error file=hostile.json,line=") })
        // The message after `::`, unescaped the way the runner does, is the JSON format's message as palettec prints
        // text: controls, bidi controls and line separators as `\u{…}`, since the runner shows it as it is.
        let unescaped = lines.map { line -> String in
            let message = line.components(separatedBy: "::").dropFirst(2).joined(separator: "::")
            return message.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
                .replacingOccurrences(of: "%25", with: "%")
        }
        #expect(unescaped.sorted() == messages.map(TerminalText.printable).sorted())
    }
}
