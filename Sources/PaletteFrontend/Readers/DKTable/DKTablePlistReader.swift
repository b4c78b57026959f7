import PaletteModel

/// Reads DKNightVersion's nested-plist color table (branches `plist` and `feature/plist`): a dict of key →
/// dict of theme name → hex string.
///
/// Themes are taken in first-seen order (`NORMAL` → `light`, `NIGHT` → `dark`, others declared as themes that fall
/// back to `NORMAL`, `DKThemeName.declaration`); colors are decoded as the text table decodes them. Released DKNightVersion (2.4.3) reads only
/// `DKColorTable.txt`, which a `format-hazard` warning at the root says.
enum DKTablePlistReader {
    /// Builds the document from the plist's root node.
    static func document(from root: SyntaxNode, file: SourceFile, diagnostics: inout DiagnosticBag) -> PaletteDocument {
        var document = PaletteDocument(path: file.path, colorsLocation: file.location(ofOffset: root.offset))
        guard let members = root.members(in: file, diagnostics: &diagnostics, else: Diagnostic.notADKPlistTable) else {
            return document
        }
        diagnostics.report(.unreleasedPlistTable(at: file.location(ofOffset: root.offset)))
        var declared: Set<String> = []
        for member in members {
            let keyLocation = file.location(ofOffset: member.keyOffset)
            var entry = EntrySyntax(key: member.key, location: keyLocation, values: [])
            guard case .object(let themes) = member.value.value else {
                diagnostics.report(
                    .rowIsNotADict(
                        member.key,
                        found: member.value.typeName,
                        at: file.location(ofOffset: member.value.offset)
                    )
                )
                document.entries.append(entry)
                continue
            }
            NativePaletteReader.reportDuplicates(themes, file: file, diagnostics: &diagnostics)
            for theme in themes {
                let location = file.location(ofOffset: theme.value.offset)
                guard case .string(let text) = theme.value.value else {
                    diagnostics.report(
                        .colorIsNotAString(member.key, theme: theme.key, found: theme.value.typeName, at: location)
                    )
                    continue
                }
                let appearance = DKThemeName.appearance(theme.key)
                if appearance == theme.key, declared.insert(theme.key).inserted {
                    document.themes.append(
                        DKThemeName.declaration(theme.key, at: file.location(ofOffset: theme.keyOffset))
                    )
                }
                let decoded = DKColorToken(Array(text.utf8)[...])
                if let problem = decoded.problem {
                    diagnostics.report(.dkColor(problem, at: location))
                }
                entry.values.append(
                    ValueSyntax(
                        appearance: appearance,
                        appearanceLocation: file.location(ofOffset: theme.keyOffset),
                        content: .color(decoded.color),
                        location: location
                    )
                )
            }
            document.entries.append(entry)
        }
        return document
    }
}

/// DKNightVersion's theme names as palettec appearances.
enum DKThemeName {
    /// `NORMAL` → `light`, `NIGHT` → `dark`, any other name kept as a theme name.
    static func appearance(_ theme: String) -> String {
        switch theme {
        case "NORMAL": "light"
        case "NIGHT": "dark"
        default: theme
        }
    }

    /// A theme column other than `NORMAL` and `NIGHT`, falling back to `NORMAL` (`light`) as DKNightVersion does:
    /// its manager starts in `NORMAL` when no theme was chosen and its image pickers show the `NORMAL` image for a
    /// theme they have none for; a palette that adds colors to the table's themes (another source of the same
    /// build) gives them their `NORMAL` value there.
    static func declaration(_ theme: String, at location: Diagnostic.Location) -> ThemeDeclaration {
        ThemeDeclaration(name: theme, location: location, fallback: appearance("NORMAL"))
    }
}

extension Diagnostic {
    fileprivate static func notADKPlistTable(found type: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .wrongType,
            "a DKNightVersion plist table must be a <dict> of key → <dict> of theme → color, found \(type)",
            at: location
        )
    }

    /// A warning.
    fileprivate static func unreleasedPlistTable(at location: Location) -> Diagnostic {
        Diagnostic(
            .formatHazard,
            "released DKNightVersion (2.4.3) reads only DKColorTable.txt; this plist table works only with its unreleased plist branches",
            at: location,
            severity: .warning
        )
    }

    fileprivate static func rowIsNotADict(_ key: String, found type: String, at location: Location) -> Diagnostic {
        Diagnostic(.wrongType, "expected a <dict> of theme → color for '\(key)', found \(type)", at: location)
    }

    fileprivate static func colorIsNotAString(
        _ key: String,
        theme: String,
        found type: String,
        at location: Location
    ) -> Diagnostic {
        Diagnostic(.wrongType, "expected a color <string> for '\(key)' in \(theme), found \(type)", at: location)
    }
}
