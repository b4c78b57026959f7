public import PaletteModel

/// Turns the syntax tree of a native palette file (JSON or plist) into a `PaletteDocument`, checking its structure.
///
/// Types and field names are checked here; colors, appearances, aliases and duplicates are checked by lowering.
public enum NativePaletteReader {
    /// The root fields a palette may have.
    static let rootFields: Set<String> = [
        "colors", "name", "description", "appearances", "contrast", "lint", "images", "$schema",
    ]
    /// The fields of an entry object that are not appearance names.
    static let entryFields: Set<String> = ["description", "deprecated", "lint"]
    /// The fields of a theme declaration.
    static let themeFields: Set<String> = ["scheme", "fallback", "description"]

    /// Builds a document from a file's root node, reporting structural problems.
    public static func document(
        from root: SyntaxNode,
        file: SourceFile,
        diagnostics: inout DiagnosticBag
    ) -> PaletteDocument {
        var document = PaletteDocument(path: file.path)
        guard case .object(let members) = root.value else {
            diagnostics.report(.paletteNotAnObject(found: root.typeName, at: file.location(ofOffset: root.offset)))
            return document
        }
        reportDuplicates(members, file: file, diagnostics: &diagnostics)
        var sawColors = false
        var imagesLocation: Diagnostic.Location?
        for member in members {
            let keyLocation = file.location(ofOffset: member.keyOffset)
            switch member.key {
            case "colors":
                sawColors = true
                document.colorsLocation = file.location(ofOffset: member.value.offset)
                guard case .object(let entries) = member.value.value else {
                    diagnostics.report(wrongType(member.value, expected: "an object of colors", file: file))
                    continue
                }
                // Each entry is read from its own syntax alone: large palettes are read in slices side by side.
                document.entries = ParallelSlices.map(count: entries.count, diagnostics: &diagnostics) { entry, bag in
                    entrySyntax(entries[entry], file: file, diagnostics: &bag)
                }
            case "name":
                document.name = string(member.value, file: file, diagnostics: &diagnostics)
            case "description":
                document.description = string(member.value, file: file, diagnostics: &diagnostics)
            case "appearances":
                document.themes = themes(member.value, file: file, diagnostics: &diagnostics)
            case "contrast":
                document.contrastPairs = contrastPairs(member.value, file: file, diagnostics: &diagnostics)
            case "lint":
                document.lint = lintSettings(member.value, file: file, diagnostics: &diagnostics)
            case "images":
                imagesLocation = file.location(ofOffset: member.value.offset)
                document.images = imageEntries(member.value, file: file, diagnostics: &diagnostics)
            case "$schema":
                _ = string(member.value, file: file, diagnostics: &diagnostics)
            default:
                diagnostics.report(.unknownPaletteField(member.key, at: keyLocation))
            }
        }
        if !sawColors {
            // A palette of artwork only may leave `colors` out; an empty one is lowering's `empty-palette`.
            if let imagesLocation {
                document.colorsLocation = imagesLocation
            } else {
                diagnostics.report(.missingColors(at: file.location(ofOffset: root.offset)))
            }
        }
        return document
    }

