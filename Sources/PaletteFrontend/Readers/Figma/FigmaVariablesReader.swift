import PaletteModel

/// Reads Figma variables: the REST `GET /v1/files/:key/variables/local` response or a Plugin API dump
/// (`FigmaVariables`), into one palette.
///
/// Every local COLOR variable is an entry, keyed by its `/`-separated name as a dotted key (`Brand main/piccolo` is
/// `Brand main.piccolo`); a name that two collections define is prefixed by each collection's name
/// (`Global Colors.Brand main.piccolo`). Modes are appearances and themes as `FigmaModeMap` says. An alias stays an
/// alias where palettec reads the target in the same mode Figma's rule does (`FigmaAliasResolver`), else it is the
/// color it resolves to. As Figma's own exporter does, `remote` variables (from libraries) are not entries, though
/// aliases read through them, and `hiddenFromPublishing` ones are; FLOAT, STRING and BOOLEAN variables are skipped,
/// each kind counted in one note.
enum FigmaVariablesReader {
    /// Builds the document from the file's root node.
    static func document(from root: SyntaxNode, file: SourceFile, diagnostics: inout DiagnosticBag) -> PaletteDocument {
        var document = PaletteDocument(path: file.path, colorsLocation: file.location(ofOffset: root.offset))
        let variables = FigmaVariables(root: root, file: file, diagnostics: &diagnostics)
        var read: [Int] = []
        var remote: [Int] = []
        var skipped: [String: [Int]] = [:]
        var skippedOrder: [String] = []
        for (index, variable) in variables.variables.enumerated() {
            guard let collection = variable.collection else { continue }
            if variable.remote || variables.collections[collection].remote {
                remote.append(index)
            } else if variable.resolvedType == "COLOR" {
                read.append(index)
            } else {
                if skipped[variable.resolvedType] == nil { skippedOrder.append(variable.resolvedType) }
                skipped[variable.resolvedType, default: []].append(index)
            }
        }
        let collections = Set(read.compactMap { variables.variables[$0].collection })
        let modes = FigmaModeMap(variables, reading: collections, file: file, diagnostics: &diagnostics)
        let keys = Self.keys(of: read, in: variables)
        var resolver = FigmaAliasResolver(variables, file: file)
        for index in read {
            document.entries.append(
                entry(
                    index,
                    key: keys[index] ?? "",
                    modes: modes,
                    keys: keys,
                    resolver: &resolver,
                    diagnostics: &diagnostics
                )
            )
        }
        document.themes = modes.themes
        if let first = remote.first {
            diagnostics.report(
                .figmaRemoteSkipped(remote.count, at: file.location(ofOffset: variables.variables[first].offset))
            )
        }
        if let first = skippedOrder.first.flatMap({ skipped[$0]?.first }) {
            let counts = skippedOrder.map { "\(skipped[$0]?.count ?? 0) \($0)" }
            diagnostics.report(
                .figmaNonColorsSkipped(counts, at: file.location(ofOffset: variables.variables[first].offset))
            )
        }
        return document
    }

    /// The key of each variable read: its name's `/`-separated groups joined by `.`, prefixed by its collection's
    /// name when another collection defines the same name.
    private static func keys(of read: [Int], in variables: FigmaVariables) -> [Int: String] {
        var names: [Int: String] = [:]
        var collectionsOfName: [String: Set<Int>] = [:]
        for index in read {
            let variable = variables.variables[index]
            let name = variable.name.split(separator: "/", omittingEmptySubsequences: false).joined(separator: ".")
            names[index] = name
            if let collection = variable.collection { collectionsOfName[name, default: []].insert(collection) }
        }
        for index in read {
            guard let name = names[index], let collection = variables.variables[index].collection,
                (collectionsOfName[name]?.count ?? 0) > 1
            else { continue }
            names[index] = variables.collections[collection].name + "." + name
        }
        return names
    }

