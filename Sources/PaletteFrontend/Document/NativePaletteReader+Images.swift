import PaletteModel

extension NativePaletteReader {
    /// The fields of an image entry object that are not appearance names.
    static let imageEntryFields: Set<String> = ["description", "deprecated", "template"]
    /// The fields of a derived image value.
    static let dimFields: Set<String> = ["dim", "from"]

    /// Reads the `images` object: key → a file path, or an object of appearance values and metadata.
    static func imageEntries(
        _ node: SyntaxNode,
        file: SourceFile,
        diagnostics: inout DiagnosticBag
    ) -> [ImageEntrySyntax] {
        guard case .object(let members) = node.value else {
            diagnostics.report(wrongType(node, expected: "an object of images", file: file))
            return []
        }
        return members.map { imageEntry($0, file: file, diagnostics: &diagnostics) }
    }

    /// Reads one member of `images`.
    static func imageEntry(
        _ member: SyntaxNode.Member,
        file: SourceFile,
        diagnostics: inout DiagnosticBag
    ) -> ImageEntrySyntax {
        let keyLocation = file.location(ofOffset: member.keyOffset)
        switch member.value.value {
        case .string:
            let value = imageValue(member.value, appearance: nil, file: file, diagnostics: &diagnostics)
            return ImageEntrySyntax(key: member.key, location: keyLocation, values: [value])
        case .object(let written):
            let fields = reportDuplicates(written, file: file, diagnostics: &diagnostics)
            var entry = ImageEntrySyntax(key: member.key, location: keyLocation, values: [])
            for field in fields {
                switch field.key {
                case "description":
                    entry.description = string(field.value, file: file, diagnostics: &diagnostics)
                case "deprecated":
                    entry.deprecation = deprecation(field.value, file: file, diagnostics: &diagnostics)
                case "template":
                    if case .bool(let isTemplate) = field.value.value {
                        entry.isTemplate = isTemplate
                    } else {
                        diagnostics.report(wrongType(field.value, expected: "true or false", file: file))
                    }
                case "dim", "from":
                    diagnostics.report(.misplacedDerivation(field.key, at: file.location(ofOffset: field.keyOffset)))
                    entry.values.append(ImageValueSyntax(appearance: nil, content: .reported, location: keyLocation))
                default:
                    var value = imageValue(field.value, appearance: field.key, file: file, diagnostics: &diagnostics)
                    value.appearanceLocation = file.location(ofOffset: field.keyOffset)
                    entry.values.append(value)
                }
            }
            return entry
        default:
            diagnostics.report(
                wrongType(
                    member.value,
                    expected: "an image path or an object with 'light' and 'dark' values for '\(member.key)'",
                    file: file
                )
            )
            let reported = ImageValueSyntax(appearance: nil, content: .reported, location: keyLocation)
            return ImageEntrySyntax(key: member.key, location: keyLocation, values: [reported])
        }
    }

    /// Reads one image value: a path, an alias `{KEY}`, or `{ "dim": opacity, "from": appearance }`.
    static func imageValue(
        _ node: SyntaxNode,
        appearance: String?,
        file: SourceFile,
        diagnostics: inout DiagnosticBag
    ) -> ImageValueSyntax {
        let location = file.location(ofOffset: node.offset)
        var value = ImageValueSyntax(appearance: appearance, content: .reported, location: location)
        switch node.value {
        case .string(let text):
            if text.utf8.count >= 2, text.utf8.first == 0x7B, text.utf8.last == 0x7D {
                value.content = .alias(String(text.dropFirst().dropLast()))
            } else if text.isEmpty {
                diagnostics.report(.emptyImagePath(at: location))
            } else {
                value.content = .file(text)
            }
        case .object(let members):
            value.content = dim(members, node: node, file: file, diagnostics: &diagnostics)
        default:
            let name = appearance.map { " for '\($0)'" } ?? ""
            diagnostics.report(
                wrongType(node, expected: "an image path, an alias or { \"dim\": 0.4 }\(name)", file: file)
            )
        }
        return value
    }

    /// Reads a derived value: `dim` (0…1, required) and `from` (an appearance, `light` when not written).
    private static func dim(
        _ written: [SyntaxNode.Member],
        node: SyntaxNode,
        file: SourceFile,
        diagnostics: inout DiagnosticBag
    ) -> ImageValueSyntax.Content {
        let members = reportDuplicates(written, file: file, diagnostics: &diagnostics)
        var opacity: Double?
        var from: String?
        var flawed = false
        for member in members {
            switch member.key {
            case "dim":
                switch member.value.value {
                case .number(let text), .integer(let text), .real(let text):
                    guard let number = Double(text), number.isFinite, number >= 0, number <= 1 else {
                        diagnostics.report(.dimOutOfRange(text, at: file.location(ofOffset: member.value.offset)))
                        flawed = true
                        continue
                    }
                    opacity = number
                default:
                    diagnostics.report(wrongType(member.value, expected: "an opacity from 0 to 1", file: file))
                    flawed = true
                }
            case "from":
                from = string(member.value, file: file, diagnostics: &diagnostics)
                flawed = flawed || from == nil
            default:
                diagnostics.report(.unknownDerivationField(member.key, at: file.location(ofOffset: member.keyOffset)))
            }
        }
        guard !flawed else { return .reported }
        guard let opacity else {
            diagnostics.report(.missingDim(at: file.location(ofOffset: node.offset)))
            return .reported
        }
        return .dim(opacity: opacity, from: from)
    }
}

extension Diagnostic {
    fileprivate static func misplacedDerivation(_ key: String, at location: Location?) -> Diagnostic {
        Diagnostic(
            .invalidImageValue,
            "'\(key)' belongs in an appearance's value, such as { \"light\": \"logo.png\", \"dark\": { \"dim\": 0.4 } }",
            at: location
        )
    }

    fileprivate static func emptyImagePath(at location: Location?) -> Diagnostic {
        Diagnostic(.invalidImageValue, "an image path cannot be empty", at: location)
    }

    fileprivate static func unknownDerivationField(_ key: String, at location: Location?) -> Diagnostic {
        Diagnostic(
            .unknownField,
            "unknown field '\(key)' in a derived image is ignored; it has "
                + NativePaletteReader.listed(NativePaletteReader.dimFields),
            at: location
        )
    }

    fileprivate static func missingDim(at location: Location?) -> Diagnostic {
        Diagnostic(
            .missingField,
            "a derived image needs 'dim', the opacity of black laid over the image, such as { \"dim\": 0.4 }",
            at: location
        )
    }

    fileprivate static func dimOutOfRange(_ text: String, at location: Location?) -> Diagnostic {
        Diagnostic(
            .invalidImageValue,
            "'dim' is \(text); it is the opacity of black laid over the image, from 0 (unchanged) to 1 (black)",
            at: location
        )
    }
}
