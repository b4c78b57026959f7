import PaletteModel

/// Reads a Tokens Studio project: a folder of token sets (`core.json`, `themes/light.json`) with `$metadata.json`
/// (`tokenSetOrder`) and `$themes.json` (the themes and the sets each one turns on), or the single-file export
/// holding the sets beside `$themes` and `$metadata`.
///
/// Themes combine as the plugin applies them, one active theme per group (`StudioThemeSelection`): the group whose
/// themes name light or dark gives the appearances, every other group one theme whose sets every appearance reads.
/// An appearance's values are the tokens of the sets its themes mark `enabled` or `source`, later sets in
/// `tokenSetOrder` overriding earlier ones (sets it does not list follow, in the themes' order). `source` sets
/// are read as colors too, as Style Dictionary builds them (sd-transforms' `permutateThemes`): the plugin only
/// resolves references into them, but a palette of the `enabled` sets alone would hold the semantic tokens without
/// the primitives they name. A set named in `$metadata.json` or `$themes.json` with no file is passed over, as the
/// plugin does (one note). Without themes, or when no group names light or dark, every set (or every group's theme)
/// is read into one palette, the same in every appearance, with a warning that it has no dark values.
///
/// Sets are read in either token syntax (`value`/`type` or `$value`/`$type`, group `$type` inherited); a token is
/// any object with a value, so composite tokens (typography, shadows, borders) are not walked into but skipped, one
/// note for all. A token's color modifier (`$extensions["studio.tokens"].modify`) derives its color from the one
/// written (`StudioModifyReader`); `rgba({color}, 0.5)` is the alpha shorthand (`StudioAlphaShorthand`).
struct TokensStudioReader: Sendable {
    /// The themes file of a project folder.
    static let themesFile = "$themes.json"
    /// The metadata file of a project folder.
    static let metadataFile = "$metadata.json"

    /// One token set: its name and its root node, in its file.
    private struct TokenSet {
        var name: String
        var root: SyntaxNode
        var file: SourceFile
    }

    /// A set named in the project, and where it is named first.
    private struct NamedSet {
        var name: String
        var location: Diagnostic.Location?
    }

