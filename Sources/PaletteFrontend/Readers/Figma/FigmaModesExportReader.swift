import PaletteModel

/// Reads the export some Figma plugins write: an array of `{ "<collection>": { "modes": { "<mode>": {token tree} } } }`
/// whose leaves are `{ "$type", "$value" }`, colors as CSS strings (`#rrggbb`, `rgba(255, 255, 255, 0.1)`) and aliases
/// as `{a.b}` with `$collectionName` (and `$libraryName` when the target is in another library's file).
///
/// Keys and modes are read as from the REST response (`FigmaVariablesReader`, `FigmaModeMap`): the token's path is
/// its key, prefixed by its collection only when two collections define it; an alias names the target's key, so it
/// resolves in lowering, across the files of the build (another library's export read beside this one), in the same
/// appearance. Tokens of other types are counted in one note.
enum FigmaModesExportReader {
    /// One color token as written.
    private struct Token {
        /// The collection's index.
        var collection: Int
        /// The mode's index in its collection.
        var mode: Int
        /// The dotted path.
        var key: String
        /// Where the token's name is.
        var keyOffset: Int
        /// The `$value` node.
        var value: SyntaxNode
        /// `$collectionName`, for an alias.
        var targetCollection: String?
        /// `$description`, when not empty.
        var description: String?
    }

    /// Whether a file's root has the shape: a non-empty array of objects whose members all hold `modes` objects.
    static func isExport(_ root: SyntaxNode) -> Bool {
        guard case .array(let items) = root.value, !items.isEmpty else { return false }
        return items.allSatisfy { item in
            guard case .object(let members) = item.value, !members.isEmpty else { return false }
            return members.allSatisfy { member in
                if case .object? = FigmaVariables.member(member.value, "modes")?.value { return true }
                return false
            }
        }
    }

    /// Builds the document from the file's root node.
    static func document(from root: SyntaxNode, file: SourceFile, diagnostics: inout DiagnosticBag) -> PaletteDocument {
        var document = PaletteDocument(path: file.path, colorsLocation: file.location(ofOffset: root.offset))
        guard case .array(let items) = root.value else { return document }
        var collections: [FigmaVariables.Collection] = []
        var tokens: [Token] = []
        var skipped: [String: Int] = [:]
        var skippedOrder: [String] = []
        var firstSkipped: Int?
        for item in items {
            guard case .object(let members) = item.value else { continue }
            for member in members {
                guard case .object(let modes)? = FigmaVariables.member(member.value, "modes")?.value, !modes.isEmpty
                else { continue }
                let index = collections.count
                let named = modes.enumerated().map { position, mode in
                    FigmaVariables.Mode(id: String(position), name: mode.key, offset: mode.keyOffset)
                }
                collections.append(
                    FigmaVariables.Collection(
                        id: String(index),
                        name: member.key,
                        modes: named,
                        defaultMode: 0,
                        remote: false,
                        offset: member.keyOffset,
                        modeIndex: [:],
                        modeNamed: [:]
                    )
                )
                for (position, mode) in modes.enumerated() {
                    walk(mode.value, collection: index, mode: position, into: &tokens) { type, offset in
                        if skipped[type] == nil { skippedOrder.append(type) }
                        skipped[type, default: 0] += 1
                        if firstSkipped == nil { firstSkipped = offset }
                    }
                }
            }
        }
        let variables = FigmaVariables(collections: collections)
        let modes = FigmaModeMap(
            variables,
            reading: Set(tokens.map(\.collection)),
            file: file,
            diagnostics: &diagnostics
        )
        var collectionsOfKey: [String: Set<Int>] = [:]
        for token in tokens { collectionsOfKey[token.key, default: []].insert(token.collection) }
        func key(_ path: String, in collection: Int) -> String {
            (collectionsOfKey[path]?.count ?? 0) > 1 ? collections[collection].name + "." + path : path
        }
        var collectionNamed: [String: Int] = [:]
        for (index, collection) in collections.enumerated() where collectionNamed[collection.name] == nil {
            collectionNamed[collection.name] = index
        }
        var entryIndex: [String: Int] = [:]
        for token in tokens {
            let entryKey = key(token.key, in: token.collection)
            let location = file.location(ofOffset: token.value.offset)
            let content: ValueSyntax.Content
            if case .string(let text) = token.value.value {
                content =
                    alias(text, collection: token.targetCollection, collections: collectionNamed, key: key)
                    ?? .text(text)
            } else {
                diagnostics.report(.figmaColorNotAString(entryKey, found: token.value.typeName, at: location))
                content = .reported
            }
            if entryIndex[entryKey] == nil {
                entryIndex[entryKey] = document.entries.count
                document.entries.append(
                    EntrySyntax(
                        key: entryKey,
                        location: file.location(ofOffset: token.keyOffset),
                        values: [],
                        description: token.description
                    )
                )
            }
            let mode = collections[token.collection].modes[token.mode]
            for appearance in modes.roles[token.collection][token.mode] {
                document.entries[entryIndex[entryKey] ?? 0].values.append(
                    ValueSyntax(
                        appearance: appearance,
                        appearanceLocation: appearance == nil ? nil : file.location(ofOffset: mode.offset),
                        content: content,
                        location: location
                    )
                )
            }
        }
        document.themes = modes.themes
        if let firstSkipped {
            let counts = skippedOrder.map { "\(skipped[$0] ?? 0) \($0)" }
            diagnostics.report(.figmaTokensSkipped(counts, at: file.location(ofOffset: firstSkipped)))
        }
        return document
    }

