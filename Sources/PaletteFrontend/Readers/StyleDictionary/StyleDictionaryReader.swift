import PaletteModel

/// Reads Style Dictionary's legacy token files: objects with `value` (and `darkValue`, `hcValue`,
/// `hcDarkValue`, `comment`, `type`) nested in groups, JSON or JSONC/JSON5 (comments and trailing commas).
///
/// A file `x.json` is read with its siblings `x.dark.json`, `x.hc.json` and `x.hcDark.json` (the multi-file
/// recipe), whose `value`s are the dark, light high-contrast and dark high-contrast values; a folder is read
/// whole, one document per base file. References `{a.b}` and `{a.b.value}` are aliases to key `a.b`;
/// `{a.b.darkValue}` is an alias only where it stands for the same appearance. A token is a color when its
/// `type` is `color`; without a type, when its value is a color literal or (following aliases) refers to a
/// token whose top-level group is `color`, Style Dictionary's category convention. A color token whose value is
/// a CSS gradient is not read (an `unsupported-by-format` warning at each gradient). A Tokens Studio color modifier
/// (`$extensions["studio.tokens"].modify`, which sd-transforms computes in Style Dictionary) derives the token's
/// colors from the ones written (`StudioModifyReader`).
struct StyleDictionaryReader: Sendable {
    /// The appearance a multi-file suffix and a single-token field stand for.
    static let variants: [(suffix: String, field: String, appearance: String)] = [
        ("dark", "darkValue", "dark"), ("hc", "hcValue", "light-hc"), ("hcDark", "hcDarkValue", "dark-hc"),
    ]

    /// The file extensions read.
    static let extensions = [".json", ".jsonc", ".json5"]

    /// Reads a file with its variants, or every token file of a folder.
    static func read(
        _ path: String,
        files: any FileProvider,
        limits: ReaderLimits,
        diagnostics: inout DiagnosticBag
    ) -> [PaletteDocument] {
        var paths = [path]
        if files.isFolder(path) {
            paths = FolderWalk.paths(
                in: path,
                files: files,
                maxEntries: limits.maxFolderEntries,
                diagnostics: &diagnostics
            ) { _, name, isFolder in
                extensions.contains { ForeignFiles.hasSuffix(name, $0) } ? .take : isFolder ? .descend : .skip
            }
        }
        var groups: [String: [(String, String?)]] = [:]
        var order: [String] = []
        for file in paths {
            let (base, variant) = split(file)
            if groups[base] == nil { order.append(base) }
            groups[base, default: []].append((file, variant))
        }
        if !files.isFolder(path) {
            // A single file is read with the siblings of its base name.
            let (base, _) = split(path)
            order = [base]
            groups[base] = siblings(base, files: files)
            if groups[base]?.isEmpty ?? true { groups[base] = [(path, nil)] }
        }
        return order.compactMap { base in
            document(groups[base] ?? [], files: files, limits: limits, diagnostics: &diagnostics)
        }
    }

    /// The base path and the variant (`dark`, `hc`, `hcDark`) of a file name like `x.dark.json5`.
    static func split(_ path: String) -> (base: String, variant: String?) {
        guard let ext = extensions.first(where: { ForeignFiles.hasSuffix(path, $0) }) else { return (path, nil) }
        let stem = String(path.dropLast(ext.count))
        for variant in variants where stem.hasSuffix("." + variant.suffix) {
            return (String(stem.dropLast(variant.suffix.count + 1)) + ext, variant.suffix)
        }
        return (path, nil)
    }

    /// The existing files of a base name: the base itself and each variant.
    private static func siblings(_ base: String, files: any FileProvider) -> [(String, String?)] {
        guard let ext = extensions.first(where: { ForeignFiles.hasSuffix(base, $0) }) else { return [] }
        let stem = String(base.dropLast(ext.count))
        var result: [(String, String?)] = []
        if files.contents(of: base) != nil { result.append((base, nil)) }
        for variant in variants {
            let path = stem + "." + variant.suffix + ext
            if files.contents(of: path) != nil { result.append((path, variant.suffix)) }
        }
        return result
    }

