import PaletteModel

/// The theme-level custom properties of a style sheet and the local files it imports, by slot, with the cascade
/// applied: in each slot a later declaration of a property replaces an earlier one, unless only the earlier one is
/// `!important`.
///
/// Rules are unwrapped from `@layer` and `@supports`; `@media (prefers-color-scheme: …)` gives the root its scheme;
/// Tailwind's `@theme` (also `inline`, `static`, `default`; not `reference`, which emits nothing) is the base set.
/// Everything else (component rules, other at-rules, nested rules) is skipped, and its custom properties counted for
/// one note. `@import` of a relative path (`./`, `../`) is read in place, each file once, at most
/// `maximumImportDepth` deep; other imports (`tailwindcss`, packages, URLs) are left to the tools that resolve them.
struct CSSThemeSheet {
    /// One custom property as declared.
    struct Declaration {
        /// The name without `--`.
        var key: String
        /// The value as written, without `!important`.
        var value: String
        /// Whether it is `!important`.
        var important: Bool
        /// The index of its file in `files`.
        var file: Int
        /// Where the name is.
        var nameOffset: Int
        /// Where the value is.
        var valueOffset: Int
    }

    /// How deep `@import`s may nest.
    static let maximumImportDepth = 16
    /// The most files one sheet may import.
    static let maximumImports = 256

    /// The files read: the sheet first, then its imports in the order they were met.
    private(set) var files: [SourceFile] = []
    /// The declarations of each slot, by key.
    private(set) var slots: [CSSThemeSlot: [String: Declaration]] = [:]
    /// The slots in the order they were first written.
    private(set) var slotOrder: [CSSThemeSlot] = []
    /// Every key in the order it was first declared.
    private(set) var keys: [String] = []
    /// The keys of `keys`, to look up.
    private(set) var declared: Set<String> = []
    /// Custom properties in rules that are not theme-level: how many, and the first.
    private(set) var scoped: (count: Int, first: Diagnostic.Location?) = (0, nil)

    /// The sheet at `path` and the files it imports.
    init(path: String, files provider: any FileProvider, limits: ReaderLimits, diagnostics: inout DiagnosticBag) {
        var seen: Set<String> = [PathText.normalized(path)]
        read(path, from: nil, depth: 0, seen: &seen, provider: provider, limits: limits, diagnostics: &diagnostics)
    }

    /// The contexts a block can open.
    private enum Context {
        /// `@layer`, `@supports`, `@media (prefers-color-scheme: …)`: rules inside are read with `media`.
        case transparent(media: CSSThemeSelector.MediaScheme?)
        /// A theme-level rule or `@theme`: its declarations go to these slots.
        case rule([CSSThemeSlot])
        /// Anything else: its custom properties are counted, not read.
        case skipped
    }

    private mutating func read(
        _ path: String,
        from reference: Diagnostic.Location?,
        depth: Int,
        seen: inout Set<String>,
        provider: any FileProvider,
        limits: ReaderLimits,
        diagnostics: inout DiagnosticBag
    ) {
        guard
            let file = ForeignFiles.load(
                path,
                files: provider,
                limits: limits,
                diagnostics: &diagnostics,
                referencedFrom: reference
            ), let start = SourceEncoding.textStart(of: file, limits: limits, diagnostics: &diagnostics)
        else { return }
        files.append(file)
        let fileIndex = files.count - 1
        let items = CSSScanner.scan(file, from: start, limits: limits, diagnostics: &diagnostics)
        var stack: [Context] = []
        for item in items {
            switch item.kind {
            case .open(let prelude):
                stack.append(Self.context(opening: prelude, inside: stack.last))
            case .close:
                _ = stack.popLast()
            case .statement(let text):
                guard stack.isEmpty, let target = Self.importedPath(text) else { continue }
                let location = file.location(ofOffset: item.offset)
                let imported = PathText.join(PathText.parent(path), target)
                guard depth < Self.maximumImportDepth, files.count < Self.maximumImports else {
                    diagnostics.report(.cssImportsTooDeep(depth: Self.maximumImportDepth, at: location))
                    continue
                }
                // A file imported twice (or a cycle) is read once, as its first import placed it.
                guard seen.insert(PathText.normalized(imported)).inserted else { continue }
                read(
                    imported,
                    from: location,
                    depth: depth + 1,
                    seen: &seen,
                    provider: provider,
                    limits: limits,
                    diagnostics: &diagnostics
                )
            case .declaration(let name, let value, let important, let valueOffset):
                guard name.hasPrefix("--"), name.utf8.count > 2 else { continue }
                let declaration = Declaration(
                    key: String(name.dropFirst(2)),
                    value: value,
                    important: important,
                    file: fileIndex,
                    nameOffset: item.offset,
                    valueOffset: valueOffset
                )
                switch stack.last {
                case .rule(let targets)?:
                    for slot in targets { declare(declaration, in: slot) }
                case .skipped?, .transparent?:
                    scoped.count += 1
                    if scoped.first == nil { scoped.first = file.location(ofOffset: item.offset) }
                case nil:
                    continue
                }
            }
        }
    }

