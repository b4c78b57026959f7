public import PaletteModel

/// Writes Design Tokens (DTCG 2025.10): one tokens file per appearance and a resolver file that combines them.
///
/// - `palette.tokens.json`: every entry's light value, with `$type`, `$description` and `$deprecated`.
/// - `palette.dark.tokens.json`: every entry's dark value.
/// - `palette.light-hc.tokens.json`, `palette.dark-hc.tokens.json`, `palette.<theme>.tokens.json`: only the
///   values written explicitly for that appearance; the rest come from its fallback.
/// - `palette.resolver.json`: modifier `appearance` whose contexts list each appearance's files along its
///   fallback chain (`light-hc` = light + light-hc); theme schemes and fallbacks are kept in
///   `$extensions["org.palettec"]`.
///
/// Keys become token paths split at `.`; a segment that is empty, starts with `$` or holds `{`/`}` cannot be
/// a DTCG name (`unsupported-by-format`). Colors are color objects (`colorSpace`, `components`, `alpha`, and an
/// sRGB `hex` fallback); aliases are `{a.b}`. JSON has no comments: each file's root `$description` (the
/// resolver's `description`) carries the DO-NOT-EDIT sentence.
public struct DTCGEmitter: Emitter {
    /// Creates the emitter.
    public init() {}

    /// No options.
    public var optionSpecs: [OptionSpec] { [] }

    /// The output is a folder of tokens files and a resolver.
    public var writesFolder: Bool { true }

    /// The tokens and resolver files directly in the folder, one per appearance set.
    public func ownsFile(atRelativePath path: String) -> Bool {
        !path.contains("/") && (path.hasSuffix(".tokens.json") || path.hasSuffix(".resolver.json"))
    }

    /// The base name of every file written.
    static let baseName = "palette"

    /// Renders the tokens files and the resolver.
    public func emit(_ palette: Palette, options: EmitOptions, diagnostics: inout DiagnosticBag) -> [GeneratedFile] {
        let header = GeneratedHeader.sentence(sources: options.sourceNames)
        let slots = ForeignSlots(palette)
        var paths: [String: [String]] = [:]
        for entry in palette.entries {
            if let segments = Self.segments(of: entry.key, location: entry.location, diagnostics: &diagnostics) {
                paths[entry.key] = segments
            }
        }
        var files: [GeneratedFile] = []
        var fileOfAppearance: [Int: String] = [:]
        for index in palette.appearances.indices {
            let isBase = index == slots.light || index == slots.dark
            let entries = palette.entries.filter { isBase || ForeignSlots.isExplicit($0, index) }
            guard isBase || !entries.isEmpty else { continue }
            let name =
                index == slots.light
                ? "\(Self.baseName).tokens.json" : "\(Self.baseName).\(palette.appearances[index].name).tokens.json"
            var tree = DTCGTokenTree()
            tree.rootFields = [("$description", JSONQuoter.quoted(header))]
            for entry in entries {
                guard let segments = paths[entry.key] else { continue }
                tree.add(segments, fields: fields(entry, slot: index, paths: paths, withMetadata: index == slots.light))
            }
            files.append(GeneratedFile(relativePath: name, text: tree.render()))
            fileOfAppearance[index] = name
        }
        files.append(
            GeneratedFile(
                relativePath: "\(Self.baseName).resolver.json",
                text: resolver(palette, files: fileOfAppearance, header: header)
            )
        )
        return files
    }

    /// The token fields of an entry in one appearance.
    private func fields(
        _ entry: Palette.Entry,
        slot: Int,
        paths: [String: [String]],
        withMetadata: Bool
    ) -> [(String, String)] {
        var fields: [(String, String)] = [("$type", "\"color\"")]
        if withMetadata, let description = entry.description {
            fields.append(("$description", JSONQuoter.quoted(description)))
        }
        if withMetadata, let deprecation = entry.deprecation {
            fields.append(("$deprecated", deprecation.message.map(JSONQuoter.quoted) ?? "true"))
        }
        if let target = ForeignSlots.alias(entry, slot), let path = paths[target] {
            fields.append(("$value", JSONQuoter.quoted("{" + path.joined(separator: ".") + "}")))
        } else {
            fields.append(("$value", Self.colorObject(ForeignSlots.value(entry, slot))))
        }
        return fields
    }

