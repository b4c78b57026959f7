import PaletteModel

/// Pairs the files of Figma's per-mode export (`Primitives.Brutal Theme.json`, `Primitives.Modern Theme.json`)
/// whose modes name no appearance into one document, as `FigmaModeMap` reads such a collection of a REST response:
/// the default mode is light and dark, every other mode a theme of its name (fallback `light`).
///
/// The files do not record the collection's default mode, so the first mode in name order stands for it. Modes that
/// name an appearance (`Tokens.Light.json`, `Tokens.Dark.json`) are paired by their names (`ThemePairing`).
enum FigmaModeFiles {
    /// The documents with each such collection's files merged into one, at the place of its first file, and the
    /// given appearances kept aligned with them.
    static func pair(
        _ documents: [PaletteDocument],
        appearances given: [PaletteLoader.GivenAppearance?]
    ) -> (documents: [PaletteDocument], appearances: [PaletteLoader.GivenAppearance?]) {
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        for (index, document) in documents.enumerated() {
            guard let mode = document.figmaMode, given[index] == nil,
                document.themes.isEmpty, document.entries.allSatisfy({ $0.values.allSatisfy { $0.appearance == nil } })
            else { continue }
            if groups[mode.collection] == nil { order.append(mode.collection) }
            groups[mode.collection, default: []].append(index)
        }
        var merged: [Int: PaletteDocument] = [:]
        var dropped = Set<Int>()
        for collection in order {
            let members = groups[collection, default: []]
            let modes = members.compactMap { documents[$0].figmaMode?.mode }
            guard members.count > 1, !modes.contains(where: { FigmaModeName($0).appearance != nil }) else { continue }
            let sorted = members.sorted {
                (documents[$0].figmaMode?.mode ?? "", $0) < (documents[$1].figmaMode?.mode ?? "", $1)
            }
            merged[members[0]] = merge(sorted.map { documents[$0] })
            dropped.formUnion(members.dropFirst())
        }
        guard !merged.isEmpty else { return (documents, given) }
        var result: (documents: [PaletteDocument], appearances: [PaletteLoader.GivenAppearance?]) = ([], [])
        for index in documents.indices where !dropped.contains(index) {
            result.documents.append(merged[index] ?? documents[index])
            result.appearances.append(given[index])
        }
        return result
    }

    /// One document from a collection's mode files, the default mode's first.
    private static func merge(_ files: [PaletteDocument]) -> PaletteDocument {
        var document = PaletteDocument(
            path: files[0].path,
            description: files.lazy.compactMap(\.description).first,
            colorsLocation: files.lazy.compactMap(\.colorsLocation).first
        )
        var index: [String: Int] = [:]
        for (position, file) in files.enumerated() {
            var appearances = ["light", "dark"]
            if position > 0 {
                var name = FigmaModeName.themeName(file.figmaMode?.mode ?? "")
                if name.isEmpty { name = FigmaModeName.themeName("mode-\(position)") }
                let scheme = ModeName.scheme(ofTheme: name)
                document.themes.append(
                    ThemeDeclaration(
                        name: name,
                        location: file.colorsLocation,
                        scheme: scheme,
                        fallback: scheme ?? "light"
                    )
                )
                appearances = [name]
            }
            for entry in file.entries {
                let values = entry.values.flatMap { value in
                    appearances.map { appearance in
                        var copy = value
                        copy.appearance = appearance
                        return copy
                    }
                }
                if let existing = index[entry.key] {
                    document.entries[existing].values += values
                } else {
                    index[entry.key] = document.entries.count
                    var copy = entry
                    copy.values = values
                    document.entries.append(copy)
                }
            }
        }
        return document
    }
}
