import PaletteModel

/// Pairs the files of one build that each hold one appearance — `theme-light.json` with `theme-dark.json`, the
/// files of a `light/` folder with those of a `dark/` folder, or files mapped in `palettec.json` — into one
/// document whose entries have a value per appearance.
///
/// Pure: it reads only the documents. A file takes part when its appearance is given (the `appearance` of its
/// input), or when it holds one value per color (no appearance written, no themes declared) and its name or folder
/// names a mode (`ThemeFileName`) and the build holds another appearance to pair it with. A file named like the
/// pair without a mode word (`theme.json` beside `theme-dark.json`) is the base: its values are the light ones
/// where a paired file gives another appearance, and every appearance's elsewhere. A file named for a mode that
/// nothing pairs with is read as before, with a warning.
enum ThemePairing {
    /// The documents with the paired ones merged into one, at the place of the first of them.
    ///
    /// `appearances` holds the given appearance of each document (`nil`: none given); it is as long as
    /// `documents`.
    static func pair(
        _ documents: [PaletteDocument],
        appearances given: [PaletteLoader.GivenAppearance?],
        diagnostics: inout DiagnosticBag
    ) -> [PaletteDocument] {
        // The mode files of a Figma collection whose modes are themes, not appearances, are one document first.
        let (documents, given) = FigmaModeFiles.pair(documents, appearances: given)
        let names = documents.map { ThemeFileName(path: $0.path) }
        let singleMode = documents.map(isSingleMode)
        var roles: [Role?] = documents.indices.map { index in
            if let appearance = given[index] { return .given(ModeName.appearance(appearance.name)) }
            guard singleMode[index], let appearance = names[index].appearance else { return nil }
            return .named(appearance)
        }
        reportMistypedAppearances(documents, given: given, roles: roles, diagnostics: &diagnostics)
        let namedStems = Set(roles.indices.filter { roles[$0]?.isNamed ?? false }.map { names[$0].stem })
        for index in documents.indices where roles[index] == nil && singleMode[index] {
            if namedStems.contains(names[index].stem) { roles[index] = .base }
        }
        // Names pair only when the build holds two appearances; a given appearance always counts.
        // A base holds the light values.
        let appearances = Set(roles.compactMap { $0.map { $0.appearance ?? "light" } })
        if appearances.count < 2 {
            // A set of files named for one appearance (`base.dark.json`, `brand.dark.json`) is one warning.
            var unpaired: [PaletteDocument] = []
            var unpairedAppearance = ""
            for index in documents.indices {
                switch roles[index] {
                case .named(let appearance)?:
                    unpaired.append(documents[index])
                    unpairedAppearance = appearance
                    roles[index] = nil
                case .base?:
                    roles[index] = nil
                case .given?, nil:
                    break
                }
            }
            if !unpaired.isEmpty {
                diagnostics.report(.unpairedThemeFiles(unpaired, appearance: unpairedAppearance))
            }
        }
        let members = documents.indices.filter { roles[$0] != nil }
        guard let first = members.first else { return documents }
        let ordered = members.sorted { (roles[$0]?.rank ?? 0, $0) < (roles[$1]?.rank ?? 0, $1) }
        var merged = merge(ordered.map { (documents[$0], roles[$0]?.appearance) }, at: documents[ordered[0]].path)
        // A given theme is declared where it is given.
        for index in ordered {
            guard let appearance = given[index], let location = appearance.location,
                let position = merged.themes.firstIndex(where: { $0.name == ModeName.appearance(appearance.name) })
            else { continue }
            merged.themes[position].location = location
        }
        // Named after what the files share (`theme` for `theme-light.json` and `theme-dark.json`).
        if merged.name == nil, let shared = names[ordered[0]].stem.split(separator: "/").last, !shared.isEmpty {
            merged.name = String(shared)
        }
        var result: [PaletteDocument] = []
        for index in documents.indices where roles[index] == nil || index == first {
            result.append(index == first ? merged : documents[index])
        }
        return result
    }

    /// Warns about each given appearance that is no built-in one but one edit or so from a built-in one that no
    /// file of the build holds (`drak`): it is read as a theme, which is seldom what was meant.
    private static func reportMistypedAppearances(
        _ documents: [PaletteDocument],
        given: [PaletteLoader.GivenAppearance?],
        roles: [Role?],
        diagnostics: inout DiagnosticBag
    ) {
        let builtIn = Appearance.builtIn.map(\.name)
        let held = Set(roles.compactMap { $0?.appearance })
        for (index, appearance) in given.enumerated() {
            guard let appearance, !builtIn.contains(ModeName.appearance(appearance.name)),
                let suggestion = Suggestion.closest(to: appearance.name, in: builtIn), !held.contains(suggestion)
            else { continue }
            diagnostics.report(
                .mistypedAppearance(
                    appearance.name,
                    of: documents[index].path,
                    suggestion: suggestion,
                    at: appearance.location
                )
            )
        }
    }