    /// A DTCG color object on one line.
    static func colorObject(_ color: ColorValue) -> String {
        let space = color.space == .displayP3 ? "display-p3" : "srgb"
        let components = [color.red, color.green, color.blue].map(ForeignText.jsonNumber).joined(separator: ", ")
        let hexText = HexEncoder.string(color.sRGB, HexEncoder.ColorSpelling(alpha: .omitted, letterCase: .lower))
        return
            "{ \"colorSpace\": \"\(space)\", \"components\": [\(components)], \"alpha\": \(ForeignText.jsonNumber(color.alpha)), \"hex\": \"\(hexText)\" }"
    }

    /// The resolver: one modifier whose contexts are the appearances.
    private func resolver(_ palette: Palette, files: [Int: String], header: String) -> String {
        var contexts: [String] = []
        for index in palette.appearances.indices {
            // Light and dark always have a file; any other appearance is a context only when it has values.
            guard files[index] != nil else { continue }
            let chain = Self.chain(of: index, palette: palette, files: files)
            let refs = chain.map { "{ \"$ref\": \(JSONQuoter.quoted("./" + $0)) }" }.joined(separator: ", ")
            contexts.append("        \(JSONQuoter.quoted(palette.appearances[index].name)): [\(refs)]")
        }
        var themes: [String] = []
        for theme in palette.themes {
            var fields = ["\"scheme\": \"\(theme.scheme.rawValue)\""]
            if let fallback = theme.fallback { fields.append("\"fallback\": \(JSONQuoter.quoted(fallback))") }
            if let description = theme.description {
                fields.append("\"description\": \(JSONQuoter.quoted(description))")
            }
            themes.append("            \(JSONQuoter.quoted(theme.name)): { \(fields.joined(separator: ", ")) }")
        }
        var palettec = ["          \"name\": \(JSONQuoter.quoted(palette.name))"]
        if let description = palette.description {
            palettec.append("          \"description\": \(JSONQuoter.quoted(description))")
        }
        if !themes.isEmpty {
            palettec.append("          \"themes\": {\n" + themes.joined(separator: ",\n") + "\n          }")
        }
        var text = "{\n"
        text += "  \"$schema\": \"https://www.designtokens.org/schemas/2025.10/resolver.json\",\n"
        text += "  \"name\": \(JSONQuoter.quoted(palette.name)),\n"
        text += "  \"version\": \"2025.10\",\n"
        text += "  \"description\": \(JSONQuoter.quoted(header)),\n"
        text += "  \"modifiers\": {\n"
        text += "    \"appearance\": {\n"
        text += "      \"description\": \"light, dark, high contrast and themes of the palette\",\n"
        text += "      \"contexts\": {\n" + contexts.joined(separator: ",\n") + "\n      },\n"
        text += "      \"default\": \"light\",\n"
        text += "      \"$extensions\": {\n"
        text += "        \"org.palettec\": {\n" + palettec.joined(separator: ",\n") + "\n        }\n"
        text += "      }\n"
        text += "    }\n"
        text += "  },\n"
        text += "  \"resolutionOrder\": [{ \"$ref\": \"#/modifiers/appearance\" }]\n"
        text += "}\n"
        return text
    }

    /// The files an appearance's context lists: its fallback's chain, then its own file (if it has one).
    private static func chain(of index: Int, palette: Palette, files: [Int: String]) -> [String] {
        var chain: [String] = []
        var current: Int? = index
        var steps = 0
        // Fallbacks were checked for loops by lowering; the step limit only guards a hand-built model.
        while let appearance = current, steps <= palette.appearances.count {
            if let file = files[appearance] { chain.insert(file, at: 0) }
            current = palette.appearances[appearance].fallback.flatMap { palette.appearanceIndex(named: $0) }
            steps += 1
        }
        return chain
    }

    /// A key's token path, or `nil` after reporting a key DTCG cannot name.
    static func segments(
        of key: String,
        location: Diagnostic.Location?,
        diagnostics: inout DiagnosticBag
    ) -> [String]? {
        let segments = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var problem: String?
        if segments.count > DTCGTokenTree.maxSegments {
            problem = "it has more than \(DTCGTokenTree.maxSegments) '.'-separated parts"
        } else if segments.contains(where: \.isEmpty) {
            problem = "a '.'-separated part is empty"
        } else if let bad = segments.first(where: { $0.hasPrefix("$") }) {
            problem = "'\(bad)' starts with '$', which DTCG reserves"
        } else if segments.contains(where: { $0.contains("{") || $0.contains("}") }) {
            problem = "DTCG names cannot hold '{' or '}'"
        }
        guard let problem else { return segments }
        diagnostics.report(
            Diagnostic(.unsupportedByFormat, "key '\(key)' cannot be a DTCG token path: \(problem)", at: location)
        )
        return nil
    }
}