    /// One document from a base file and its variants.
    private static func document(
        _ members: [(String, String?)],
        files: any FileProvider,
        limits: ReaderLimits,
        diagnostics: inout DiagnosticBag
    ) -> PaletteDocument? {
        guard let main = members.first(where: { $0.1 == nil }) ?? members.first else { return nil }
        let hasBase = members.contains { $0.1 == nil }
        var document = PaletteDocument(path: main.0)
        var entries: [TokenPaths.Path: Int] = [:]
        var read: [(SourceFile, String?, [StyleDictionaryToken])] = []
        // The base file and its variants name the same token by the same path.
        var paths = TokenPaths()
        var known: [TokenPaths.Path: StyleDictionaryToken] = [:]
        for (path, variant) in members {
            guard let file = ForeignFiles.load(path, files: files, limits: limits, diagnostics: &diagnostics),
                let root = ForeignJSON.read(file, limits: limits, diagnostics: &diagnostics)
            else { continue }
            if variant == nil { document.colorsLocation = file.location(ofOffset: root.offset) }
            // One variant alone is a lone theme file, which pairing reports; several are reported here.
            if !hasBase, members.count > 1, read.isEmpty {
                diagnostics.report(.variantsWithoutBase(members, at: file.location(ofOffset: root.offset)))
            }
            let tokens = StyleDictionaryToken.tokens(in: root, file: file, paths: &paths, diagnostics: &diagnostics)
            for token in tokens where known[token.path] == nil { known[token.path] = token }
            read.append((file, variant, tokens))
        }
        // A color token that is a gradient in any file is not read; each gradient gets a warning.
        var gradients: Set<TokenPaths.Path> = []
        for (file, _, tokens) in read {
            for token in tokens where token.isColor(paths: paths, known: known) {
                guard let gradient = token.gradient else { continue }
                gradients.insert(token.path)
                diagnostics.report(
                    .gradientIsNotRead(
                        paths.key(token.path),
                        function: gradient.function,
                        at: file.location(ofOffset: gradient.node.offset)
                    )
                )
            }
        }
        for (file, variant, tokens) in read {
            let variantAppearance = variants.first { $0.suffix == variant }?.appearance
            // The file's own tokens, by path, for the references of color modifiers: made for the first of them.
            var local: [TokenPaths.Path: StyleDictionaryToken]?
            for token in tokens where !gradients.contains(token.path) && token.isColor(paths: paths, known: known) {
                // A color's key is joined once, when its first file names it.
                let index = entries[token.path]
                let key = index.map { document.entries[$0].key } ?? paths.key(token.path)
                var values = token.values(
                    key: key,
                    variantAppearance: variantAppearance,
                    file: file,
                    diagnostics: &diagnostics
                )
                if let modify = StudioModifyReader.modifyNode(in: token.fields) {
                    if local == nil {
                        local = Dictionary(tokens.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
                    }
                    let own = local ?? [:]
                    values = StudioModifyReader.modified(
                        values,
                        by: modify,
                        key: key,
                        file: file,
                        lookup: { paths.path(ofKey: $0).flatMap { own[$0]?.field("value") } },
                        diagnostics: &diagnostics
                    )
                }
                if let index {
                    document.entries[index].values += values
                } else {
                    entries[token.path] = document.entries.count
                    document.entries.append(
                        EntrySyntax(
                            key: key,
                            location: file.location(ofOffset: token.keyOffset),
                            values: values,
                            description: token.comment
                        )
                    )
                }
            }
        }
        // `{ "light": {…}, "dark": {…} }`: the groups are appearances, not key parts.
        AppearanceGroups.regroup(&document)
        // Without the base file the variants are all there is, as a lone `theme-dark.json` is: the dark variant (or
        // the only one) stands for every appearance the others do not give.
        if !hasBase {
            let written = members.compactMap { member in variants.first { $0.suffix == member.1 }?.appearance }
            let lone = written.contains("dark") ? "dark" : written.first
            for index in document.entries.indices {
                let values = document.entries[index].values
                if values.allSatisfy({ $0.appearance == lone }) {
                    for value in values.indices { document.entries[index].values[value].appearance = nil }
                } else if !values.contains(where: { $0.appearance == "light" }) {
                    document.entries[index].values += values.filter { $0.appearance == lone }.map {
                        var light = $0
                        light.appearance = "light"
                        return light
                    }
                }
            }
        }
        // Modes other than the built-in appearances (`"value": { "light": …, "sepia": … }`) are themes.
        document.themes = ModeName.themes(for: document.entries)
        // A base value written once stands for every appearance only when no variant file overrides it.
        for index in document.entries.indices {
            let values = document.entries[index].values
            if values.contains(where: { $0.appearance != nil && $0.appearance != "light" }),
                let plain = values.firstIndex(where: { $0.appearance == nil })
            {
                document.entries[index].values[plain].appearance = "light"
            }
        }
        return document
    }
}

extension Diagnostic {
    /// A warning about variant files (`x.dark.json`, …) whose base file `x.json` is not there, once at the first of
    /// them.
    fileprivate static func variantsWithoutBase(_ members: [(String, String?)], at location: Location) -> Diagnostic {
        let names = members.map { "'\(PathText.lastComponent($0.0))'" }
        let appearances = members.compactMap { member in
            StyleDictionaryReader.variants.first { $0.suffix == member.1 }?.appearance
        }
        let base = PathText.lastComponent(StyleDictionaryReader.split(members[0].0).base)
        let subject =
            names.count == 1
            ? "\(names[0]) is the \(appearances[0]) variant"
            : "\(names.joined(separator: ", ")) are the \(appearances.joined(separator: ", ")) variants"
        let lone = appearances.contains("dark") ? "dark" : appearances[0]
        return Diagnostic(
            .missingAppearance,
            "\(subject) of '\(base)', which is not there, so its \(lone) colors are used for every appearance; "
                + "Style Dictionary's multi-file recipe reads 'X.dark.json', 'X.hc.json' and 'X.hcDark.json' only "
                + "beside 'X.json': add '\(base)' with the light values",
            at: location,
            severity: .warning
        )
    }
}
