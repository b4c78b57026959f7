import PaletteModel

/// Reads a DTCG Resolver Module file (`*.resolver.json`): its sets and the appearance modifier's contexts are
/// resolved into one palette.
///
/// The modifier whose contexts include `light` or `dark` gives the appearances (context names map as
/// `ModeName` says; other contexts become themes); any other modifier contributes its default context.
/// A token defined by the same source in every context is one value for every appearance. Otherwise each context
/// gets the value it resolves to, written only where it differs from its fallback's: `light-hc` falls back to
/// `light`, `dark-hc` to `dark`, and a theme to the context whose sources are the longest prefix of its own
/// (`dark-dimmed` = dark + dimmed falls back to `dark`), or as palettec's `$extensions["org.palettec"]` says.
enum DTCGResolverReader {
    /// Which definition a context resolves a key to: the file and the token's key offset.
    private struct DefinitionID: Hashable {
        /// The file index.
        var file: Int
        /// The token's key offset.
        var offset: Int
    }

    /// What the reader has loaded: files and their tokens, by source.
    private struct Loaded {
        /// Where tokens files are read from.
        var provider: any FileProvider
        /// The limits every tokens file is read with.
        var limits: ReaderLimits
        /// Every file read; index 0 is the resolver.
        var files: [SourceFile]
        /// Tokens by source.
        var tokens: [DTCGResolverModel.Source: [DTCGToken]] = [:]
        /// The paths of every file's tokens, so the same key in two files is the same path.
        var paths = TokenPaths()
    }

