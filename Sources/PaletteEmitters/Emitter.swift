public import PaletteModel

/// Turns the one palette model into the files of one output format.
///
/// Pure: no I/O.
public protocol Emitter: Sendable {
    /// The options this format accepts, in the order help lists them.
    var optionSpecs: [OptionSpec] { get }
    /// The rule that names colors in this format, if it derives names from keys (`nil`: keys are kept verbatim
    /// or the format has its own checks).
    var nameRule: NameRule? { get }
    /// Renders `palette`, reporting what the format cannot express or names that collide.
    func emit(_ palette: Palette, options: EmitOptions, diagnostics: inout DiagnosticBag) -> [GeneratedFile]
}

extension Emitter {
    /// No naming rule, unless the format declares one.
    public var nameRule: NameRule? { nil }

    /// The options by name, with the kind of value each takes.
    public var options: [String: OptionKind] {
        Dictionary(optionSpecs.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
    }

    /// The option a name (current or former) refers to.
    public func optionSpec(named name: String) -> OptionSpec? {
        optionSpecs.first { $0.name == name || $0.formerNames.contains(name) }
    }
}