    /// Reads the project at `path`: a folder, its `$themes.json` or `$metadata.json`, or a single-file export;
    /// `chosen` names the theme to read for a group (`Brand` → `Business`) in place of its first.
    static func read(
        _ path: String,
        files: any FileProvider,
        limits: ReaderLimits,
        chosen: [String: String] = [:],
        diagnostics: inout DiagnosticBag
    ) -> PaletteDocument? {
        var sets: [TokenSet] = []
        var themesNode: (SyntaxNode, SourceFile)?
        var order: [NamedSet] = []
        var missing: [NamedSet] = []
        let name = PathText.lastComponent(path)
        let folder = files.isFolder(path) ? path : (name.hasPrefix("$") ? PathText.parent(path) : nil)
        var exportSets: [TokenSet] = []
        var exportFile: SourceFile?
        if let folder {
            for special in [metadataFile, themesFile] {
                let special = PathText.join(folder, special)
                guard files.contents(of: special) != nil,
                    let file = ForeignFiles.load(special, files: files, limits: limits, diagnostics: &diagnostics),
                    let root = ForeignJSON.read(file, limits: limits, diagnostics: &diagnostics)
                else { continue }
                if special.hasSuffix(themesFile) {
                    themesNode = (root, file)
                } else {
                    order = setOrder(root, file: file, diagnostics: &diagnostics)
                }
            }
        } else {
            guard let file = ForeignFiles.load(path, files: files, limits: limits, diagnostics: &diagnostics),
                let root = ForeignJSON.read(file, limits: limits, diagnostics: &diagnostics),
                case .object(let members) = root.value
            else { return nil }
            exportFile = file
            for member in members {
                switch member.key {
                case "$themes": themesNode = (member.value, file)
                case "$metadata": order = setOrder(member.value, file: file, diagnostics: &diagnostics)
                default:
                    if !member.key.hasPrefix("$") {
                        exportSets.append(TokenSet(name: member.key, root: member.value, file: file))
                    }
                }
            }
        }
        let themes = themesNode.map { StudioTheme.themes($0.0, file: $0.1, diagnostics: &diagnostics) } ?? []
        var selection: StudioThemeSelection?
        // The sets read: all of them without themes, else those of the selected themes.
        var wanted: Set<String>?
        if !themes.isEmpty {
            guard let selected = StudioThemeSelection.select(themes, chosen: chosen, diagnostics: &diagnostics) else {
                return nil
            }
            selection = selected
            // The sets in `tokenSetOrder`, then those it does not list in the themes' order.
            wanted = Set(selected.sets)
            var listed = Set(order.map(\.name))
            for theme in themes {
                for (set, location) in zip(theme.sets, theme.setLocations) where listed.insert(set).inserted {
                    order.append(NamedSet(name: set, location: location))
                }
            }
        } else {
            if !chosen.isEmpty {
                let location =
                    themesNode.map { $0.1.location(ofOffset: $0.0.offset) } ?? exportFile.map {
                        $0.location(ofOffset: 0)
                    }
                    ?? Diagnostic.Location(path: path, line: 1, column: 1)
                diagnostics.report(.groupChosenWithoutThemes(chosen.keys.sorted(), at: location))
            }
            if order.isEmpty {
                order =
                    folder.map { setNames(in: $0, files: files).map { NamedSet(name: $0, location: nil) } }
                    ?? exportSets.map { NamedSet(name: $0.name, location: nil) }
            }
        }
        if let folder {
            var listings: [String: Set<String>] = [:]
            for set in order {
                let setPath = PathText.join(folder, set.name + ".json")
                let parent = PathText.parent(setPath)
                if listings[parent] == nil { listings[parent] = Set(files.entries(of: parent) ?? []) }
                guard listings[parent, default: []].contains(PathText.lastComponent(setPath)) else {
                    missing.append(set)
                    continue
                }
                if let wanted, !wanted.contains(set.name) { continue }
                guard let file = ForeignFiles.load(setPath, files: files, limits: limits, diagnostics: &diagnostics),
                    let root = ForeignJSON.read(file, limits: limits, diagnostics: &diagnostics)
                else { continue }
                sets.append(TokenSet(name: set.name, root: root, file: file))
            }
        } else {
            // The first set of each name, looked up by name: the order may name tens of thousands.
            var byName: [String: Int] = [:]
            for (position, set) in exportSets.enumerated() where byName[set.name] == nil { byName[set.name] = position }
            for set in order {
                guard let position = byName[set.name] else {
                    missing.append(set)
                    continue
                }
                if wanted?.contains(set.name) ?? true { sets.append(exportSets[position]) }
            }
        }
        if let first = missing.first {
            let location =
                first.location ?? themesNode.map { $0.1.location(ofOffset: $0.0.offset) }
                ?? exportFile.map { $0.location(ofOffset: 0) }
            diagnostics.report(.setsHaveNoFile(missing.count, first: first.name, at: location))
        }
        var document = PaletteDocument(path: path)
        document.colorsLocation = sets.first.map { $0.file.location(ofOffset: $0.root.offset) }
        var skipped = SkippedTokenCount()
        let entriesBySet = sets.map { entries(of: $0, skipped: &skipped, diagnostics: &diagnostics) }
        if let summary = skipped.summary { diagnostics.report(.tokensAreNotColors(summary)) }
        var positions: [String: Int] = [:]
        for (position, set) in sets.enumerated() where positions[set.name] == nil { positions[set.name] = position }
        func setEntries(of themes: [StudioTheme]) -> [[EntrySyntax]] {
            Set(themes.flatMap(\.sets).compactMap { positions[$0] }).sorted().map { entriesBySet[$0] }
        }
        guard let selection, !selection.appearances.isEmpty else {
            document.entries = overridden(
                selection.map { setEntries(of: $0.shared) } ?? entriesBySet,
                appearance: nil
            )
            if !document.entries.isEmpty {
                let location =
                    themesNode.map { $0.1.location(ofOffset: $0.0.offset) } ?? document.colorsLocation
                    ?? Diagnostic.Location(path: path, line: 1, column: 1)
                diagnostics.report(.noDarkValues(hasThemes: selection != nil, at: location))
            }
            return document
        }
        var index: [String: Int] = [:]
        for (appearance, theme) in selection.appearances {
            for entry in overridden(setEntries(of: selection.shared + [theme]), appearance: appearance) {
                if let position = index[entry.key] {
                    document.entries[position].values += entry.values
                } else {
                    index[entry.key] = document.entries.count
                    document.entries.append(entry)
                }
            }
        }
        document.themes = ModeName.themes(for: document.entries)
        var locations: [String: Diagnostic.Location] = [:]
        for (appearance, theme) in selection.appearances where locations[appearance] == nil {
            locations[appearance] = theme.location
        }
        for position in document.themes.indices {
            if let location = locations[document.themes[position].name] {
                document.themes[position].location = location
            }
        }
        return document
    }