    /// Reads the resolver and every tokens file it refers to; `choices` names the context to read of another
    /// modifier (`brand` → `partner-a`, from `--theme` or `"themes"` in palettec.json) in place of its default.
    static func document(
        from root: SyntaxNode,
        file: SourceFile,
        files provider: any FileProvider,
        limits: ReaderLimits,
        choices: [String: String] = [:],
        diagnostics: inout DiagnosticBag
    ) -> PaletteDocument {
        let model = DTCGResolverModel(root: root, file: file, diagnostics: &diagnostics)
        var document = PaletteDocument(path: file.path, colorsLocation: file.location(ofOffset: root.offset))
        document.choosesThemes = true
        document.name = model.name
        if let description = model.description, !description.contains(DTCGTokensReader.generatedMarker) {
            document.description = description
        }
        var loaded = Loaded(provider: provider, limits: limits, files: [file])
        let chosen = model.modifiers.indices.first { index in
            ModeName.appearances(of: model.modifiers[index].contexts.map(\.name)).contains {
                ["light", "dark"].contains($0)
            }
        }
        checkChoices(choices, model: model, appearances: chosen, file: file, root: root, &diagnostics)
        var contexts: [DTCGResolverModel.Context] = []
        if let chosen {
            // A context named `figmaLight` is the light appearance from here on.
            contexts = model.modifiers[chosen].contexts
            for (index, appearance) in ModeName.appearances(of: contexts.map(\.name)).enumerated()
            where ModeName.isBuiltIn(appearance) {
                contexts[index].name = appearance
            }
            readPalettecExtension(model.modifiers[chosen].palettec, into: &document)
        } else {
            contexts = [DTCGResolverModel.Context(name: "", nameOffset: root.offset, sources: [])]
        }
        // Another modifier with a high-contrast context (`accessibility`: `standard`, `high-contrast`) gives `light-hc`
        // and `dark-hc`, light and dark read with that context, where the appearances have no high contrast of their
        // own and the context was not chosen.
        let highContrast = chosen.flatMap { highContrastModifier(model, appearances: $0, contexts, choices: choices) }
        var overridden: [Int?] = contexts.map { _ in nil }
        if let highContrast {
            for base in ["light", "dark"] {
                guard let position = contexts.firstIndex(where: { $0.name == base }) else { continue }
                contexts.append(
                    DTCGResolverModel.Context(
                        name: base + "-hc",
                        nameOffset: highContrast.context.nameOffset,
                        sources: contexts[position].sources
                    )
                )
                overridden.append(highContrast.modifier)
            }
        }
        // Every context's merged tokens: path → token, in first-defined order.
        var merged: [[TokenPaths.Path: DTCGToken]] = []
        var order: [TokenPaths.Path] = []
        var seen: Set<TokenPaths.Path> = []
        for (position, context) in contexts.enumerated() {
            var tokens: [TokenPaths.Path: DTCGToken] = [:]
            for step in model.steps {
                let sources: [DTCGResolverModel.SourceRef]
                switch step {
                case .set(let list): sources = list
                case .modifier(let index) where index == chosen: sources = context.sources
                case .modifier(let index) where index == overridden[position]:
                    sources = highContrast?.context.sources ?? []
                case .modifier(let index):
                    sources = Self.context(readOf: model.modifiers[index], choices: choices)?.sources ?? []
                }
                for source in sources {
                    for token in load(source, into: &loaded, diagnostics: &diagnostics) {
                        tokens[token.path] = token
                        if seen.insert(token.path).inserted { order.append(token.path) }
                    }
                }
            }
            merged.append(tokens)
        }
        // Another modifier is read in one context; unless it was chosen, that costs colors where another context
        // defines one.
        for (index, modifier) in model.modifiers.enumerated()
        where index != chosen && index != highContrast?.modifier && choices[modifier.name] == nil {
            guard let used = Self.context(readOf: modifier, choices: choices) else { continue }
            let others = modifier.contexts.filter { $0.name != used.name }
            guard definesColors(others, loaded: &loaded, byPath: merged.first ?? [:]) else { continue }
            diagnostics.report(
                .modifierIsNotAnAppearance(
                    modifier.name,
                    hasDefault: modifier.defaultContext != nil,
                    reads: used.name,
                    at: file.location(ofOffset: used.nameOffset)
                )
            )
        }
        let fallbacks = fallbackIndices(contexts, document: document)
        declareThemes(contexts, fallbacks: fallbacks, file: file, document: &document)
        var colors = DTCGColorTokens()
        var decoded: [DefinitionID: ValueSyntax.Content?] = [:]
        for path in order {
            let definitions = merged.map { $0[path] }
            guard let first = definitions.compactMap({ $0 }).first else { continue }
            let anyTyped = definitions.compactMap { $0 }.first { $0.type != nil } ?? first
            let context = merged.firstIndex { $0[path] != nil } ?? 0
            guard colors.isColor(anyTyped, paths: loaded.paths, byPath: merged[context]) else { continue }
            let key = loaded.paths.key(path)
            let main =
                definitions[contexts.firstIndex { ModeName.appearance($0.name) == "light" } ?? 0] ?? first
            var entry = EntrySyntax(
                key: key,
                location: loaded.files[first.fileIndex].location(ofOffset: first.keyOffset),
                values: [],
                description: main.description,
                deprecation: main.deprecation
            )
            let ids = definitions.map { $0.map { DefinitionID(file: $0.fileIndex, offset: $0.keyOffset) } }
            if chosen == nil || Set(ids).count == 1 {
                entry.values += value(
                    first,
                    key: key,
                    appearance: nil,
                    loaded: loaded,
                    context: merged[context],
                    cache: &decoded,
                    diagnostics: &diagnostics
                )
            } else {
                for (index, definition) in definitions.enumerated() {
                    guard let definition else { continue }
                    if let fallback = fallbacks[index], ids[fallback] == ids[index] { continue }
                    var values = value(
                        definition,
                        key: key,
                        appearance: ModeName.appearance(contexts[index].name),
                        loaded: loaded,
                        context: merged[index],
                        cache: &decoded,
                        diagnostics: &diagnostics
                    )
                    for position in values.indices {
                        values[position].appearanceLocation = file.location(ofOffset: contexts[index].nameOffset)
                    }
                    entry.values += values
                }
            }
            document.entries.append(entry)
        }
        colors.report(files: loaded.files, paths: loaded.paths, diagnostics: &diagnostics)
        return document
    }

