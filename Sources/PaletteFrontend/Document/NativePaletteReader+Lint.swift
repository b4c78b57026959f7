import PaletteModel

extension NativePaletteReader {
    /// The options `near-duplicate` takes in an object.
    static let nearDuplicateFields: Set<String> = ["maximumDifference"]
    /// The options `out-of-gamut` takes in an object.
    static let outOfGamutFields: Set<String> = ["gamut"]

    /// Reads a `lint` object (a palette's, or `palettec.json`'s), each rule it names → `true`, `false` or
    /// (`near-duplicate`) options.
    ///
    /// A setting with a problem is reported and left out, so the rule keeps its default.
    public static func lintSettings(
        _ node: SyntaxNode,
        file: SourceFile,
        diagnostics: inout DiagnosticBag
    ) -> [LintSetting] {
        guard case .object(let members) = node.value else {
            diagnostics.report(
                wrongType(node, expected: "an object of rules such as { \"unchanged-dark\": true }", file: file)
            )
            return []
        }
        var settings: [LintSetting] = []
        for member in reportDuplicates(members, file: file, diagnostics: &diagnostics) {
            guard let rule = lintRule(member, file: file, diagnostics: &diagnostics) else { continue }
            let location = file.location(ofOffset: member.value.offset)
            switch member.value.value {
            case .bool(let isOn):
                settings.append(LintSetting(rule: rule, isOn: isOn, location: location))
            case .object(let fields) where rule == .nearDuplicate || rule == .outOfGamut:
                let before = diagnostics.errorCount
                var setting = LintSetting(rule: rule, isOn: true, location: location)
                for field in reportDuplicates(fields, file: file, diagnostics: &diagnostics) {
                    switch (rule, field.key) {
                    case (.nearDuplicate, "maximumDifference"):
                        setting.maximumDifference = maximumDifference(
                            field.value,
                            file: file,
                            diagnostics: &diagnostics
                        )
                    case (.outOfGamut, "gamut"):
                        setting.gamut = lintGamut(field.value, file: file, diagnostics: &diagnostics)
                    default:
                        diagnostics.report(
                            .unknownLintOption(field.key, rule: rule, at: file.location(ofOffset: field.keyOffset))
                        )
                    }
                }
                if diagnostics.errorCount == before { settings.append(setting) }
            default:
                let expected =
                    rule == .nearDuplicate
                    ? "true, false or an object such as { \"maximumDifference\": 0.5 }"
                    : rule == .outOfGamut ? "true, false or an object such as { \"gamut\": \"srgb\" }" : "true or false"
                diagnostics.report(wrongType(member.value, expected: expected, file: file))
            }
        }
        return settings
    }

    /// Reads an entry's `lint` object: the rules it turns off for that entry.
    static func entryLint(_ node: SyntaxNode, key: String, file: SourceFile, diagnostics: inout DiagnosticBag) -> [Rule]
    {
        guard case .object(let members) = node.value else {
            diagnostics.report(wrongType(node, expected: "an object such as { \"unchanged-dark\": false }", file: file))
            return []
        }
        var off: [Rule] = []
        for member in reportDuplicates(members, file: file, diagnostics: &diagnostics) {
            guard let rule = lintRule(member, file: file, diagnostics: &diagnostics) else { continue }
            switch member.value.value {
            case .bool(false):
                off.append(rule)
            case .bool(true):
                diagnostics.report(.entryTurnsRuleOn(rule, key: key, at: file.location(ofOffset: member.value.offset)))
            default:
                diagnostics.report(wrongType(member.value, expected: "false", file: file))
            }
        }
        return off
    }

    /// The rule a `lint` member names, or `nil` after reporting a name no rule has.
    private static func lintRule(
        _ member: SyntaxNode.Member,
        file: SourceFile,
        diagnostics: inout DiagnosticBag
    ) -> Rule? {
        if let rule = LintOptions.rules.first(where: { $0.rawValue == member.key }) { return rule }
        diagnostics.report(.unknownLintRule(member.key, at: file.location(ofOffset: member.keyOffset)))
        return nil
    }