    /// The color tokens of one mode's tree, walked with an explicit stack; `skip` is told of every other token.
    private static func walk(
        _ tree: SyntaxNode,
        collection: Int,
        mode: Int,
        into tokens: inout [Token],
        skip: (_ type: String, _ offset: Int) -> Void
    ) {
        var stack: [(node: SyntaxNode, path: String, offset: Int)] = [(tree, "", tree.offset)]
        while let (node, path, offset) = stack.popLast() {
            guard let value = FigmaVariables.member(node, "$value") else {
                guard case .object(let members) = node.value else { continue }
                // Pushed in reverse, so tokens come out in file order.
                for member in members.reversed() {
                    stack.append((member.value, path.isEmpty ? member.key : path + "." + member.key, member.keyOffset))
                }
                continue
            }
            let type = FigmaVariables.string(node, "$type") ?? "untyped"
            guard type == "color" else {
                skip(type, offset)
                continue
            }
            let description = FigmaVariables.string(node, "$description")
            tokens.append(
                Token(
                    collection: collection,
                    mode: mode,
                    key: path,
                    keyOffset: offset,
                    value: value,
                    targetCollection: FigmaVariables.string(node, "$collectionName"),
                    description: description?.isEmpty == false ? description : nil
                )
            )
        }
    }

    /// An alias `{a.b}` as the key it names: prefixed by `$collectionName` where two collections define the path.
    private static func alias(
        _ text: String,
        collection name: String?,
        collections: [String: Int],
        key: (String, Int) -> String
    ) -> ValueSyntax.Content? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let path = String(text.dropFirst().dropLast())
        guard let name, let target = collections[name] else { return .alias(path) }
        return .alias(key(path, target))
    }
}

extension Diagnostic {
    fileprivate static func figmaColorNotAString(_ key: String, found type: String, at location: Location) -> Diagnostic
    {
        Diagnostic(.wrongType, "'\(key)' is a color token, but its $value is \(type), not a color string", at: location)
    }

    fileprivate static func figmaTokensSkipped(_ counts: [String], at location: Location) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "tokens that are not colors are skipped: \(FigmaCounts.text(counts))",
            at: location,
            severity: .note
        )
    }
}
