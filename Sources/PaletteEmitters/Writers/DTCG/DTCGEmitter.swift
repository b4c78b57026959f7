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
/// sRGB `hex` fallback); aliases are `{a.b}`. Images are left out (DTCG has no type for them; a loss, reported by
/// `ForeignLoss`). JSON has no comments: each file's root `$description` (the
/// resolver's `description`) carries the DO-NOT-EDIT sentence.
public struct DTCGEmitter: Emitter {
    /// The emitter holds nothing: each `emit` call brings the palette and its options.
    public init() {}

    /// Read back by the `dtcg` reader.
    public var readBackFormatID: String? { "dtcg" }

    /// `allowLoss`: DTCG has no type for images, which are left out.
    public var optionSpecs: [OptionSpec] { ForeignLossOptions.specs }

    /// The output is a folder of tokens files and a resolver.
    public var writesFolder: Bool { true }

    /// The tokens and resolver files directly in the folder, one per appearance set.
    public func ownsFile(atRelativePath path: String) -> Bool {
        !path.contains("/") && (path.hasSuffix(".tokens.json") || path.hasSuffix(".resolver.json"))
    }

    /// The base name of every file written.
    static let baseName = "palette"

    /// Where a tokens file carries palettec's header: the root `$description`, its first member.
    static let header = GeneratedHeader.Position(after: "{\n  \"$description\": \"")

    /// Where the resolver carries it: the root `description`, its first member.
    static let resolverHeader = GeneratedHeader.Position(after: "{\n  \"description\": \"")

    /// The resolver's header for the resolver, the tokens files' for the others.
    public func header(ofFileAt path: String) -> GeneratedHeader.Position? {
        path.hasSuffix(".resolver.json") ? Self.resolverHeader : Self.header
    }

    /// Renders the tokens files and the resolver.
    public func emit(_ palette: Palette, options: EmitOptions, diagnostics: inout DiagnosticBag) -> [GeneratedFile] {
        ForeignLoss(format: "DTCG tokens", options: options).checkImagesLeftOut(palette, diagnostics: &diagnostics)
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
            guard isBase || palette.entries.contains(where: { ForeignSlots.isExplicit($0, index) }) else { continue }
            let name =
                index == slots.light
                ? "\(Self.baseName).tokens.json" : "\(Self.baseName).\(palette.appearances[index].name).tokens.json"
            files.append(
                GeneratedFile(relativePath: name, indentation: "  ", header: Self.header) { [paths] printer in
                    Self.tokens(palette, slot: index, slots: slots, paths: paths, header: header).print(to: &printer)
                }
            )
            fileOfAppearance[index] = name
        }
        files.append(
            GeneratedFile(
                relativePath: "\(Self.baseName).resolver.json",
                indentation: "  ",
                header: Self.resolverHeader
            ) {
                [fileOfAppearance] printer in
                Self.printResolver(palette, files: fileOfAppearance, header: header, to: &printer)
            }
        )
        return files
    }

    /// The tokens file of one appearance: every entry in light and dark, only the explicit values elsewhere.
    private static func tokens(
        _ palette: Palette,
        slot: Int,
        slots: ForeignSlots,
        paths: [String: [String]],
        header: String
    ) -> DTCGTokenTree {
        let isBase = slot == slots.light || slot == slots.dark
        var tree = DTCGTokenTree()
        tree.rootFields = [("$description", .string(header))]
        for entry in palette.entries where isBase || ForeignSlots.isExplicit(entry, slot) {
            guard let segments = paths[entry.key] else { continue }
            tree.add(segments, fields: fields(entry, slot: slot, paths: paths, withMetadata: slot == slots.light))
        }
        return tree
    }

    /// The token fields of an entry in one appearance.
    private static func fields(
        _ entry: Palette.Entry,
        slot: Int,
        paths: [String: [String]],
        withMetadata: Bool
    ) -> [DTCGTokenTree.Field] {
        var fields: [DTCGTokenTree.Field] = [("$type", .string("color"))]
        if withMetadata, let description = entry.description {
            fields.append(("$description", .string(description)))
        }
        if withMetadata, let deprecation = entry.deprecation {
            fields.append(("$deprecated", deprecation.message.map { .string($0) } ?? .true))
        }
        if let target = ForeignSlots.alias(entry, slot), let path = paths[target] {
            fields.append(("$value", .string("{" + path.joined(separator: ".") + "}")))
        } else {
            fields.append(("$value", .color(ForeignSlots.value(entry, slot))))
        }
        return fields
    }

    /// Prints the resolver: one modifier whose contexts are the appearances.
    private static func printResolver(
        _ palette: Palette,
        files: [Int: String],
        header: String,
        to printer: inout CodePrinter
    ) {
        printer.line("{")
        printer.indent()
        // The header first, where `resolverHeader` says.
        printer.jsonKey("description")
        printer.write(jsonString: header)
        printer.write(",")
        printer.endLine()
        printer.line("\"$schema\": \"https://www.designtokens.org/schemas/2025.10/resolver.json\",")
        printer.jsonKey("name")
        printer.write(jsonString: palette.name)
        printer.write(",")
        printer.endLine()
        printer.line("\"version\": \"2025.10\",")
        printer.block("\"modifiers\": {", closer: "},") { printer in
            printer.block("\"appearance\": {") { printer in
                printer.line("\"description\": \"light, dark, high contrast and themes of the palette\",")
                printer.jsonKey("contexts")
                // Light and dark always have a file; any other appearance is a context only when it has values.
                let contexts = palette.appearances.indices.filter { files[$0] != nil }
                printer.jsonMembers("{", "}", contexts) { printer, index in
                    printer.jsonKey(palette.appearances[index].name)
                    printer.write("[")
                    for (position, file) in chain(of: index, palette: palette, files: files).enumerated() {
                        printer.write(position == 0 ? "{ \"$ref\": " : ", { \"$ref\": ")
                        printer.write(jsonString: "./" + file)
                        printer.write(" }")
                    }
                    printer.write("]")
                }
                printer.write(",")
                printer.endLine()
                printer.line("\"default\": \"light\",")
                printer.block("\"$extensions\": {") { printer in
                    printer.jsonKey("org.palettec")
                    printer.write("{")
                    printer.endLine()
                    printer.indented { printer in printExtension(palette, to: &printer) }
                    printer.endLine()
                    printer.line("}")
                }
            }
        }
        printer.line("\"resolutionOrder\": [{ \"$ref\": \"#/modifiers/appearance\" }]")
        printer.outdent()
        printer.line("}")
    }

    /// Prints the members of `$extensions["org.palettec"]`: the palette's name and description and its themes,
    /// leaving the last line open.
    private static func printExtension(_ palette: Palette, to printer: inout CodePrinter) {
        printer.jsonName(palette.name, description: palette.description)
        guard !palette.themes.isEmpty else { return }
        printer.write(",")
        printer.endLine()
        printer.jsonKey("themes")
        printer.jsonThemes(palette.themes)
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
            .notATokenPath(key, problem: problem, at: location)
        )
        return nil
    }
}

extension Diagnostic {
    /// A key that cannot be split into a DTCG token path.
    fileprivate static func notATokenPath(_ key: String, problem: String, at location: Location?) -> Diagnostic {
        Diagnostic(.unsupportedByFormat, "key '\(key)' cannot be a DTCG token path: \(problem)", at: location)
    }
}