    /// Reads one member of `colors`: a color string, or an object of appearance values and metadata.
    static func entrySyntax(
        _ member: SyntaxNode.Member,
        file: SourceFile,
        diagnostics: inout DiagnosticBag
    ) -> EntrySyntax {
        let keyLocation = file.location(ofOffset: member.keyOffset)
        switch member.value.value {
        case .string(let text):
            let value = ValueSyntax(
                appearance: nil,
                content: ValueSyntax.nativeContent(text),
                location: file.location(ofOffset: member.value.offset)
            )
            return EntrySyntax(key: member.key, location: keyLocation, values: [value])
        case .object(let written):
            // A field written twice is reported here once; lowering sees only the first.
            let fields = reportDuplicates(written, file: file, diagnostics: &diagnostics)
            var values: [ValueSyntax] = []
            // Room for the values only: a large palette keeps every entry's array until lowering is done.
            values.reserveCapacity(
                fields.reduce(0) { count, field in
                    field.key == "description" || field.key == "deprecated" || field.key == "lint" ? count : count + 1
                }
            )
            var description: String?
            var deprecation: Palette.Deprecation?
            var lintOff: [Rule] = []
            for field in fields.indices {
                switch fields[field].key {
                case "description":
                    description = string(fields[field].value, file: file, diagnostics: &diagnostics)
                case "deprecated":
                    deprecation = self.deprecation(fields[field].value, file: file, diagnostics: &diagnostics)
                case "lint":
                    lintOff = entryLint(fields[field].value, key: member.key, file: file, diagnostics: &diagnostics)
                default:
                    values.append(value(fields[field], file: file, diagnostics: &diagnostics))
                }
            }
            return EntrySyntax(
                key: member.key,
                location: keyLocation,
                values: values,
                description: description,
                deprecation: deprecation,
                lintOff: lintOff
            )
        default:
            diagnostics.report(
                wrongType(
                    member.value,
                    expected: "a color string or an object with 'light' and 'dark' values for '\(member.key)'",
                    file: file
                )
            )
            // Keep the key so a duplicate or an alias to it is still judged correctly; its value is reported.
            let reported = ValueSyntax(appearance: nil, content: .reported, location: keyLocation)
            return EntrySyntax(key: member.key, location: keyLocation, values: [reported])
        }
    }

    /// Reads an entry's `deprecated` field: `true`, `false` or a message; `nil` after reporting a wrong type.
    static func deprecation(
        _ node: SyntaxNode,
        file: SourceFile,
        diagnostics: inout DiagnosticBag
    ) -> Palette.Deprecation? {
        switch node.value {
        case .bool(true): return Palette.Deprecation(message: nil)
        case .bool(false): return nil
        case .string(let message): return Palette.Deprecation(message: message)
        default:
            diagnostics.report(wrongType(node, expected: "true, false or a message", file: file))
            return nil
        }
    }

    /// Reads one appearance field of an entry object: a color string, or a value already reported as the wrong type.
    static func value(_ field: SyntaxNode.Member, file: SourceFile, diagnostics: inout DiagnosticBag) -> ValueSyntax {
        let content: ValueSyntax.Content
        if case .string(let text) = field.value.value {
            content = ValueSyntax.nativeContent(text)
        } else {
            diagnostics.report(wrongType(field.value, expected: "a color string for '\(field.key)'", file: file))
            content = .reported
        }
        return ValueSyntax(
            appearance: field.key,
            appearanceLocation: file.location(ofOffset: field.keyOffset),
            content: content,
            location: file.location(ofOffset: field.value.offset)
        )
    }

    /// Reads the `appearances` object: theme name → declaration.
    static func themes(_ node: SyntaxNode, file: SourceFile, diagnostics: inout DiagnosticBag) -> [ThemeDeclaration] {
        guard case .object(let members) = node.value else {
            diagnostics.report(wrongType(node, expected: "an object of theme declarations", file: file))
            return []
        }
        reportDuplicates(members, file: file, diagnostics: &diagnostics)
        var result: [ThemeDeclaration] = []
        for member in members {
            var theme = ThemeDeclaration(name: member.key, location: file.location(ofOffset: member.keyOffset))
            guard case .object(let fields) = member.value.value else {
                diagnostics.report(
                    wrongType(member.value, expected: "an object such as { \"fallback\": \"light\" }", file: file)
                )
                result.append(theme)
                continue
            }
            reportDuplicates(fields, file: file, diagnostics: &diagnostics)
            for field in fields {
                let location = file.location(ofOffset: field.value.offset)
                switch field.key {
                case "scheme":
                    theme.scheme = string(field.value, file: file, diagnostics: &diagnostics)
                    theme.schemeLocation = location
                case "fallback":
                    theme.fallback = string(field.value, file: file, diagnostics: &diagnostics)
                    theme.fallbackLocation = location
                case "description":
                    theme.description = string(field.value, file: file, diagnostics: &diagnostics)
                default:
                    diagnostics.report(
                        .unknownThemeField(field.key, theme: member.key, at: file.location(ofOffset: field.keyOffset))
                    )
                }
            }
            result.append(theme)
        }
        return result
    }

