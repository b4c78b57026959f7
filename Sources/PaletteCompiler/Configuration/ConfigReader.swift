import PaletteEmitters
import PaletteFrontend
import PaletteModel

/// Reads `palettec.json` into a `BuildConfig`, reporting every problem with its position.
///
/// Pure.
package enum ConfigReader {
    /// The fields a config may have.
    package static let fields = [
        ConfigKeys.palettes, ConfigKeys.outputs, "lint", "allowOutputsOutsideProject", "$schema",
    ]

    /// The fields a palette object may have.
    package static let paletteFields = [ConfigKeys.path, ConfigKeys.format, "appearance", "themes"]

    /// Parses and checks a config file.
    package static func read(_ file: SourceFile, diagnostics: inout DiagnosticBag) -> BuildConfig? {
        var bag = DiagnosticBag()
        guard let root = JSONReader.read(file, diagnostics: &bag) else {
            diagnostics.append(contentsOf: bag)
            return nil
        }
        var config = BuildConfig()
        guard case .object(let members) = root.value else {
            bag.report(.configIsNotAnObject(at: Self.location(of: root, file)))
            diagnostics.append(contentsOf: bag)
            return nil
        }
        var seen: [String: Int] = [:]
        for member in members {
            if let first = seen[member.key] {
                bag.report(
                    .duplicateConfigKey(
                        member.key,
                        at: file.location(ofOffset: member.keyOffset),
                        first: file.location(ofOffset: first)
                    )
                )
                continue
            }
            seen[member.key] = member.keyOffset
            switch member.key {
            case ConfigKeys.palettes:
                config.palettes = palettes(member.value, file, &bag)
            case ConfigKeys.outputs:
                config.outputs = outputs(member.value, file, &bag)
            case "allowOutputsOutsideProject":
                if case .bool(let allowed) = member.value.value {
                    config.allowOutputsOutsideProject = allowed
                } else {
                    bag.report(.allowOutputsOutsideProjectIsNotABool(at: Self.location(of: member.value, file)))
                }
            case "lint":
                config.lint = NativePaletteReader.lintSettings(member.value, file: file, diagnostics: &bag)
            case "$schema":
                break
            default:
                bag.report(
                    .unknownConfigField(
                        member.key,
                        known: Array(fields.dropLast()),
                        at: file.location(ofOffset: member.keyOffset)
                    )
                )
            }
        }
        // A misspelt `palettes` is the one error: the missing list is its consequence.
        let misspeltPalettes = seen.keys.contains {
            !fields.contains($0) && Suggestion.closestOrCompletion(to: $0, in: fields) == ConfigKeys.palettes
        }
        if seen[ConfigKeys.palettes] == nil, !misspeltPalettes {
            bag.report(.configHasNoPalettes(at: Self.location(of: root, file)))
        }
        diagnostics.append(contentsOf: bag)
        return bag.hasErrors ? nil : config
    }

    /// Reads the `palettes` list: paths, or `{ "path": …, "format": …, "appearance": … }` objects.
    package static func palettes(
        _ node: SyntaxNode,
        _ file: SourceFile,
        _ bag: inout DiagnosticBag
    ) -> [BuildConfig.Input] {
        guard case .array(let items) = node.value else {
            bag.report(.palettesIsNotAList(at: Self.location(of: node, file)))
            return []
        }
        var result: [BuildConfig.Input] = []
        for item in items {
            let location = file.location(ofOffset: item.offset)
            switch item.value {
            case .string(let path) where !path.isEmpty:
                result.append(BuildConfig.Input(path: path, format: nil, location: location))
            case .object(let fields):
                var input = BuildConfig.Input(path: "", format: nil, location: location)
                var misspeltPath = false
                for field in fields {
                    switch (field.key, field.value.value) {
                    case (ConfigKeys.path, .string(let path)) where !path.isEmpty:
                        input.path = path
                        input.location = file.location(ofOffset: field.value.offset)
                    case ("appearance", .string(let name)) where !name.isEmpty:
                        input.appearance = name
                        input.appearanceLocation = file.location(ofOffset: field.value.offset)
                    case ("appearance", _):
                        bag.report(.appearanceIsNotAName(at: Self.location(of: field.value, file)))
                    case ("themes", .object(let groups)):
                        for group in groups {
                            guard case .string(let theme) = group.value.value, !theme.isEmpty else {
                                bag.report(.themeIsNotAName(group.key, at: Self.location(of: group.value, file)))
                                continue
                            }
                            input.themes[group.key] = theme
                        }
                    case ("themes", _):
                        bag.report(.themesIsNotAnObject(at: Self.location(of: field.value, file)))
                    case (ConfigKeys.format, .string(let name)):
                        if let format = InputFormat(rawValue: name) {
                            input.format = format
                        } else {
                            bag.report(.unknownInputFormat(name, at: Self.location(of: field.value, file)))
                        }
                    default:
                        let suggestion = Suggestion.closestOrCompletion(to: field.key, in: paletteFields)
                        misspeltPath = misspeltPath || suggestion == ConfigKeys.path
                        bag.report(
                            .paletteFieldNotAllowed(
                                field.key,
                                suggestion: suggestion,
                                at: file.location(ofOffset: field.keyOffset)
                            )
                        )
                    }
                }
                // A misspelt `path` is the one error: the missing path is its consequence.
                if input.path.isEmpty, !misspeltPath {
                    bag.report(.paletteObjectHasNoPath(at: Self.location(of: item, file)))
                } else {
                    result.append(input)
                }
            default:
                bag.report(.paletteIsNotAPath(at: Self.location(of: item, file)))
            }
        }
        if items.isEmpty {
            bag.report(.palettesIsEmpty(at: Self.location(of: node, file)))
        }
        return result
    }

    /// Reads the `outputs` list.
    package static func outputs(
        _ node: SyntaxNode,
        _ file: SourceFile,
        _ bag: inout DiagnosticBag
    ) -> [BuildConfig.Output] {
        guard case .array(let items) = node.value else {
            bag.report(.outputsIsNotAList(at: Self.location(of: node, file)))
            return []
        }
        var result: [BuildConfig.Output] = []
        var paths: [String: Diagnostic.Location] = [:]
        for item in items {
            guard case .object(let fields) = item.value else {
                bag.report(.outputIsNotAnObject(at: Self.location(of: item, file)))
                continue
            }
            var format: OutputFormat?
            var formatName: String?
            var path: String?
            var options: [(SyntaxNode.Member)] = []
            for field in fields {
                switch field.key {
                case ConfigKeys.format:
                    guard case .string(let name) = field.value.value else {
                        bag.report(.outputFormatIsNotAString(at: Self.location(of: field.value, file)))
                        continue
                    }
                    formatName = name
                    format = OutputFormat(rawValue: name)
                    if format == nil {
                        bag.report(.unknownOutputFormat(name, at: Self.location(of: field.value, file)))
                    }
                case ConfigKeys.path:
                    guard case .string(let text) = field.value.value, !text.isEmpty else {
                        bag.report(.outputPathIsNotAPath(at: Self.location(of: field.value, file)))
                        continue
                    }
                    path = text
                    let location = file.location(ofOffset: field.value.offset)
                    if let earlier = paths[text] {
                        bag.report(.twoOutputsWrite(text, at: location, first: earlier))
                    }
                    paths[text] = location
                default:
                    options.append(field)
                }
            }
            if formatName == nil { bag.report(.outputHasNoFormat(at: Self.location(of: item, file))) }
            if path == nil { bag.report(.outputHasNoPath(at: Self.location(of: item, file))) }
            guard let format, let path else { continue }
            let checked = checkOptions(options, format: format, file, &bag)
            result.append(
                BuildConfig.Output(
                    format: format,
                    path: path,
                    options: checked,
                    location: file.location(ofOffset: item.offset)
                )
            )
        }
        return result
    }

    /// Checks an output's options against what its format declares: the name (a former name is read and reported
    /// as deprecated), the kind of value, and the option's own check, each problem at its position.
    package static func checkOptions(
        _ members: [SyntaxNode.Member],
        format: OutputFormat,
        _ file: SourceFile,
        _ bag: inout DiagnosticBag
    ) -> [String: EmitOptions.Value] {
        let emitter = format.emitter
        var result: [String: EmitOptions.Value] = [:]
        for member in members {
            let location = file.location(ofOffset: member.keyOffset)
            guard let spec = emitter.optionSpec(named: member.key) else {
                bag.report(
                    .unknownOption(
                        member.key,
                        of: format,
                        options: emitter.optionSpecs.map(\.name),
                        at: location
                    )
                )
                continue
            }
            if spec.name != member.key {
                bag.report(.deprecatedOption(member.key, now: spec.name, at: location))
            }
            let value: EmitOptions.Value
            switch (spec.kind, member.value.value) {
            case (.bool, .bool(let flag)):
                value = .bool(flag)
            case (.string, .string(let text)), (.choice, .string(let text)):
                value = .string(text)
            case (.bool, _):
                bag.report(.optionIsNotABool(member.key, of: format, at: Self.location(of: member.value, file)))
                continue
            case (.string, _), (.choice, _):
                bag.report(.optionIsNotAString(member.key, of: format, at: Self.location(of: member.value, file)))
                continue
            }
            if let problem = spec.problem(with: value) {
                bag.report(.badOptionValue(spec.name, of: format, problem, at: Self.location(of: member.value, file)))
                continue
            }
            result[spec.name] = value
        }
        return result
    }

    /// Where a node starts.
    package static func location(of node: SyntaxNode, _ file: SourceFile) -> Diagnostic.Location {
        file.location(ofOffset: node.offset)
    }
}