    /// What a document is in the pairing.
    private enum Role: Equatable {
        /// Its appearance is given by its input.
        case given(String)
        /// Its name or folder names its appearance.
        case named(String)
        /// It is named like a paired file without a mode word.
        case base

        /// The appearance its values are for; `nil` for the base.
        var appearance: String? {
            switch self {
            case .given(let appearance), .named(let appearance): appearance
            case .base: nil
            }
        }

        /// Whether the role comes from the name.
        var isNamed: Bool {
            if case .named = self { true } else { false }
        }

        /// The order members are merged in, so entries follow the base and light files.
        var rank: Int {
            switch appearance {
            case nil: 0
            case "light"?: 1
            case "dark"?: 2
            case "light-hc"?: 3
            case "dark-hc"?: 4
            default: 5
            }
        }
    }

    /// Whether a document holds one value per color: no value names an appearance and no theme is declared.
    private static func isSingleMode(_ document: PaletteDocument) -> Bool {
        document.themes.isEmpty && !document.entries.isEmpty
            && document.entries.allSatisfy { $0.values.allSatisfy { $0.appearance == nil } }
    }

    /// One document from the members, each with the appearance its unnamed values are for (`nil`: the base).
    private static func merge(_ members: [(PaletteDocument, String?)], at path: String) -> PaletteDocument {
        var merged = PaletteDocument(
            path: path,
            name: members.lazy.compactMap(\.0.name).first,
            description: members.lazy.compactMap(\.0.description).first,
            colorsLocation: members.lazy.compactMap(\.0.colorsLocation).first
        )
        var index: [String: Int] = [:]
        for (document, appearance) in members {
            merged.themes += document.themes.filter { theme in !merged.themes.contains { $0.name == theme.name } }
            // Images name their appearances themselves; a paired file's images are kept as written.
            merged.images += document.images
            for entry in document.entries {
                var values = entry.values
                if let appearance {
                    for value in values.indices where values[value].appearance == nil {
                        values[value].appearance = appearance
                    }
                }
                if let position = index[entry.key] {
                    merged.entries[position].values += values
                    merged.entries[position].description = merged.entries[position].description ?? entry.description
                    merged.entries[position].deprecation = merged.entries[position].deprecation ?? entry.deprecation
                } else {
                    index[entry.key] = merged.entries.count
                    var copy = entry
                    copy.values = values
                    merged.entries.append(copy)
                }
            }
        }
        // A base value is the light one where a paired file gives another appearance.
        for position in merged.entries.indices {
            let values = merged.entries[position].values
            guard values.contains(where: { $0.appearance != nil }) else { continue }
            for value in values.indices where values[value].appearance == nil {
                merged.entries[position].values[value].appearance = "light"
            }
        }
        let declared = Set(merged.themes.map(\.name))
        merged.themes += ModeName.themes(for: merged.entries).filter { !declared.contains($0.name) }
        return merged
    }
}

extension Diagnostic {
    /// A warning: an appearance given to a file is a theme name close to a built-in appearance.
    fileprivate static func mistypedAppearance(
        _ name: String,
        of path: String,
        suggestion: String,
        at location: Location?
    ) -> Diagnostic {
        Diagnostic(
            .unknownAppearance,
            "the colors of '\(path)' are given appearance '\(name)', which is not a built-in appearance, so they are "
                + "read as a theme" + Suggestion.question(suggestion),
            at: location,
            severity: .warning
        )
    }

    /// A warning at the first of the files whose names say they hold one appearance, with nothing in the build to
    /// pair them with; a note at each other file.
    fileprivate static func unpairedThemeFiles(_ documents: [PaletteDocument], appearance: String) -> Diagnostic {
        let names = documents.map { "'\(PathText.lastComponent($0.path))'" }
        let location = { (document: PaletteDocument) in
            document.colorsLocation ?? Diagnostic.Location(path: document.path, line: 1, column: 1)
        }
        let subject =
            names.count == 1
            ? "\(names[0]) is named as the \(appearance) half of a pair of theme files"
            : "\(names.joined(separator: ", ")) are named as the \(appearance) halves of pairs of theme files"
        return Diagnostic(
            .missingAppearance,
            "\(subject), but no file of this build holds another appearance, so \(names.count == 1 ? "its" : "their") "
                + "colors are used for every appearance; add the other file, or give each file its 'appearance' in "
                + "palettec.json",
            at: location(documents[0]),
            severity: .warning,
            notes: documents.dropFirst().map {
                Note("\(appearance) colors used for every appearance", at: location($0))
            }
        )
    }
}