    /// The value of one definition of `key` for an appearance, decoded once per definition; a Tokens Studio color
    /// modifier's references name tokens of its own file as `context` (the tokens of its appearance) holds them.
    private static func value(
        _ token: DTCGToken,
        key: String,
        appearance: String?,
        loaded: Loaded,
        context: [TokenPaths.Path: DTCGToken],
        cache: inout [DefinitionID: ValueSyntax.Content?],
        diagnostics: inout DiagnosticBag
    ) -> [ValueSyntax] {
        let id = DefinitionID(file: token.fileIndex, offset: token.keyOffset)
        let file = loaded.files[token.fileIndex]
        var content: ValueSyntax.Content?
        if let cached = cache[id] {
            content = cached
        } else {
            content = DTCGValueDecoder.content(token.value, key: key, file: file, diagnostics: &diagnostics)
            if let modify = token.modify, let written = content {
                content =
                    StudioModifyReader.modified(
                        [ValueSyntax(appearance: appearance, content: written)],
                        by: modify,
                        key: key,
                        file: file,
                        lookup: { target in
                            loaded.paths.path(ofKey: target).flatMap { context[$0] }
                                .flatMap { $0.fileIndex == token.fileIndex ? $0.value : nil }
                        },
                        diagnostics: &diagnostics
                    ).first?.content
            }
            cache[id] = content
        }
        guard let content else { return [] }
        let location = file.location(ofOffset: token.value.offset)
        return FigmaAliasData.flattened(
            [ValueSyntax(appearance: appearance, content: content, location: location)],
            target: token.statedAlias
        )
    }

    /// The tokens of one source, loading its file once.
    private static func load(
        _ ref: DTCGResolverModel.SourceRef,
        into loaded: inout Loaded,
        diagnostics: inout DiagnosticBag
    ) -> [DTCGToken] {
        if let tokens = loaded.tokens[ref.source] { return tokens }
        var tokens: [DTCGToken] = []
        switch ref.source {
        case .inline:
            tokens = DTCGTokenCollector.tokens(
                in: ref.node,
                file: loaded.files[0],
                fileIndex: 0,
                paths: &loaded.paths,
                diagnostics: &diagnostics
            )
        case .file(let path):
            let resolver = loaded.files[0]
            if let file = ForeignFiles.load(
                path,
                files: loaded.provider,
                limits: loaded.limits,
                diagnostics: &diagnostics,
                referencedFrom: resolver.location(ofOffset: ref.node.offset)
            ), let root = JSONReader.read(file, limits: loaded.limits, diagnostics: &diagnostics) {
                loaded.files.append(file)
                tokens = DTCGTokenCollector.tokens(
                    in: root,
                    file: file,
                    fileIndex: loaded.files.count - 1,
                    paths: &loaded.paths,
                    diagnostics: &diagnostics
                )
            }
        }
        loaded.tokens[ref.source] = tokens
        return tokens
    }

    /// The context a modifier besides the appearances contributes: the one `choices` names, else its default, else
    /// its first.
    private static func context(
        readOf modifier: DTCGResolverModel.Modifier,
        choices: [String: String]
    ) -> DTCGResolverModel.Context? {
        choices[modifier.name].flatMap { name in modifier.contexts.first { $0.name == name } }
            ?? modifier.contexts.first { $0.name == modifier.defaultContext } ?? modifier.contexts.first
    }

