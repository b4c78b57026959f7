import PaletteEmitters
import PaletteFrontend

/// The `--option NAME=VALUE` arguments of `convert`, checked against the output format's own option declarations
/// as `palettec.json`'s outputs are: the name (a former name is still read), the kind of value, and the option's own
/// check.
package enum OptionArguments {
    /// The option of every output that can lose something (`allowLoss`), which `convert --lenient` sets.
    package static let allowLoss = "allowLoss"

    /// The first wrong option argument, said as a usage error.
    package struct Problem: Error, Equatable {
        package var message: String
    }

    /// The options as the emitter takes them, or the usage error of the first wrong one (in name order).
    package static func values(
        _ given: [String: String],
        for format: OutputFormat
    ) throws(OptionArguments.Problem) -> [String: EmitOptions.Value] {
        let emitter = format.emitter
        var result: [String: EmitOptions.Value] = [:]
        for (name, text) in given.sorted(by: { $0.key < $1.key }) {
            guard let spec = emitter.optionSpec(named: name) else {
                if name == allowLoss {
                    throw Problem(
                        message: "'\(format.rawValue)' loses nothing it is given, so it has no option '\(name)'; "
                            + "to leave out the colors a source gets wrong, use --lenient"
                    )
                }
                let names = emitter.optionSpecs.map(\.name)
                throw Problem(
                    message: "'\(format.rawValue)' has no option '\(name)'"
                        + (names.isEmpty
                            ? "; it takes no options"
                            : Suggestion.question(Suggestion.closestOrCompletion(to: name, in: names))
                                + " (its options: "
                                + names.joined(separator: ", ") + ")")
                )
            }
            let value: EmitOptions.Value
            if spec.kind == .bool {
                guard let flag = Bool(text) else {
                    throw Problem(
                        message: "\(format.rawValue) option '\(spec.name)' must be true or false, not '\(text)'"
                    )
                }
                value = .bool(flag)
            } else {
                value = .string(text)
            }
            if let problem = spec.problem(with: value) {
                throw Problem(message: "\(format.rawValue) option '\(spec.name)' \(problem)")
            }
            result[spec.name] = value
        }
        return result
    }
}