    /// Records a declaration in a slot, as the cascade orders them.
    private mutating func declare(_ declaration: Declaration, in slot: CSSThemeSlot) {
        if slots[slot] == nil {
            slots[slot] = [:]
            slotOrder.append(slot)
        }
        if let earlier = slots[slot]?[declaration.key] {
            guard declaration.important || !earlier.important else { return }
        } else if declared.insert(declaration.key).inserted {
            keys.append(declaration.key)
        }
        slots[slot]?[declaration.key] = declaration
    }

    /// The context a block with `prelude` opens inside `outer`.
    private static func context(opening prelude: String, inside outer: Context?) -> Context {
        let media: CSSThemeSelector.MediaScheme?
        switch outer {
        case nil: media = nil
        case .transparent(let outerMedia): media = outerMedia
        case .rule, .skipped: return .skipped
        }
        guard prelude.hasPrefix("@") else {
            let slots = CSSThemeSelector.slots(prelude, media: media)
            return slots.isEmpty ? .skipped : .rule(slots)
        }
        let words = prelude.dropFirst().split(separator: " ", maxSplits: 1)
        let name = words.first.map { $0.lowercased() } ?? ""
        let rest = words.count > 1 ? String(words[1]) : ""
        switch name {
        case "layer", "supports":
            return .transparent(media: media)
        case "media":
            guard let scheme = CSSThemeSelector.mediaScheme(rest), media == nil || media == scheme else {
                return .skipped
            }
            return .transparent(media: scheme)
        case "theme":
            let options = rest.lowercased().split(separator: " ")
            guard media == nil, !options.contains("reference") else { return .skipped }
            return .rule([.base])
        default:
            return .skipped
        }
    }

    /// The relative path an `@import` statement reads, `nil` for a package, a URL or another at-rule.
    static func importedPath(_ statement: String) -> String? {
        let lowered = statement.lowercased()
        guard lowered.hasPrefix("@import") else { return nil }
        var rest = statement.dropFirst("@import".count).drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        if rest.lowercased().hasPrefix("url(") {
            rest = rest.dropFirst(4).drop { $0 == " " }
        }
        guard let quote = rest.first else { return nil }
        let target: Substring
        if quote == "\"" || quote == "'" {
            let body = rest.dropFirst()
            guard let end = body.firstIndex(of: quote) else { return nil }
            target = body[..<end]
        } else {
            target = rest.prefix { $0 != ")" && $0 != " " && $0 != ";" }
        }
        guard target.hasPrefix("./") || target.hasPrefix("../") else { return nil }
        return String(target)
    }
}

extension Diagnostic {
    fileprivate static func cssImportsTooDeep(depth: Int, at location: Location) -> Diagnostic {
        Diagnostic(
            .limitExceeded,
            "this @import is not read: imports nest deeper than \(depth) files, or the sheet imports more than \(CSSThemeSheet.maximumImports)",
            at: location
        )
    }
}
