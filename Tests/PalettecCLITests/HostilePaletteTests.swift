import Foundation
import PalettecTestSupport
import Testing

/// The hostile palette fixture (`Fixtures/Hostile/hostile.json`), read with Foundation's JSON parser as the oracle.
///
/// Every entry sits on a line of its own, so the entries' order and lines come from decoding each line alone,
/// and variants without some entries are the same text with those lines left out.
struct HostilePalette {
    /// One entry as Foundation decodes it.
    struct Entry {
        /// The 1-based line the entry is written on.
        var line: Int
        /// The key, exactly.
        var key: String
        /// The description, exactly.
        var description: String
        /// The light color as written (`#RRGGBB`).
        var light: String
        /// The dark color as written.
        var dark: String
        /// The deprecation message, if any.
        var deprecated: String?
    }

    /// The fixture file.
    static let url = Golden.packageRoot.appendingPathComponent("Tests/PalettecCLITests/Fixtures/Hostile/hostile.json")

    /// The fixture, read once.
    static let shared: Result<HostilePalette, any Error> = Result { try HostilePalette() }

    /// The file's text.
    let text: String
    /// The palette's name.
    let name: String
    /// The palette's description.
    let description: String
    /// The entries in file order.
    let entries: [Entry]

    /// Reads and decodes the fixture.
    init() throws {
        let data = try Data(contentsOf: Self.url)
        text = String(decoding: data, as: UTF8.self)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        name = try #require(root["name"] as? String)
        description = try #require(root["description"] as? String)
        let colors = try #require(root["colors"] as? [String: Any])
        var entries: [Entry] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard line.hasPrefix("    \"") else { continue }
            let object = "{" + line.trimmingCharacters(in: CharacterSet(charactersIn: ", ")) + "}"
            let decoded = try #require(
                try JSONSerialization.jsonObject(with: Data(object.utf8)) as? [String: [String: String]]
            )
            let (key, fields) = try #require(decoded.first)
            entries.append(
                Entry(
                    line: index + 1,
                    key: key,
                    description: try #require(fields["description"]),
                    light: try #require(fields["light"]),
                    dark: try #require(fields["dark"]),
                    deprecated: fields["deprecated"]
                )
            )
        }
        // The line-by-line reading must agree with decoding the whole file.
        try #require(entries.count == colors.count)
        try #require(Set(entries.map(\.key)) == Set(colors.keys))
        self.entries = entries
    }

    /// The fixture's text without the lines of the entries whose keys are in `keys`.
    func text(without keys: Set<String>) -> String {
        let dropped = Set(entries.filter { keys.contains($0.key) }.map(\.line))
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { !dropped.contains($0.offset + 1) }
            .map { String($0.element) }
            .joined(separator: "\n")
    }

    /// The entries whose keys are not in `keys`.
    func entries(without keys: Set<String>) -> [Entry] {
        entries.filter { !keys.contains($0.key) }
    }

    /// The keys holding a scalar that matches `test`.
    func keys(where test: (Unicode.Scalar) -> Bool) -> Set<String> {
        Set(entries.map(\.key).filter { $0.unicodeScalars.contains(where: test) })
    }

    /// A real client's path; `nil` after recording a failure under `CI=true` (the test's trait skips it otherwise).
    static func client(_ name: String) -> String? {
        if let path = Executables.find(name) { return path }
        Issue.record("CI=true but \(name) is not installed; the hostile palette must be checked by it")
        return nil
    }

    /// Whether a test needing `clients` runs: when all are installed, and always under `CI=true`.
    static func canRun(_ clients: String...) -> Bool {
        Executables.isCI || clients.allSatisfy { Executables.find($0) != nil }
    }

    /// A folder holding `hostile.json` (or a variant's text under that name).
    static func folder(with text: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("hostile.json", text)
        return folder
    }
}

/// The fixture really holds every hostile ingredient the outputs are tested with.
@Suite struct HostilePaletteTests {
    @Test func everyIngredientIsInSomeKeyAndSomeDescription() throws {
        let palette = try HostilePalette.shared.get()
        let keys = palette.entries.map(\.key)
        let descriptions = palette.entries.map(\.description)
        let both = [
            "*/", "\"\"\"", "\\", "#\"", "\"#", "\\u{41}", "\\(x)", "\n", "\r", "\t", "}", ";", "</style>", "--",
            "<!--",
            "-->", "&amp;", "&lt;", "<", ">", "&", "'", "\"", "]]>", "%", "$", "\u{1}", "\u{1F}", "\u{2028}",
            "\u{2029}", "\u{202E}", "e\u{301}", "🎨", "צבע", "لون",
        ]
        for ingredient in both {
            #expect(
                keys.contains { $0.unicodeScalars.contains(ingredient.unicodeScalars) },
                "no key holds \(ingredient)"
            )
            #expect(
                descriptions.contains { $0.unicodeScalars.contains(ingredient.unicodeScalars) },
                "no description holds \(ingredient.debugDescription)"
            )
        }
        for key in ["default", "class", "self", "Type", "init", "01", "2x", "🎨accent", "e\u{301}"] {
            #expect(keys.contains(key), "missing key \(key)")
        }
        #expect(descriptions.contains { $0.count == 10_000 })
        #expect(palette.entries.contains { $0.deprecated?.contains("\"\"\"") == true })
        #expect(Set(keys).count == keys.count)
    }
}

extension String.UnicodeScalarView {
    /// Whether `other` occurs in these scalars (compared scalar by scalar, so `e` + U+0301 is not `é`).
    func contains(_ other: String.UnicodeScalarView) -> Bool {
        let haystack = Array(self)
        let needle = Array(other)
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
        return (0...(haystack.count - needle.count)).contains { start in
            haystack[start..<(start + needle.count)].elementsEqual(needle)
        }
    }
}