    /// The entry of one variable: a value for each appearance its collection's modes are read as.
    private static func entry(
        _ index: Int,
        key: String,
        modes: FigmaModeMap,
        keys: [Int: String],
        resolver: inout FigmaAliasResolver,
        diagnostics: inout DiagnosticBag
    ) -> EntrySyntax {
        let variables = resolver.variables
        let file = resolver.file
        let variable = variables.variables[index]
        var entry = EntrySyntax(
            key: key,
            location: file.location(ofOffset: variable.nameOffset),
            values: [],
            description: variable.description
        )
        guard let collectionIndex = variable.collection else { return entry }
        let collection = variables.collections[collectionIndex]
        // Only the modes the variable has values for are walked, so a collection of many modes costs only the values
        // written.
        let present = variable.values.keys.compactMap { collection.modeIndex[$0] }.sorted()
        for mode in present {
            let appearances = modes.roles[collectionIndex][mode]
            let slot = FigmaAliasResolver.Slot(variable: index, mode: mode)
            let node = resolver.value(slot)
            let location = file.location(ofOffset: node?.offset ?? variable.valuesOffset)
            var content: ValueSyntax.Content = .reported
            if let color = resolver.color(slot, diagnostics: &diagnostics) { content = .color(color) }
            for appearance in appearances {
                var written = content
                // The alias is kept where palettec, reading the target in this appearance, reads the mode of the
                // same name, or where the target's collection has no mode of this one's name: a layer shown in an
                // appearance selects the target collection's mode for it, as palettec reads the alias. Elsewhere the
                // resolved color stands, so the palette shows what Figma resolves. A value's problems were reported
                // when it was resolved.
                var again = DiagnosticBag()
                if content != .reported, case .alias(let target) = resolver.step(slot, diagnostics: &again),
                    let targetKey = keys[target.variable],
                    let targetCollection = variables.variables[target.variable].collection,
                    variables.collections[targetCollection].modeNamed[collection.modes[mode].name] == nil
                        || Self.readsAlike(
                            target,
                            in: targetCollection,
                            appearance: appearance,
                            modes: modes,
                            variables
                        )
                {
                    written = .alias(targetKey)
                }
                entry.values.append(
                    ValueSyntax(
                        appearance: appearance,
                        appearanceLocation: appearance == nil
                            ? nil : file.location(ofOffset: collection.modes[mode].offset),
                        content: written,
                        location: location
                    )
                )
            }
        }
        if present.count < collection.modes.count {
            diagnostics.report(
                .figmaNoValues(
                    variable.name,
                    missing: collection.modes.count - present.count,
                    of: collection.modes.count,
                    at: file.location(ofOffset: variable.valuesOffset)
                )
            )
            // The appearances the missing modes give are marked reported, so lowering does not report them again.
            let read = Set(present)
            let builtIn: [String?] = collection.modes.count == 1 ? [nil] : ["light", "dark"]
            for appearance in builtIn {
                let mode = appearance.map { modes.mode(of: collectionIndex, in: $0, default: collection.defaultMode) }
                guard !read.contains(mode ?? 0) else { continue }
                entry.values.append(
                    ValueSyntax(
                        appearance: appearance,
                        content: .reported,
                        location: file.location(ofOffset: variable.valuesOffset)
                    )
                )
            }
        }
        return entry
    }

    /// Whether palettec, reading an alias to `target` in `appearance`, reads the target's mode Figma's rule gives: a
    /// value for every appearance (`nil`) does so only when the target's collection has one mode.
    private static func readsAlike(
        _ target: FigmaAliasResolver.Slot,
        in collection: Int,
        appearance: String?,
        modes: FigmaModeMap,
        _ variables: FigmaVariables
    ) -> Bool {
        let modeCount = variables.collections[collection].modes.count
        guard let appearance else { return modeCount == 1 }
        return modes.mode(of: collection, in: appearance, default: variables.collections[collection].defaultMode)
            == target.mode
    }
}

extension Diagnostic {
    fileprivate static func figmaNoValues(
        _ name: String,
        missing: Int,
        of count: Int,
        at location: Location
    ) -> Diagnostic {
        Diagnostic(
            .missingAppearance,
            "variable '\(name)' has no value for \(missing) of its collection's \(count) modes",
            at: location
        )
    }

    fileprivate static func figmaRemoteSkipped(_ count: Int, at location: Location) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "\(count) remote variable\(count == 1 ? "" : "s") (from libraries this file uses) \(count == 1 ? "is" : "are") "
                + "not read, as Figma's own export skips them; aliases to them read their colors",
            at: location,
            severity: .note
        )
    }

    fileprivate static func figmaNonColorsSkipped(_ counts: [String], at location: Location) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "variables that are not colors are skipped: \(FigmaCounts.text(counts))",
            at: location,
            severity: .note
        )
    }
}
