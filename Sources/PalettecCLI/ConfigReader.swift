import PaletteEmitters
import PaletteFrontend
import PaletteModel

/// Reads `palettec.json` into a `BuildConfig`, reporting every problem with its position.
///
/// Pure.
enum ConfigReader {
    /// The fields a config may have.
    static let fields = ["palettes", "outputs", "allowOutputsOutsideProject", "$schema"]

    /// Parses and checks a config file.
    static func read(_ file: SourceFile, diagnostics: inout DiagnosticBag) -> BuildConfig? {
        var bag = DiagnosticBag()
        guard let root = JSONReader.read(file, diagnostics: &bag) else {
            diagnostics.append(contentsOf: bag)
            return nil
        }
        var config = BuildConfig()
        guard case .object(let members) = root.value else {
            bag.report(error("a config must be an object with 'palettes' and 'outputs'", root, file))
            diagnostics.append(contentsOf: bag)
            return nil
        }
        var seen: [String: Int] = [:]
        for member in members {
            if let first = seen[member.key] {
                bag.report(
                    Diagnostic(
                        .duplicateKey,
                        "duplicate key '\(member.key)'",
                        at: file.location(ofOffset: member.keyOffset),
                        notes: [Diagnostic.Note("first defined here", at: file.location(ofOffset: first))]
                    )
                )
                continue
            }
            seen[member.key] = member.keyOffset
            switch member.key {
            case "palettes":
                config.palettes = palettes(member.value, file, &bag)
            case "outputs":
                config.outputs = outputs(member.value, file, &bag)
            case "allowOutputsOutsideProject":
                if case .bool(let allowed) = member.value.value {
                    config.allowOutputsOutsideProject = allowed
                } else {
                    bag.report(error("'allowOutputsOutsideProject' must be true or false", member.value, file))
                }
            case "$schema":
                break
            default:
                bag.report(
                    Diagnostic(
                        .invalidConfig,
                        "unknown field '\(member.key)'; a config has "
                            + fields.dropLast().map { "'\($0)'" }.joined(separator: ", "),
                        at: file.location(ofOffset: member.keyOffset)
                    )
                )
            }
        }
        if seen["palettes"] == nil {
            bag.report(error("a config needs a 'palettes' list", root, file))
        }
        diagnostics.append(contentsOf: bag)
        return bag.hasErrors ? nil : config
    }