    /// Reports keys that appear twice in one object, with a note at the first; returns the members without repeats.
    @discardableResult
    static func reportDuplicates(
        _ members: [SyntaxNode.Member],
        file: SourceFile,
        diagnostics: inout DiagnosticBag
    ) -> [SyntaxNode.Member] {
        guard members.count > 1 else { return members }
        // Entry objects have a handful of fields: comparing them pairwise is much cheaper than hashing.
        if members.count <= 8 {
            var repeated = false
            for index in 1..<members.count where !repeated {
                for earlier in 0..<index where members[earlier].key == members[index].key {
                    repeated = true
                    break
                }
            }
            if !repeated { return members }
        }
        var first: [String: Int] = [:]
        var unique: [SyntaxNode.Member] = []
        for member in members {
            if let earlier = first[member.key] {
                diagnostics.report(
                    .repeatedKey(
                        member.key,
                        at: file.location(ofOffset: member.keyOffset),
                        first: file.location(ofOffset: earlier)
                    )
                )
            } else {
                first[member.key] = member.keyOffset
                unique.append(member)
            }
        }
        return unique
    }

    /// The string a node holds, or `nil` after reporting a wrong type.
    static func string(_ node: SyntaxNode, file: SourceFile, diagnostics: inout DiagnosticBag) -> String? {
        if case .string(let text) = node.value { return text }
        diagnostics.report(wrongType(node, expected: "a string", file: file))
        return nil
    }

    /// A `wrong-type` diagnostic at a node.
    static func wrongType(_ node: SyntaxNode, expected: String, file: SourceFile) -> Diagnostic {
        .wrongType(expected: expected, found: node.typeName, at: file.location(ofOffset: node.offset))
    }

    /// Field names in quotes, sorted, for messages.
    static func listed(_ names: Set<String>) -> String {
        names.sorted().map { "'\($0)'" }.joined(separator: ", ")
    }
}

extension Diagnostic {
    fileprivate static func paletteNotAnObject(found: String, at location: Location?) -> Diagnostic {
        Diagnostic(
            .wrongType,
            "a palette must be an object with a 'colors' field (or 'images'), found \(found)",
            at: location
        )
    }

    fileprivate static func unknownPaletteField(_ key: String, at location: Location?) -> Diagnostic {
        let fields = NativePaletteReader.listed(NativePaletteReader.rootFields.subtracting(["$schema"]))
        return Diagnostic(.unknownField, "unknown field '\(key)' is ignored; a palette has \(fields)", at: location)
    }

    fileprivate static func missingColors(at location: Location?) -> Diagnostic {
        Diagnostic(
            .missingField,
            "a palette needs a 'colors' object (or 'images', for a palette of images only)",
            at: location
        )
    }

    fileprivate static func unknownThemeField(_ key: String, theme: String, at location: Location?) -> Diagnostic {
        Diagnostic(
            .unknownField,
            "unknown field '\(key)' in theme '\(theme)' is ignored; a theme has "
                + NativePaletteReader.listed(NativePaletteReader.themeFields),
            at: location
        )
    }

    /// A key repeated in one object; lowering reports a key repeated across the entries of one file alike.
    static func repeatedKey(_ key: String, at location: Location?, first: Location?) -> Diagnostic {
        Diagnostic(
            .duplicateKey,
            "duplicate key '\(key)'; Foundation would silently keep only one of them",
            at: location,
            notes: [Note("'\(key)' first defined here", at: first)]
        )
    }

    /// A value of the wrong kind; `expected` describes the kind, such as "an object of colors".
    fileprivate static func wrongType(expected: String, found: String, at location: Location?) -> Diagnostic {
        Diagnostic(.wrongType, "expected \(expected), found \(found)", at: location)
    }
}