    /// Whether a set is written in Style Dictionary's `value` syntax, as detection would judge it alone.
    private static func isStyleDictionarySet(_ root: SyntaxNode) -> Bool {
        guard case .object = root.value, !DTCGReader.isResolver(root), !isExport(root) else { return false }
        return TokenShape.first(in: root) == .styleDictionary
    }

    /// Whether a JSON root is a Tokens Studio single-file export (`$themes` or `$metadata` beside the sets).
    static func isExport(_ root: SyntaxNode) -> Bool {
        guard case .object(let members) = root.value else { return false }
        return members.contains { $0.key == "$themes" || $0.key == "$metadata" }
    }

    /// The `tokenSetOrder` of a metadata object, each set once: a name listed again keeps its first place, with a
    /// warning.
    private static func setOrder(_ root: SyntaxNode, file: SourceFile, diagnostics: inout DiagnosticBag) -> [NamedSet] {
        guard case .object(let members) = root.value,
            case .array(let items)? = members.last(where: { $0.key == "tokenSetOrder" })?.value.value
        else { return [] }
        var order: [NamedSet] = []
        var first: [String: Int] = [:]
        for item in items {
            guard case .string(let name) = item.value else { continue }
            if let earlier = first[name] {
                diagnostics.report(
                    .setListedAgain(
                        name,
                        at: file.location(ofOffset: item.offset),
                        first: file.location(ofOffset: earlier)
                    )
                )
                continue
            }
            first[name] = item.offset
            order.append(NamedSet(name: name, location: file.location(ofOffset: item.offset)))
        }
        return order
    }

    /// The sets of a folder without metadata: every `.json` file below it but the two special ones, sorted.
    private static func setNames(in folder: String, files: any FileProvider) -> [String] {
        let paths = FolderWalk.paths(in: folder, files: files) { _, name, isFolder in
            if name.hasPrefix("$") { return .skip }
            return isFolder ? .descend : name.hasSuffix(".json") ? .take : .skip
        }
        // A set is named by its path below the folder, without `.json`: `themes/light`.
        let prefix = PathText.join(folder, "x").dropLast()
        return paths.map { String($0.dropFirst(prefix.count).dropLast(".json".count)) }.sorted()
    }

    /// The color entries of one set, each with one value for every appearance; the tokens that are not colors
    /// (composites, dimensions) are counted in `skipped`.
    private static func entries(
        of set: TokenSet,
        skipped: inout SkippedTokenCount,
        diagnostics: inout DiagnosticBag
    ) -> [EntrySyntax] {
        guard isStyleDictionarySet(set.root) else {
            var notColors: SkippedTokens?
            let document = DTCGTokensReader.document(
                from: set.root,
                file: set.file,
                skipped: &notColors,
                diagnostics: &diagnostics
            )
            skipped.add(notColors)
            return document.entries
        }
        var paths = TokenPaths()
        let tokens = StyleDictionaryToken.tokens(in: set.root, file: set.file, paths: &paths, diagnostics: &diagnostics)
        var known: [TokenPaths.Path: StyleDictionaryToken] = [:]
        for token in tokens where known[token.path] == nil { known[token.path] = token }
        var colors: [StyleDictionaryToken] = []
        for token in tokens {
            if token.isColor(paths: paths, known: known) {
                if let gradient = token.gradient {
                    let location = set.file.location(ofOffset: gradient.node.offset)
                    diagnostics.report(
                        .gradientIsNotRead(paths.key(token.path), function: gradient.function, at: location)
                    )
                } else {
                    colors.append(token)
                }
                continue
            }
            var type: String?
            if case .string(let text)? = token.field("type")?.value { type = text }
            skipped.add(
                SkippedTokens(
                    count: 1,
                    firstKey: paths.key(token.path),
                    firstType: type,
                    location: set.file.location(ofOffset: token.keyOffset)
                )
            )
        }
        return colors.map { token in
            let key = paths.key(token.path)
            var values = token.values(key: key, variantAppearance: nil, file: set.file, diagnostics: &diagnostics)
            if let modify = StudioModifyReader.modifyNode(in: token.fields) {
                values = StudioModifyReader.modified(
                    values,
                    by: modify,
                    key: key,
                    file: set.file,
                    lookup: { paths.path(ofKey: $0).flatMap { known[$0]?.field("value") } },
                    diagnostics: &diagnostics
                )
            }
            return EntrySyntax(
                key: key,
                location: set.file.location(ofOffset: token.keyOffset),
                values: values,
                description: token.comment
            )
        }
    }