    /// Reads the `palettes` list: paths, or `{ "path": …, "format": … }` objects.
    static func palettes(_ node: SyntaxNode, _ file: SourceFile, _ bag: inout DiagnosticBag) -> [BuildConfig.Input] {
        guard case .array(let items) = node.value else {
            bag.report(error("'palettes' must be a list of palette paths", node, file))
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
                for field in fields {
                    switch (field.key, field.value.value) {
                    case ("path", .string(let path)) where !path.isEmpty:
                        input.path = path
                        input.location = file.location(ofOffset: field.value.offset)
                    case ("format", .string(let name)):
                        if let format = InputFormat(rawValue: name) {
                            input.format = format
                        } else {
                            bag.report(
                                Diagnostic(
                                    .unknownFormat,
                                    "unknown input format '\(name)'; known: "
                                        + InputFormat.allCases.map(\.rawValue).joined(separator: ", "),
                                    at: file.location(ofOffset: field.value.offset)
                                )
                            )
                        }
                    default:
                        bag.report(
                            Diagnostic(
                                .invalidConfig,
                                "a palette is a path, or an object with 'path' and an optional 'format'; "
                                    + "'\(field.key)' is not allowed here",
                                at: file.location(ofOffset: field.keyOffset)
                            )
                        )
                    }
                }
                if input.path.isEmpty {
                    bag.report(error("a palette object needs a 'path'", item, file))
                } else {
                    result.append(input)
                }
            default:
                bag.report(error("a palette must be a non-empty path string", item, file))
            }
        }
        if items.isEmpty {
            bag.report(error("'palettes' lists no palette files", node, file))
        }
        return result
    }

    /// Reads the `outputs` list.
    static func outputs(_ node: SyntaxNode, _ file: SourceFile, _ bag: inout DiagnosticBag) -> [BuildConfig.Output] {
        guard case .array(let items) = node.value else {
            bag.report(error("'outputs' must be a list of { \"format\": …, \"path\": … } objects", node, file))
            return []
        }
        var result: [BuildConfig.Output] = []
        var paths: [String: Diagnostic.Location] = [:]
        for item in items {
            guard case .object(let fields) = item.value else {
                bag.report(error("an output must be an object with 'format' and 'path'", item, file))
                continue
            }
            var format: OutputFormat?
            var formatName: String?
            var path: String?
            var options: [(SyntaxNode.Member)] = []
            for field in fields {
                switch field.key {
                case "format":
                    guard case .string(let name) = field.value.value else {
                        bag.report(error("'format' must be a string", field.value, file))
                        continue
                    }
                    formatName = name
                    format = OutputFormat(rawValue: name)
                    if format == nil {
                        bag.report(
                            Diagnostic(
                                .unknownFormat,
                                "unknown output format '\(name)'; known: "
                                    + OutputFormat.allCases.map(\.rawValue).joined(separator: ", "),
                                at: file.location(ofOffset: field.value.offset)
                            )
                        )
                    }
                case "path":
                    guard case .string(let text) = field.value.value, !text.isEmpty else {
                        bag.report(error("'path' must be a non-empty string", field.value, file))
                        continue
                    }
                    path = text
                    let location = file.location(ofOffset: field.value.offset)
                    if let earlier = paths[text] {
                        bag.report(
                            Diagnostic(
                                .invalidConfig,
                                "two outputs write '\(text)'",
                                at: location,
                                notes: [Diagnostic.Note("first written here", at: earlier)]
                            )
                        )
                    }
                    paths[text] = location
                default:
                    options.append(field)
                }
            }
            if formatName == nil { bag.report(error("an output needs a 'format'", item, file)) }
            if path == nil { bag.report(error("an output needs a 'path'", item, file)) }
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
    static func checkOptions(
        _ members: [SyntaxNode.Member],
        format: OutputFormat,
        _ file: SourceFile,
        _ bag: inout DiagnosticBag
    ) -> [String: EmitOptions.Value] {
        let emitter = format.emitter
        var result: [String: EmitOptions.Value] = [:]
        for member in members {
            let location = file.location(ofOffset: member.keyOffset)
            guard let spec = emitter?.optionSpec(named: member.key) else {
                let names = (emitter?.optionSpecs ?? []).map { "'\($0.name)'" }.joined(separator: ", ")
                bag.report(
                    Diagnostic(
                        .unknownOption,
                        "'\(format.rawValue)' has no option '\(member.key)'"
                            + (names.isEmpty ? "; it takes no options" : "; its options are \(names)"),
                        at: location
                    )
                )
                continue
            }
            if spec.name != member.key {
                bag.report(
                    Diagnostic(
                        .deprecatedOption,
                        "option '\(member.key)' is now '\(spec.name)'; the old name is still read",
                        at: location
                    )
                )
            }
            let value: EmitOptions.Value
            switch (spec.kind, member.value.value) {
            case (.bool, .bool(let flag)):
                value = .bool(flag)
            case (.string, .string(let text)), (.choice, .string(let text)):
                value = .string(text)
            case (.bool, _):
                bag.report(error("\(format.rawValue) option '\(member.key)' must be true or false", member.value, file))
                continue
            case (.string, _), (.choice, _):
                bag.report(error("\(format.rawValue) option '\(member.key)' must be a string", member.value, file))
                continue
            }
            if let problem = spec.problem(with: value) {
                bag.report(error("\(format.rawValue) option '\(spec.name)' \(problem)", member.value, file))
                continue
            }
            result[spec.name] = value
        }
        return result
    }

    /// An `invalid-config` diagnostic at a node.
    static func error(_ message: String, _ node: SyntaxNode, _ file: SourceFile) -> Diagnostic {
        Diagnostic(.invalidConfig, message, at: file.location(ofOffset: node.offset))
    }
}
