/// One option of an output format, with every fact about it in one place: its name, the kind of value it takes,
/// its default and help text, the spellings it had before, and the check of a value.
///
/// `palettec.json` is checked against these (each problem at the option's position), `palettec help build` and
/// `Docs/Configuration.md` list them, and the emitter reads the value by `name`.
public struct OptionSpec: Sendable {
    /// The option's name, lowerCamelCase like every option (`typeName`, `allowLoss`).
    public var name: String
    /// The kind of value it takes.
    public var kind: OptionKind
    /// What the option is when it is not set, as a reader would say it (`"internal"`, `"none"`).
    public var defaultValue: String
    /// One sentence: what the option does.
    public var help: String
    /// Names the option had before; still read, and reported as deprecated.
    public var formerNames: [String]
    /// Why a string value is not acceptable (`"must be …, not 'x'"`), or `nil`; `nil` for any value when absent.
    public var check: (@Sendable (String) -> String?)?

    /// Creates an option.
    public init(
        _ name: String,
        _ kind: OptionKind,
        default defaultValue: String,
        help: String,
        formerNames: [String] = [],
        check: (@Sendable (String) -> String?)? = nil
    ) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.help = help
        self.formerNames = formerNames
        self.check = check
    }

    /// What is wrong with a value of the right kind, or `nil`: not one of the choices, or what `check` says.
    public func problem(with value: EmitOptions.Value) -> String? {
        switch (kind, value) {
        case (.choice(let choices), .string(let text)) where !choices.contains(text):
            return "must be one of " + choices.map { "'\($0)'" }.joined(separator: ", ") + ", not '\(text)'"
        case (_, .string(let text)):
            return check?(text)
        case (_, .bool):
            return nil
        }
    }

    /// The kind as a reader would name it (`string`, `true or false`, `internal or public`), each literal value
    /// passed through `quote` (Markdown code marks in documents).
    public func kindDescription(quoting quote: (String) -> String = { $0 }) -> String {
        switch kind {
        case .string: "string"
        case .bool: quote("true") + " or " + quote("false")
        case .choice(let choices): choices.map(quote).joined(separator: " or ")
        }
    }
}