    /// Reads `out-of-gamut`'s `gamut`: `"srgb"` or `"display-p3"`.
    private static func lintGamut(
        _ node: SyntaxNode,
        file: SourceFile,
        diagnostics: inout DiagnosticBag
    ) -> ColorValue.Space? {
        guard case .string(let name) = node.value else {
            diagnostics.report(wrongType(node, expected: "\"srgb\" or \"display-p3\"", file: file))
            return nil
        }
        guard let gamut = ColorValue.Space(rawValue: name) else {
            diagnostics.report(.unknownLintGamut(name, at: file.location(ofOffset: node.offset)))
            return nil
        }
        return gamut
    }

    /// Reads `maximumDifference`: a number from 0 to `LintOptions.largestMaximumDifference`.
    private static func maximumDifference(
        _ node: SyntaxNode,
        file: SourceFile,
        diagnostics: inout DiagnosticBag
    ) -> Double? {
        switch node.value {
        case .number(let text), .integer(let text), .real(let text):
            guard let value = Double(text), value >= 0, value <= LintOptions.largestMaximumDifference else {
                diagnostics.report(.maximumDifferenceOutOfRange(text, at: file.location(ofOffset: node.offset)))
                return nil
            }
            return value
        default:
            diagnostics.report(wrongType(node, expected: "a CIEDE2000 difference such as 0.5", file: file))
            return nil
        }
    }
}

extension Diagnostic {
    /// An `out-of-gamut` gamut palettec does not judge against.
    fileprivate static func unknownLintGamut(_ name: String, at location: Location?) -> Diagnostic {
        let names = ColorValue.Space.allCases.map(\.rawValue)
        return Diagnostic(
            .invalidLint,
            "'\(name)' is not a gamut 'out-of-gamut' judges against; known: \(names.joined(separator: ", "))"
                + Suggestion.question(Suggestion.closest(to: name, in: names)),
            at: location
        )
    }

    /// A `lint` key that is no rule `lint` can set.
    fileprivate static func unknownLintRule(_ name: String, at location: Location?) -> Diagnostic {
        let names = LintOptions.rules.map(\.rawValue)
        return Diagnostic(
            .invalidLint,
            "'\(name)' is not a rule 'lint' can set; known: \(names.joined(separator: ", "))"
                + Suggestion.question(Suggestion.closest(to: name, in: names)),
            at: location
        )
    }

    /// An option a rule does not have.
    fileprivate static func unknownLintOption(_ name: String, rule: Rule, at location: Location?) -> Diagnostic {
        let fields =
            rule == .outOfGamut ? NativePaletteReader.outOfGamutFields : NativePaletteReader.nearDuplicateFields
        let names = fields.sorted()
        return Diagnostic(
            .invalidLint,
            "'\(rule.rawValue)' has no option '\(name)'; it has \(names.map { "'\($0)'" }.joined(separator: ", "))"
                + Suggestion.question(Suggestion.closest(to: name, in: names)),
            at: location
        )
    }

    /// A `maximumDifference` outside what the check can use.
    fileprivate static func maximumDifferenceOutOfRange(_ text: String, at location: Location?) -> Diagnostic {
        Diagnostic(
            .invalidLint,
            "'maximumDifference' is a CIEDE2000 difference from 0 to \(ColorValue.decimal(LintOptions.largestMaximumDifference)), "
                + "found \(text)",
            at: location
        )
    }

    /// An entry's `lint` turning a rule on, which only the palette's `lint` does.
    fileprivate static func entryTurnsRuleOn(_ rule: Rule, key: String, at location: Location?) -> Diagnostic {
        Diagnostic(
            .invalidLint,
            "an entry's 'lint' can only turn a rule off for it ('\(rule.rawValue)': false); turn '\(rule.rawValue)' on "
                + "in the palette's top-level 'lint'",
            at: location
        )
    }
}