    /// The first modifier besides the appearances (index `appearances`) that has a high-contrast context other than the
    /// one it is read in, with that context; `nil` when the appearances' own `contexts` include high contrast, or
    /// the modifier's context was chosen.
    private static func highContrastModifier(
        _ model: DTCGResolverModel,
        appearances: Int,
        _ contexts: [DTCGResolverModel.Context],
        choices: [String: String]
    ) -> (modifier: Int, context: DTCGResolverModel.Context)? {
        guard !contexts.contains(where: { $0.name == "light-hc" || $0.name == "dark-hc" }) else { return nil }
        for (index, modifier) in model.modifiers.enumerated()
        where index != appearances && choices[modifier.name] == nil {
            if let context = modifier.contexts.first(where: { ModeName.isHighContrast($0.name) }),
                context.name != Self.context(readOf: modifier, choices: choices)?.name
            {
                return (index, context)
            }
        }
        return nil
    }

    /// Whether the sources of `contexts` define a color token, read after everything the palette takes from, with
    /// their own problems left unsaid: a file of a context that is not read is not the build's to report.
    private static func definesColors(
        _ contexts: [DTCGResolverModel.Context],
        loaded: inout Loaded,
        byPath read: [TokenPaths.Path: DTCGToken]
    ) -> Bool {
        for source in contexts.flatMap(\.sources) {
            var unsaid = DiagnosticBag()
            let tokens = load(source, into: &loaded, diagnostics: &unsaid)
            var byPath = read
            for token in tokens { byPath[token.path] = token }
            if tokens.contains(where: { DTCGColorTokens.isColor($0, paths: loaded.paths, byPath: byPath) }) {
                return true
            }
        }
        return false
    }

    /// Reports each choice (`--theme MODIFIER=CONTEXT`, `"themes"`) that names no modifier of the resolver, the
    /// modifier whose contexts are the appearances (index `appearances`), or a context its modifier does not have.
    private static func checkChoices(
        _ choices: [String: String],
        model: DTCGResolverModel,
        appearances: Int?,
        file: SourceFile,
        root: SyntaxNode,
        _ diagnostics: inout DiagnosticBag
    ) {
        let location = file.location(ofOffset: root.offset)
        let names = model.modifiers.indices.filter { $0 != appearances }.map { model.modifiers[$0].name }
        for (name, context) in choices.sorted(by: { $0.key < $1.key }) {
            guard let index = model.modifiers.firstIndex(where: { $0.name == name }) else {
                diagnostics.report(.chosenModifierIsUnknown(name, modifiers: names, at: location))
                continue
            }
            let contexts = model.modifiers[index].contexts
            let place = contexts.first.map { file.location(ofOffset: $0.nameOffset) } ?? location
            if index == appearances {
                diagnostics.report(.chosenModifierGivesAppearances(name, at: place))
            } else if !contexts.contains(where: { $0.name == context }) {
                diagnostics.report(
                    .chosenContextIsUnknown(context, modifier: name, contexts: contexts.map(\.name), at: place)
                )
            }
        }
    }

    /// For each context, the index of the context it falls back to, if any.
    private static func fallbackIndices(_ contexts: [DTCGResolverModel.Context], document: PaletteDocument) -> [Int?] {
        let appearances = contexts.map { ModeName.appearance($0.name) }
        func index(of appearance: String) -> Int? { appearances.firstIndex(of: appearance) }
        return contexts.indices.map { position -> Int? in
            let appearance = appearances[position]
            switch appearance {
            case "light", "dark": return nil
            case "light-hc": return index(of: "light")
            case "dark-hc": return index(of: "dark")
            default: break
            }
            if let declared = document.themes.first(where: { $0.name == appearance }) {
                return declared.fallback.flatMap(index(of:))
            }
            let own = contexts[position].sources.map(\.source)
            var best: Int?
            for (other, context) in contexts.enumerated() where other != position {
                let sources = context.sources.map(\.source)
                guard sources.count < own.count, Array(own.prefix(sources.count)) == sources else { continue }
                if best.map({ contexts[$0].sources.count < sources.count }) ?? true { best = other }
            }
            return best
        }
    }

