import PaletteModel

/// Reads a Tokens Studio project: a folder of token sets (`core.json`, `themes/light.json`) with `$metadata.json`
/// (`tokenSetOrder`) and `$themes.json` (the themes and the sets each one turns on), or the single-file export
/// holding the sets beside `$themes` and `$metadata`.
///
/// Each theme is an appearance (`Light` → light, `Dark` → dark, `Light High Contrast` → light-hc; any other name
/// is a theme): its values are the tokens of the sets it marks `enabled` or `source`, later sets in
/// `tokenSetOrder` overriding earlier ones, as Tokens Studio resolves them. Source sets are read too, since
/// aliases point into them. When themes come in groups (`Mode`, `Brand`), the group whose themes name light or
/// dark is read, with a warning naming the others. Without themes, every set is read into one appearance-free
/// palette. Sets are read in either token syntax (`value`/`type` or `$value`/`$type`), and a token's color modifier
/// (`$extensions["studio.tokens"].modify`) derives its color from the one written (`StudioModifyReader`).
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

    /// One theme: its appearance, the sets it reads, and where its name is.
    private struct Theme {
        var appearance: String
        var sets: Set<String>
        var group: String?
        var location: Diagnostic.Location
    }

    /// Reads the project at `path`: a folder, its `$themes.json` or `$metadata.json`, or a single-file export.
    static func read(
        _ path: String,
        files: any FileProvider,
        limits: ReaderLimits,
        diagnostics: inout DiagnosticBag
    ) -> PaletteDocument? {
        var sets: [TokenSet] = []
        var themesNode: (SyntaxNode, SourceFile)?
        var order: [String] = []
        let name = PathText.lastComponent(path)
        let folder = files.isFolder(path) ? path : (name.hasPrefix("$") ? PathText.parent(path) : nil)
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
            if order.isEmpty { order = setNames(in: folder, files: files) }
            for set in order {
                let setPath = PathText.join(folder, set + ".json")
                guard let file = ForeignFiles.load(setPath, files: files, limits: limits, diagnostics: &diagnostics),
                    let root = ForeignJSON.read(file, limits: limits, diagnostics: &diagnostics)
                else { continue }
                sets.append(TokenSet(name: set, root: root, file: file))
            }
        } else {
            guard let file = ForeignFiles.load(path, files: files, limits: limits, diagnostics: &diagnostics),
                let root = ForeignJSON.read(file, limits: limits, diagnostics: &diagnostics),
                case .object(let members) = root.value
            else { return nil }
            for member in members {
                switch member.key {
                case "$themes": themesNode = (member.value, file)
                case "$metadata": order = setOrder(member.value, file: file, diagnostics: &diagnostics)
                default:
                    if !member.key.hasPrefix("$") {
                        sets.append(TokenSet(name: member.key, root: member.value, file: file))
                    }
                }
            }
            if !order.isEmpty {
                // The first set of each name, looked up by name: the order may name tens of thousands.
                let all = sets
                var byName: [String: Int] = [:]
                for (position, set) in all.enumerated() where byName[set.name] == nil { byName[set.name] = position }
                sets = order.compactMap { name in byName[name].map { all[$0] } }
            }
        }
        var document = PaletteDocument(path: path)
        document.colorsLocation = sets.first.map { $0.file.location(ofOffset: $0.root.offset) }
        var themes: [Theme] = []
        if let (node, file) = themesNode { themes = Self.themes(node, file: file, diagnostics: &diagnostics) }
        let entriesBySet = sets.map { entries(of: $0, diagnostics: &diagnostics) }
        if themes.isEmpty {
            document.entries = overridden(entriesBySet, appearance: nil)
        } else {
            var index: [String: Int] = [:]
            // Each theme's sets are found by name, in the sets' order, without a walk over every set per theme.
            var positions: [String: [Int]] = [:]
            for (position, set) in sets.enumerated() { positions[set.name, default: []].append(position) }
            for theme in themes {
                let active = theme.sets.flatMap { positions[$0] ?? [] }.sorted()
                for entry in overridden(active.map { entriesBySet[$0] }, appearance: theme.appearance) {
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
            for theme in themes where locations[theme.appearance] == nil {
                locations[theme.appearance] = theme.location
            }
            for position in document.themes.indices {
                if let location = locations[document.themes[position].name] {
                    document.themes[position].location = location
                }
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
    private static func setOrder(_ root: SyntaxNode, file: SourceFile, diagnostics: inout DiagnosticBag) -> [String] {
        guard case .object(let members) = root.value,
            case .array(let items)? = members.last(where: { $0.key == "tokenSetOrder" })?.value.value
        else { return [] }
        var order: [String] = []
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
            order.append(name)
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

    /// The themes of a `$themes` array, keeping one group when they come in several.
    private static func themes(_ root: SyntaxNode, file: SourceFile, diagnostics: inout DiagnosticBag) -> [Theme] {
        guard case .array(let items) = root.value else {
            diagnostics.report(.themesIsNotAList(found: root.typeName, at: file.location(ofOffset: root.offset)))
            return []
        }
        var themes: [Theme] = []
        for item in items {
            guard case .object(let fields) = item.value,
                let nameField = fields.last(where: { $0.key == "name" }),
                case .string(let name) = nameField.value.value
            else { continue }
            var sets: Set<String> = []
            if case .object(let selected)? = fields.last(where: { $0.key == "selectedTokenSets" })?.value.value {
                for set in selected {
                    if case .string(let status) = set.value.value, status == "enabled" || status == "source" {
                        sets.insert(set.key)
                    }
                }
            }
            var group: String?
            if case .string(let text)? = fields.last(where: { $0.key == "group" })?.value.value { group = text }
            themes.append(
                Theme(
                    appearance: ModeName.appearance(name),
                    sets: sets,
                    group: group,
                    location: file.location(ofOffset: nameField.value.offset)
                )
            )
        }
        var groups: [String?] = []
        var seen: Set<String?> = []
        var modeGroups: Set<String?> = []
        for theme in themes {
            if seen.insert(theme.group).inserted { groups.append(theme.group) }
            if ModeName.isBuiltIn(theme.appearance) { modeGroups.insert(theme.group) }
        }
        guard groups.count > 1 else { return themes }
        let modeGroup = groups.first { modeGroups.contains($0) } ?? groups[0]
        let others = groups.filter { $0 != modeGroup }.map { $0 ?? "(none)" }
        if let first = themes.first(where: { $0.group != modeGroup }) {
            diagnostics.report(.themeGroupsNotRead(others, read: modeGroup ?? "(none)", at: first.location))
        }
        return themes.filter { $0.group == modeGroup }
    }

    /// The color entries of one set, each with one value for every appearance.
    private static func entries(of set: TokenSet, diagnostics: inout DiagnosticBag) -> [EntrySyntax] {
        if isStyleDictionarySet(set.root) {
            var paths = TokenPaths()
            let tokens = StyleDictionaryToken.tokens(
                in: set.root,
                file: set.file,
                paths: &paths,
                diagnostics: &diagnostics
            )
            var known: [TokenPaths.Path: StyleDictionaryToken] = [:]
            for token in tokens where known[token.path] == nil { known[token.path] = token }
            return tokens.filter { $0.isColor(paths: paths, known: known) && $0.gradient == nil }.map { token in
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
        return DTCGTokensReader.document(from: set.root, file: set.file, diagnostics: &diagnostics).entries
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

    fileprivate static func themesIsNotAList(found type: String, at location: Location) -> Diagnostic {
        Diagnostic(.wrongType, "'$themes' must be a list of themes, found \(type)", at: location)
    }

    /// A warning: theme groups other than the one read.
    fileprivate static func themeGroupsNotRead(_ groups: [String], read: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "the themes of group \(groups.map { "'\($0)'" }.joined(separator: ", ")) are not read; a palette's "
                + "appearances come from one group of themes, here '\(read)'",
            at: location,
            severity: .warning
        )
    }
}