extension Diagnostic {
    fileprivate static func configIsNotAnObject(at location: Location) -> Diagnostic {
        Diagnostic(.invalidConfig, "a config must be an object with 'palettes' and 'outputs'", at: location)
    }

    fileprivate static func duplicateConfigKey(_ key: String, at location: Location, first: Location) -> Diagnostic {
        Diagnostic(
            .duplicateKey,
            "duplicate key '\(key)'",
            at: location,
            notes: [Note("first defined here", at: first)]
        )
    }

    fileprivate static func allowOutputsOutsideProjectIsNotABool(at location: Location) -> Diagnostic {
        Diagnostic(.invalidConfig, "'allowOutputsOutsideProject' must be true or false", at: location)
    }

    fileprivate static func unknownConfigField(_ key: String, known: [String], at location: Location) -> Diagnostic {
        Diagnostic(
            .invalidConfig,
            "unknown field '\(key)'; a config has " + known.map { "'\($0)'" }.joined(separator: ", ")
                + Suggestion.question(Suggestion.closestOrCompletion(to: key, in: known)),
            at: location
        )
    }

    fileprivate static func configHasNoPalettes(at location: Location) -> Diagnostic {
        Diagnostic(.invalidConfig, "a config needs a 'palettes' list", at: location)
    }