    /// Declares a theme for every context that is not a built-in appearance and was not declared by palettec's
    /// extension, with the fallback found for it.
    private static func declareThemes(
        _ contexts: [DTCGResolverModel.Context],
        fallbacks: [Int?],
        file: SourceFile,
        document: inout PaletteDocument
    ) {
        for (index, context) in contexts.enumerated() {
            let appearance = ModeName.appearance(context.name)
            guard !appearance.isEmpty, !ModeName.isBuiltIn(appearance) else { continue }
            if let declared = document.themes.firstIndex(where: { $0.name == appearance }) {
                if document.themes[declared].location == nil {
                    document.themes[declared].location = file.location(ofOffset: context.nameOffset)
                }
                continue
            }
            document.themes.append(
                ThemeDeclaration(
                    name: appearance,
                    location: file.location(ofOffset: context.nameOffset),
                    scheme: ModeName.scheme(ofTheme: appearance),
                    fallback: fallbacks[index].map { ModeName.appearance(contexts[$0].name) }
                )
            )
        }
    }

    /// Reads palettec's own `$extensions["org.palettec"]` on the appearance modifier: name, description, themes.
    private static func readPalettecExtension(_ node: SyntaxNode?, into document: inout PaletteDocument) {
        guard let node, case .object(let fields) = node.value else { return }
        for field in fields {
            switch (field.key, field.value.value) {
            case ("name", .string(let text)): document.name = text
            case ("description", .string(let text)): document.description = text
            case ("themes", .object(let themes)):
                for theme in themes {
                    document.themes.append(
                        ThemeDeclaration(
                            name: theme.key,
                            scheme: DTCGResolverModel.string(theme.value, "scheme"),
                            fallback: DTCGResolverModel.string(theme.value, "fallback"),
                            description: DTCGResolverModel.string(theme.value, "description")
                        )
                    )
                }
            default: break
            }
        }
    }
}

extension Diagnostic {
    /// A warning; `context` is the one context read, the modifier's default if it `hasDefault`, else its first.
    fileprivate static func modifierIsNotAnAppearance(
        _ name: String,
        hasDefault: Bool,
        reads context: String,
        at location: Location
    ) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "modifier '\(name)' is not an appearance; only its \(hasDefault ? "default" : "first") context '\(context)' "
                + "is read (choose another with --theme \(name)=CONTEXT or \"themes\" in palettec.json)",
            at: location,
            severity: .warning
        )
    }

    /// A modifier chosen with `--theme` or `"themes"` that the resolver does not have.
    fileprivate static func chosenModifierIsUnknown(
        _ name: String,
        modifiers: [String],
        at location: Location
    ) -> Diagnostic {
        let known =
            modifiers.isEmpty
            ? "it has no modifier besides the appearances"
            : "its modifiers: " + modifiers.map { "'\($0)'" }.joined(separator: ", ")
        return Diagnostic(
            .unknownAppearance,
            "'\(name)' (chosen with --theme or \"themes\" in palettec.json) is not a modifier of this resolver; "
                + known + Suggestion.question(Suggestion.closestOrCompletion(to: name, in: modifiers)),
            at: location
        )
    }

    /// A context chosen for the modifier whose contexts are the appearances, which are all read.
    fileprivate static func chosenModifierGivesAppearances(_ name: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .unknownAppearance,
            "the contexts of modifier '\(name)' (chosen with --theme or \"themes\" in palettec.json) are the "
                + "palette's appearances, which are all read; choose a context only for the other modifiers",
            at: location
        )
    }

    /// A context chosen with `--theme` or `"themes"` that its modifier does not have.
    fileprivate static func chosenContextIsUnknown(
        _ name: String,
        modifier: String,
        contexts: [String],
        at location: Location
    ) -> Diagnostic {
        Diagnostic(
            .unknownAppearance,
            "'\(name)' (chosen for modifier '\(modifier)' with --theme or \"themes\" in palettec.json) is not a "
                + "context of the modifier; its contexts: " + contexts.map { "'\($0)'" }.joined(separator: ", ")
                + Suggestion.question(Suggestion.closestOrCompletion(to: name, in: contexts)),
            at: location
        )
    }
}