    /// The entries of sets read in order, a later set's token replacing an earlier one's, with their unnamed values
    /// given `appearance`.
    private static func overridden(_ sets: [[EntrySyntax]], appearance: String?) -> [EntrySyntax] {
        var result: [EntrySyntax] = []
        var index: [String: Int] = [:]
        for entries in sets {
            for var entry in entries {
                for value in entry.values.indices where entry.values[value].appearance == nil {
                    entry.values[value].appearance = appearance
                }
                if let position = index[entry.key] {
                    result[position] = entry
                } else {
                    index[entry.key] = result.count
                    result.append(entry)
                }
            }
        }
        return result
    }
}

extension Diagnostic {
    /// A warning: a set named twice in `tokenSetOrder`.
    fileprivate static func setListedAgain(_ name: String, at location: Location, first: Location) -> Diagnostic {
        Diagnostic(
            .duplicateKey,
            "token set '\(name)' is listed again in \"tokenSetOrder\"; it is read once, at its first place",
            at: location,
            severity: .warning,
            notes: [Diagnostic.Note("'\(name)' is first listed here", at: first)]
        )
    }

    /// A note: sets the project names that have no file.
    fileprivate static func setsHaveNoFile(_ count: Int, first: String, at location: Location?) -> Diagnostic {
        Diagnostic(
            .unreadableFile,
            count == 1
                ? "token set '\(first)' has no file; it is passed over, as Tokens Studio passes over it"
                : "\(count) token sets have no file (first: '\(first)'); they are passed over, as Tokens Studio "
                    + "passes over them",
            at: location,
            severity: .note
        )
    }

    /// A note: the tokens of every set that are not colors (composite typography and shadows, dimensions).
    fileprivate static func tokensAreNotColors(_ skipped: SkippedTokens) -> Diagnostic {
        let what = skipped.firstType.map { "type '\($0)'" } ?? "no type"
        return Diagnostic(
            .unsupportedByFormat,
            "\(skipped.count) \(skipped.count == 1 ? "token is not a color" : "tokens are not colors") and not read "
                + "(first: '\(skipped.firstKey)', \(what)); a palette holds only colors",
            at: skipped.location,
            severity: .note
        )
    }

    /// Groups chosen with `--theme` or `"themes"` for a project that has no themes to choose from.
    fileprivate static func groupChosenWithoutThemes(_ groups: [String], at location: Location) -> Diagnostic {
        Diagnostic(
            .unknownAppearance,
            "\(groups.map { "'\($0)'" }.joined(separator: ", ")) (chosen with --theme or \"themes\" in "
                + "palettec.json) \(groups.count == 1 ? "is not a group" : "are not groups") of themes of this "
                + "project: it has no themes ('$themes')",
            at: location
        )
    }

    /// A warning: a palette read the same for every appearance.
    fileprivate static func noDarkValues(hasThemes: Bool, at location: Location) -> Diagnostic {
        Diagnostic(
            .missingAppearance,
            hasThemes
                ? "no group of themes in '$themes' names light or dark, so this palette has no dark values: every "
                    + "appearance has the same colors"
                : "this Tokens Studio project has no themes ('$themes'), so it has no dark values: every appearance "
                    + "has the same colors",
            at: location,
            severity: .warning
        )
    }
}