    fileprivate static func palettesIsNotAList(at location: Location) -> Diagnostic {
        Diagnostic(.invalidConfig, "'palettes' must be a list of palette paths", at: location)
    }

    fileprivate static func unknownInputFormat(_ name: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .unknownFormat,
            "unknown input format '\(name)'; known: " + InputFormat.allCases.map(\.rawValue).joined(separator: ", ")
                + Suggestion.question(
                    Suggestion.closestOrCompletion(to: name, in: InputFormat.allCases.map(\.rawValue))
                ),
            at: location
        )
    }

    fileprivate static func paletteFieldNotAllowed(
        _ key: String,
        suggestion: String?,
        at location: Location
    ) -> Diagnostic {
        Diagnostic(
            .invalidConfig,
            "a palette is a path, or an object with 'path' and an optional 'format', 'appearance' and 'themes'; "
                + "'\(key)' is not allowed here"
                + Suggestion.question(suggestion),
            at: location
        )
    }

    fileprivate static func themesIsNotAnObject(at location: Location) -> Diagnostic {
        Diagnostic(
            .invalidConfig,
            "'themes' must be an object naming the theme to read for each group of themes "
                + "({ \"Brand\": \"Business\" })",
            at: location
        )
    }

    fileprivate static func themeIsNotAName(_ group: String, at location: Location) -> Diagnostic {
        Diagnostic(.invalidConfig, "the theme for group '\(group)' in 'themes' must be a theme's name", at: location)
    }

    fileprivate static func appearanceIsNotAName(at location: Location) -> Diagnostic {
        Diagnostic(
            .invalidConfig,
            "'appearance' must name the appearance the file's colors are for ('light', 'dark', 'light-hc', "
                + "'dark-hc' or a theme)",
            at: location
        )
    }

    fileprivate static func paletteObjectHasNoPath(at location: Location) -> Diagnostic {
        Diagnostic(.invalidConfig, "a palette object needs a 'path'", at: location)
    }

    fileprivate static func paletteIsNotAPath(at location: Location) -> Diagnostic {
        Diagnostic(.invalidConfig, "a palette must be a non-empty path string", at: location)
    }

    fileprivate static func palettesIsEmpty(at location: Location) -> Diagnostic {
        Diagnostic(.invalidConfig, "'palettes' lists no palette files", at: location)
    }

    fileprivate static func outputsIsNotAList(at location: Location) -> Diagnostic {
        Diagnostic(.invalidConfig, "'outputs' must be a list of { \"format\": …, \"path\": … } objects", at: location)
    }

    fileprivate static func outputIsNotAnObject(at location: Location) -> Diagnostic {
        Diagnostic(.invalidConfig, "an output must be an object with 'format' and 'path'", at: location)
    }

    fileprivate static func outputFormatIsNotAString(at location: Location) -> Diagnostic {
        Diagnostic(.invalidConfig, "'format' must be a string", at: location)
    }

    fileprivate static func unknownOutputFormat(_ name: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .unknownFormat,
            "unknown output format '\(name)'; known: " + OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")
                + Suggestion.question(
                    Suggestion.closestOrCompletion(to: name, in: OutputFormat.allCases.map(\.rawValue))
                ),
            at: location
        )
    }

    fileprivate static func outputPathIsNotAPath(at location: Location) -> Diagnostic {
        Diagnostic(.invalidConfig, "'path' must be a non-empty string", at: location)
    }

    fileprivate static func twoOutputsWrite(_ path: String, at location: Location, first: Location) -> Diagnostic {
        Diagnostic(
            .invalidConfig,
            "two outputs write '\(path)'",
            at: location,
            notes: [Note("first written here", at: first)]
        )
    }

    fileprivate static func outputHasNoFormat(at location: Location) -> Diagnostic {
        Diagnostic(.invalidConfig, "an output needs a 'format'", at: location)
    }

    fileprivate static func outputHasNoPath(at location: Location) -> Diagnostic {
        Diagnostic(.invalidConfig, "an output needs a 'path'", at: location)
    }

    /// `options` are the names the format takes, for the message.
    fileprivate static func unknownOption(
        _ key: String,
        of format: OutputFormat,
        options: [String],
        at location: Location
    ) -> Diagnostic {
        let names = options.map { "'\($0)'" }.joined(separator: ", ")
        return Diagnostic(
            .unknownOption,
            "'\(format.rawValue)' has no option '\(key)'"
                + (names.isEmpty
                    ? "; it takes no options"
                    : "; its options are \(names)"
                        + Suggestion.question(Suggestion.closestOrCompletion(to: key, in: options))),
            at: location
        )
    }

    fileprivate static func deprecatedOption(_ key: String, now name: String, at location: Location) -> Diagnostic {
        Diagnostic(.deprecatedOption, "option '\(key)' is now '\(name)'; the old name is still read", at: location)
    }

    fileprivate static func optionIsNotABool(
        _ key: String,
        of format: OutputFormat,
        at location: Location
    ) -> Diagnostic {
        Diagnostic(.invalidConfig, "\(format.rawValue) option '\(key)' must be true or false", at: location)
    }

    fileprivate static func optionIsNotAString(
        _ key: String,
        of format: OutputFormat,
        at location: Location
    ) -> Diagnostic {
        Diagnostic(.invalidConfig, "\(format.rawValue) option '\(key)' must be a string", at: location)
    }

    /// `problem` is what the option's own check says of the value.
    fileprivate static func badOptionValue(
        _ name: String,
        of format: OutputFormat,
        _ problem: String,
        at location: Location
    ) -> Diagnostic {
        Diagnostic(.invalidConfig, "\(format.rawValue) option '\(name)' \(problem)", at: location)
    }
}
