import PaletteModel

/// Reads an LFLDarkModeKit `*.bundle` folder: `light.plist` and `dark.plist`, each a flat dict of key → hex
/// string (`RRGGBB`, or `AARRGGBB` with alpha FIRST).
///
/// Entries are the light file's keys in order, then keys only the dark file has. A key in one file only is
/// read with the one appearance it has (lowering reports `missing-appearance` at it) and a note at the other
/// file says what the runtime shows instead (opaque black). Strings the runtime misreads or crashes on
/// (`#`/`0x` prefixes, other lengths, non-hex characters) are `format-hazard` errors; non-string values are
/// `wrong-type` errors (the runtime would crash on them).
struct LFLBundleReader: Sendable {
    /// One plist of the bundle: its file and its members.
    private struct Table {
        /// The file, for locations.
        var file: SourceFile
        /// The root dict's members, duplicates already reported and dropped (the last one wins, as in Foundation).
        var members: [SyntaxNode.Member]
        /// Where the root dict starts.
        var rootOffset: Int
        /// The keys, for lookups from the other file.
        var keys: Set<String>
    }

    /// Reads the bundle folder, or returns `nil` when neither plist could be read.
    static func read(
        bundle path: String,
        files: any FileProvider,
        limits: ReaderLimits,
        diagnostics: inout DiagnosticBag
    ) -> PaletteDocument? {
        let light = table(
            PathText.join(path, "light.plist"),
            files: files,
            limits: limits,
            diagnostics: &diagnostics
        )
        let dark = table(PathText.join(path, "dark.plist"), files: files, limits: limits, diagnostics: &diagnostics)
        guard light != nil || dark != nil else { return nil }
        var document = PaletteDocument(path: path)
        if let main = light ?? dark {
            document.colorsLocation = main.file.location(ofOffset: main.rootOffset)
        }
        var index: [String: Int] = [:]
        for (appearance, table, other) in [("light", light, dark), ("dark", dark, light)] {
            guard let table else { continue }
            for member in table.members {
                let value = value(member, appearance: appearance, file: table.file, diagnostics: &diagnostics)
                if let position = index[member.key] {
                    document.entries[position].values.append(contentsOf: value.map { [$0] } ?? [])
                    continue
                }
                index[member.key] = document.entries.count
                let keyLocation = table.file.location(ofOffset: member.keyOffset)
                document.entries.append(
                    EntrySyntax(key: member.key, location: keyLocation, values: value.map { [$0] } ?? [])
                )
                if let other, !other.keys.contains(member.key) {
                    diagnostics.report(
                        .notInOtherPlist(
                            member.key,
                            plist: PathText.lastComponent(other.file.path),
                            mode: appearance == "light" ? "dark" : "light",
                            at: other.file.location(ofOffset: other.rootOffset)
                        )
                    )
                }
            }
        }
        return document
    }

    /// Reads one plist of the bundle, or `nil` after reporting why it cannot be used.
    private static func table(
        _ path: String,
        files: any FileProvider,
        limits: ReaderLimits,
        diagnostics: inout DiagnosticBag
    ) -> Table? {
        guard let file = ForeignFiles.load(path, files: files, limits: limits, diagnostics: &diagnostics) else {
            return nil
        }
        guard let root = PlistReader.read(file, limits: limits, diagnostics: &diagnostics) else { return nil }
        guard let members = root.members(in: file, diagnostics: &diagnostics, else: Diagnostic.notAnLFLTable) else {
            return nil
        }
        let kept = SyntaxNode.lastOfEachKey(members, file: file, diagnostics: &diagnostics)
        return Table(file: file, members: kept, rootOffset: root.offset, keys: Set(kept.map(\.key)))
    }

    /// The value of one member, or `nil` after reporting a value that is not a string.
    private static func value(
        _ member: SyntaxNode.Member,
        appearance: String,
        file: SourceFile,
        diagnostics: inout DiagnosticBag
    ) -> ValueSyntax? {
        let location = file.location(ofOffset: member.value.offset)
        guard case .string(let text) = member.value.value else {
            diagnostics.report(.lflValueIsNotAString(member.key, found: member.value.typeName, at: location))
            return nil
        }
        let token = LFLColorToken(text)
        if let hazard = token.hazard {
            diagnostics.report(.lflColor(hazard, at: location))
        }
        return ValueSyntax(appearance: appearance, content: .color(token.color), location: location)
    }
}

extension Diagnostic {
    /// A note (lowering reports the missing value itself); `plist` is the other file's name, `mode` its appearance.
    fileprivate static func notInOtherPlist(
        _ key: String,
        plist: String,
        mode: String,
        at location: Location
    ) -> Diagnostic {
        Diagnostic(
            .missingAppearance,
            "'\(key)' is not in \(plist); in \(mode) mode LFLDarkModeKit shows opaque black for it",
            at: location,
            severity: .note
        )
    }

    fileprivate static func notAnLFLTable(found type: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .wrongType,
            "an LFLDarkModeKit plist must be a <dict> of key → hex string, found \(type)",
            at: location
        )
    }

    fileprivate static func lflValueIsNotAString(_ key: String, found type: String, at location: Location) -> Diagnostic
    {
        Diagnostic(
            .wrongType,
            "expected a hex <string> for '\(key)', found \(type); LFLDarkModeKit would crash on it",
            at: location
        )
    }
}
